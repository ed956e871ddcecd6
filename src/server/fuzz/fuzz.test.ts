import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { fuzz } from './fuzzer.js';

// `npm run fuzz` (scripts/fuzz.mjs) runs this file with FUZZ=1; `npm test` skips it. It runs
// inside the server suite for the suite's template database (test/global-setup.ts): a fresh
// embedded PostgreSQL, or the server of DATABASE_URL.
//   FUZZ_SEED      which run (default 13): the same seed sends the same requests
//   FUZZ_REQUESTS  how many (default 3000)
//   FUZZ_TRACE     prints the requests and answers of the operations matching it, a regular
//                  expression over 'METHOD /path' ('^POST /posts$')

const seed = Number(process.env.FUZZ_SEED ?? 13);
const total = Number(process.env.FUZZ_REQUESTS ?? 3000);

let ctx: TestContext;

describe.runIf(process.env.FUZZ === '1')('the API under fuzzing', () => {
  beforeAll(async () => {
    // Rate limits off (the default): the fuzzer is one client sending thousands of requests.
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it(
    'answers every request without a 5xx, in the error envelope, in pt-BR',
    async () => {
      const trace = process.env.FUZZ_TRACE;
      const result = await fuzz(ctx, seed, total, trace ? new RegExp(trace) : undefined);
      process.stdout.write(`${result.report}\n`);
      expect(result.defects, result.report).toBe(0);
    },
    20 * 60_000,
  );
});
