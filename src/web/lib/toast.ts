/*
 * sonner's `toast`, loaded on first use: no page needs its ~10 kB before it has something to say.
 * Calls made while sonner loads run in order once it is there; the toaster (toaster-host.tsx)
 * mounts at the first call, and sonner replays to it any toast raised before it subscribed.
 */

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
const requestListeners = new Set<() => void>();
let requested = false;

/** Loads sonner (once) and asks the toaster host to mount. */
export function loadSonner(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  sonner ??= import('sonner');
  return sonner;
}

/** For the toaster host: whether a toast was asked for yet, and a way to hear when one is. */
export function onToastRequested(listener: () => void): () => void {
  if (requested) listener();
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function call(run: (toast: Sonner['toast']) => unknown): void {
  void loadSonner().then(({ toast }) => run(toast));
}

type Toast = Sonner['toast'];

// Arguments passed on exactly as given (tests spy on sonner's own functions).
export const toast = {
  success: (...args: Parameters<Toast['success']>) => call((t) => t.success(...args)),
  error: (...args: Parameters<Toast['error']>) => call((t) => t.error(...args)),
  info: (...args: Parameters<Toast['info']>) => call((t) => t.info(...args)),
  dismiss: (...args: Parameters<Toast['dismiss']>) => call((t) => t.dismiss(...args)),
};
