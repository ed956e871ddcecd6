import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm run test:pg`: the server integration suite against a real PostgreSQL. Each test file
// creates its own database on that server and drops it afterwards.
const root = path.resolve(import.meta.dirname, '..');
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.info(`Server integration tests against ${url.replace(/\/\/[^@]*@/, '//***@')}`);
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
