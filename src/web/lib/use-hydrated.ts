import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the
 * next render on: for parts that load their code and data in the browser only (a lazy
 * component inside a server-rendered page would make the server give up its Suspense boundary,
 * React error #419, and ask for an inline script the CSP refuses).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
