/**
 * The process's stage as the HTTP app sees it: serving, or draining before a stop (the health
 * check then answers 503 and connections are not kept alive). Tests make their own.
 */
export type Lifecycle = {
  isDraining(): boolean;
  startDraining(): void;
  /**
   * Calls `listener` when draining starts (at once if it has): what holds a connection open
   * on its own — a live event stream — ends it then, so the client reconnects elsewhere.
   * Returns the unsubscribe.
   */
  onDrain(listener: () => void): () => void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  const listeners = new Set<() => void>();
  return {
    isDraining: () => draining,
    startDraining: () => {
      if (draining) return;
      draining = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    onDrain(listener) {
      if (draining) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
