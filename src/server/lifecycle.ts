/**
 * The process's stage as the HTTP app sees it: serving, or draining before a stop (the health
 * check then answers 503 and connections are not kept alive). Tests make their own.
 */
export type Lifecycle = {
  isDraining(): boolean;
  startDraining(): void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    isDraining: () => draining,
    startDraining: () => {
      draining = true;
    },
  };
}
