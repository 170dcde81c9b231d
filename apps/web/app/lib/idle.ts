// Work a page does not need before it is interactive (decision 024): run after the load event, when the browser is
// idle (a short timeout where requestIdleCallback is missing). Returns a cancel function for effects.
export function afterLoadIdle(fn: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    const ric = window.requestIdleCallback;
    idle = ric ? ric(() => !cancelled && fn(), { timeout: 3000 }) : window.setTimeout(() => !cancelled && fn(), 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}
