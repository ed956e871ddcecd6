import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// `npm start` and the e2e harness build the client only when a source file is newer than the
// last build, so a restart is instant and a fresh clone still gets a build.

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'dist/web/index.html');
const sources = [
  'src/web',
  'src/domain',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'package-lock.json',
];

function newestMtime(p) {
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIfStale() {
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const changedAt = Math.max(
    ...sources
      .map((s) => path.join(root, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  if (builtAt >= changedAt) return;
  console.info('Building the web client…');
  // The server-side renderer first: the client's index.html is the marker of a complete build.
  for (const args of [['build', '--ssr'], ['build']]) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), ...args, '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
