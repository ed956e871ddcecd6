import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the production build of the client: hashed files under /assets forever-cached, other
 * files briefly, and index.html (never cached) for every other path so the client router
 * decides — including its own pt-BR 404 page.
 */
export function staticSite(distDir: string) {
  const app = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.text('O cliente ainda não foi compilado. Rode "npm run build" (ou "npm start", que compila).', 503),
    );
    return app;
  }
  let indexHtml: Promise<string> | undefined;
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      // index.html must not be served by this handler: the fallback below sets no-cache.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__no_such_file__' : p),
    }),
  );
  app.get('*', async (c) => {
    indexHtml ??= readFile(indexFile, 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(await indexHtml);
  });
  return app;
}
