import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, type DatabaseHandle, openEmbedded, openPostgres } from '../src/server/db/client.js';
import { postgresDatabase } from './postgres-database.js';

// The harness of the statement benches (job-alerts.ts, vacancy-match.ts): their options, a
// timer, and a run on each database (PGlite on disk, then PostgreSQL when there is one), each
// migrated, loaded and checked by the bench, which answers its problems; any problem fails it.
//
//   [--only pglite|postgres] [--samples 30] [--verbose: the plans] [--check: small sizes, the checks only]

type Kind = 'postgres' | 'pglite';
export type Log = (text: string) => void;

export const { values: benchArgs } = parseArgs({
  options: {
    only: { type: 'string' },
    samples: { type: 'string', default: '30' },
    verbose: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});
export const CHECK = benchArgs.check;
const SAMPLES = CHECK ? 3 : Number(benchArgs.samples);

/** p50 and p95 of `samples` runs after one to warm up. */
export async function time(run: () => Promise<unknown>, samples = SAMPLES): Promise<string> {
  const ms: number[] = [];
  await run(); // warm
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
}

/** Runs a named loading step and logs how long it took. */
export function timedSteps(log: Log) {
  return async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
}

/**
 * Runs `bench` on each database asked for (a fresh one each), logs its problems and sets a
 * failing exit code when there is any. `name` tags the temporary folder and database.
 */
export async function runOnEachDatabase(
  name: string,
  bench: (db: Database, log: Log) => Promise<string[]>,
): Promise<void> {
  const kinds: Kind[] = benchArgs.only ? [benchArgs.only as Kind] : ['pglite', 'postgres'];
  let failed = false;
  for (const kind of kinds) {
    const log: Log = (text) => console.info(`[${kind}] ${text.replaceAll('\n', `\n[${kind}] `)}`);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `elas-bench-${name}-`));
    const own = kind === 'postgres' ? await postgresDatabase(name, { useDatabaseUrl: true }) : null;
    if (kind === 'postgres' && !own) continue;
    let database: DatabaseHandle | undefined;
    let problems: string[] = [];
    try {
      database =
        kind === 'postgres' ? await openPostgres(own!.url) : await openEmbedded(path.join(dataDir, 'pg'));
      await database.migrate();
      problems = await bench(database.db, log);
    } finally {
      await database?.close();
      await own?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
    for (const p of problems) log(`PROBLEM: ${p}`);
    if (problems.length > 0) failed = true;
  }
  if (failed) process.exitCode = 1;
}
