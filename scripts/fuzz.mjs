import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm run fuzz`: the OpenAPI-driven fuzzer (src/server/fuzz) on a fresh embedded database, or
// on DATABASE_URL's server when set. FUZZ_SEED and FUZZ_REQUESTS choose the run.
const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'server',
    'src/server/fuzz/fuzz.test.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ: '1' } },
);
process.exit(result.status ?? 1);
