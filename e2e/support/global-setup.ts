import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM script without types
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { freePort } from '../../src/server/test/free-port.js';
import { startSmtpCapture } from '../../src/server/test/smtp-capture.js';

declare global {
  var __e2e: { server: ChildProcess; closeSmtp: () => Promise<void> } | undefined;
}

/**
 * Builds the client if needed, starts an SMTP capture server and the real production server on
 * free ports with a temporary DATA_DIR (embedded PostgreSQL, demo content), and waits until
 * /api/health answers. Captured e-mails are written as JSON files to E2E_MAIL_DIR for the specs.
 */
export default async function globalSetup() {
  buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-e2e-'));
  const mailDir = path.join(dataDir, 'captured-mail');
  const { mkdir } = await import('node:fs/promises');
  await mkdir(mailDir, { recursive: true });
  let count = 0;
  const smtp = await startSmtpCapture((mail) => {
    count += 1;
    // Written aside and renamed, so a reader never sees half a file.
    const file = path.join(mailDir, `${Date.now()}-${count}.json`);
    void writeFile(`${file}.part`, JSON.stringify(mail)).then(() => rename(`${file}.part`, file));
  });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const root = path.resolve(import.meta.dirname, '../..');
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      SEED_DEMO: '1',
      // As behind a reverse proxy: journeys give each member her own client address (see
      // support/members.ts), so the production rate limits apply per simulated person.
      TRUST_PROXY: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Job alerts every minute instead of every morning, so a journey sees hers arrive.
      JOB_ALERTS_CRON: '* * * * *',
      DATABASE_URL: '',
    },
  });
  server.stdout?.pipe(process.stdout);
  server.stderr?.pipe(process.stderr);
  globalThis.__e2e = { server, closeSmtp: smtp.close };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATA_DIR = dataDir;
}
