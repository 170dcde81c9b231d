// Countdowns to a deadline the server gave (order payment deadline, QR expiry). The server's time comes with the
// deadline, so a browser clock that is off does not shorten or stretch the countdown.
import { useEffect, useState } from 'react';

/** Milliseconds left, ticking every second; the first value (server render and hydration) is deadline - serverTime. */
export function useRemaining(deadline: string | null, serverTime: string): number {
  const end = deadline ? new Date(deadline).getTime() : 0;
  const server = new Date(serverTime).getTime();
  const [left, setLeft] = useState(() => Math.max(0, end - server));
  useEffect(() => {
    if (!deadline) return;
    const offset = server - Date.now();
    const tick = () => setLeft(Math.max(0, end - (Date.now() + offset)));
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, end, server]);
  return deadline ? left : 0;
}

/** 1799000 → { h: 0, m: 29, s: 59 } */
export function splitMs(ms: number): { h: number; m: number; s: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

export const two = (n: number) => String(n).padStart(2, '0');

/** mm:ss, or h:mm:ss from an hour up */
export function clockText(ms: number): string {
  const { h, m, s } = splitMs(ms);
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
