import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient, shouldRetry } from './query-client';

const apiError = (status: number) => new ApiError({ status, code: `http_${status}`, message: 'x' });

describe('query client', () => {
  it('retries a network failure or a 5xx once', () => {
    expect(shouldRetry(0, apiError(0))).toBe(true);
    expect(shouldRetry(0, apiError(503))).toBe(true);
    expect(shouldRetry(1, apiError(503))).toBe(false);
  });

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it('keeps data fresh for 30 s and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(30_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});
