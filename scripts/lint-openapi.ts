import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { assembleApp } from '../src/server/bootstrap.js';
import { loadConfig } from '../src/server/config.js';
import { openPostgres } from '../src/server/db/client.js';
import { createLogger } from '../src/server/lib/logger.js';

// Part of `npm run check`: the API's OpenAPI document, exactly as /api/openapi.json serves it,
// linted by Redocly's engine (what `redocly lint` runs) with its recommended rules. Any error
// or warning fails the check.

/**
 * The document as the app serves it. Writing it needs no database: the app is built over a
 * connection pool that is never used (it would fail, there is no server at that address).
 */
async function servedDocument(dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const database = await openPostgres('postgres://unused@127.0.0.1:9/unused', 1);
  try {
    const { app } = assembleApp({ config, database, logger: createLogger('silent', false) });
    const res = await app.request('/api/openapi.json');
    if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
    return (await res.json()) as { paths?: Record<string, unknown> };
  } finally {
    await database.close();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-openapi-'));
try {
  const document = await servedDocument(dataDir);
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      // The e-mailed links (verify-email, reset-password) answer with a redirect by design; so
      // the rule is: every operation has a success answer, 2xx or a redirect.
      'operation-2xx-response': 'off',
      'rule/success-answer': {
        severity: 'error',
        message: 'Every operation documents a success answer (2xx or a redirect).',
        subject: { type: 'Responses' },
        assertions: { requireAny: ['200', '201', '202', '204', '302', '303'] },
      },
    },
  });
  const problems = await lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: 'openapi.json',
    config,
  });
  for (const problem of problems) {
    const where = problem.location.map((l) => l.pointer).join(', ');
    console.error(`${problem.severity} ${problem.ruleId}: ${problem.message}\n  at ${where}`);
  }
  const paths = Object.keys(document.paths ?? {}).length;
  if (problems.length > 0) {
    console.error(`\nOpenAPI document: ${problems.length} problems (${paths} paths).`);
    process.exitCode = 1;
  } else {
    console.info(`OpenAPI document: ${paths} paths, lint-clean (Redocly recommended rules).`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
