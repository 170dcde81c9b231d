// Seconds left of a countdown (the 60 s SMS resend of SPEC §4, the ~3 s redirect of SPEC §9), from a fixed end
// time so a slow tab does not stretch it.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCountdown(): { left: number; start(seconds: number): void } {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);
  const start = useCallback(
    (seconds: number) => {
      stop();
      const end = Date.now() + seconds * 1000;
      setLeft(seconds);
      timer.current = setInterval(() => {
        const s = Math.max(0, Math.ceil((end - Date.now()) / 1000));
        setLeft(s);
        if (s === 0) stop();
      }, 1000);
    },
    [stop],
  );
  return { left, start };
}

/** Shows a message for `seconds`, then runs `go` (after a success that leaves the page). */
export function useRedirectCountdown(go: () => void): { left: number; start(seconds: number): void; active: boolean } {
  const { left, start: startCountdown } = useCountdown();
  const [active, setActive] = useState(false);
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  useEffect(() => {
    if (active && left === 0) goRef.current();
  }, [active, left]);
  const start = useCallback(
    (seconds: number) => {
      setActive(true);
      startCountdown(seconds);
    },
    [startCountdown],
  );
  return { left, start, active };
}
