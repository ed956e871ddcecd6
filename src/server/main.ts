import net from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { startMaintenance } from './db/maintenance.js';
import { createLogger } from './lib/logger.js';
import { createLifecycle } from './lifecycle.js';

/** After SIGTERM, how long the server keeps answering (503 health, `Connection: close`) before it stops accepting. */
const DRAIN_DELAY_MS = 2_000;
/** Then, how long requests in flight may take before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
const lifecycle = createLifecycle();

let runtime: Awaited<ReturnType<typeof bootstrap>>;
try {
  runtime = await bootstrap(config, logger, path.resolve('dist/web'), lifecycle);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    logger.fatal(error.message);
    process.exit(1);
  }
  throw error;
}
const stopMaintenance = startMaintenance(runtime.database, logger);

const server = serve({ fetch: runtime.app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    { port: info.port, database: runtime.database.kind, dataDir: config.dataDir },
    `Elas Rede at ${config.publicUrl}`,
  );
  if (runtime.demoLogin) {
    console.info(
      `\n  Elas Rede: ${config.publicUrl}\n  Demo login: ${runtime.demoLogin.email} / ${runtime.demoLogin.password}\n  (demo content is on; every demo member shares this password)\n`,
    );
  }
});

/**
 * On SIGTERM/SIGINT, without losing a request a client has sent:
 * 1. draining: /api/health answers 503 (the balancer stops sending new clients) and every
 *    response carries `Connection: close`, so keep-alive clients reconnect elsewhere after the
 *    answer they are waiting for instead of sending more on this connection;
 * 2. after DRAIN_DELAY_MS, stop accepting connections (idle ones are closed);
 * 3. let requests in flight finish (bounded by SHUTDOWN_GRACE_MS), then stop the job queue
 *    (running jobs finish), housekeeping and the database (PGlite flushes to disk), and exit.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  lifecycle.startDraining();
  logger.info({ signal }, 'draining');
  await new Promise((resolve) => setTimeout(resolve, DRAIN_DELAY_MS));

  const forced = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing anyway');
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  // net.Server's close, not http.Server's: the latter also drops connections that look idle,
  // and a connection accepted a moment ago whose request is still arriving looks idle. This one
  // only stops accepting; each open connection ends after its answer (`Connection: close`).
  await new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  clearTimeout(forced);

  await runtime.notificationHub.stop();
  await runtime.queue.stop();
  runtime.mailTransport.close();
  await stopMaintenance();
  await runtime.database.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
