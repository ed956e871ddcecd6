import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const STALE_TIME_MS = 30_000;

/**
 * One retry for transient failures (network, 5xx). A 4xx is an answer, not a hiccup: repeating
 * a 401/403/404/422 cannot succeed and repeating a 429 only makes the rate limit worse.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: STALE_TIME_MS,
        // Off until the feed needs live data; refetching on every tab switch is noisy.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
