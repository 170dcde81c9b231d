// SPEC §8: a chunk that fails to load (a deployment replaced the files the open page names) reloads the page, once:
// the time of the reload is kept in sessionStorage and another reload within RELOAD_GUARD_MS is refused, so a chunk
// that is really missing shows the error page instead of reloading for ever.
const KEY = 'mall:chunk-reload-at';
export const RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** Whether an error is a failed load of a script or style chunk. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Reloads (true) unless the page already reloaded for a chunk within the guard time (false). */
export function reloadForChunk(store: Store | null, reload: () => void, now = Date.now()): boolean {
  try {
    const last = Number(store?.getItem(KEY) ?? 0);
    if (last && now - last < RELOAD_GUARD_MS && now >= last) return false;
    store?.setItem(KEY, String(now));
  } catch {
    // storage refused (private mode, quota): without a guard, do not reload at all
    return false;
  }
  reload();
  return true;
}

const sessionStore = (): Store | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The browser's hook: Vite's `vite:preloadError` (a dynamic import or its CSS failed) reloads once. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunk(sessionStore(), () => window.location.reload())) event.preventDefault();
  });
}

/** Error boundaries: an error that is a chunk load failure reloads the page once (true when it does). */
export function reloadIfChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && reloadForChunk(sessionStore(), () => window.location.reload());
}
