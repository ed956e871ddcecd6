import path from 'node:path';
import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap.js';
import { loadConfig } from './config.js';
import { startMaintenance } from './db/maintenance.js';
import { createLogger } from './lib/logger.js';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);

const runtime = await bootstrap(config, logger, path.resolve('dist/web'));
const stopMaintenance = startMaintenance(runtime.database, logger);

const server = serve({ fetch: runtime.app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    { port: info.port, database: runtime.database.kind, dataDir: config.dataDir },
    `Elas Rede at ${config.publicUrl}`,
  );
  if (runtime.demoLogin) {
    console.info(
      `\n  Elas Rede: ${config.publicUrl}\n  Demo login: ${runtime.demoLogin.email} / ${runtime.demoLogin.password}\n`,
    );
  }
});

// On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (bounded), then
// close the database so PGlite flushes to disk.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing anyway');
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  runtime.mailer.close();
  await stopMaintenance();
  await runtime.database.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
