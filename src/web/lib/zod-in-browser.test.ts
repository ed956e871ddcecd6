import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('zod in the browser', () => {
  it('never asks for eval (our CSP forbids it), and still validates', async () => {
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    await import('./zod-in-browser');
    const { z } = await import('zod');
    const schema = z.object({ name: z.string().min(2), age: z.number().int() });
    expect(schema.safeParse({ name: 'Ana', age: 30 }).success).toBe(true);
    expect(schema.safeParse({ name: 'A', age: 30 }).success).toBe(false);
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
