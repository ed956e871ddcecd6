import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The first render of a route waits for its lazily loaded page, whose modules Vite transforms on
// first use: on a busy two-core CI machine that alone can pass Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Tests stub `fetch` with the fake API; never let one test's stub answer the next.
  vi.unstubAllGlobals();
});

// jsdom does not implement scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
