import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { statusError } from '../../domain/copy/http.js';
import { injectHead } from './open-graph.js';

export type StaticSiteOptions = {
  /**
   * Head tags (a <title> and meta tags) for a client route, or null to serve index.html as is.
   * Lets a feature give crawlers a real title and preview card without this file knowing it.
   */
  renderHead?: (path: string) => Promise<string | null>;
};

/**
 * Serves the production build of the client: hashed files under /assets forever-cached, other
 * files briefly, and index.html (never cached) for every other path so the client router
 * decides — including its own pt-BR 404 page.
 */
export function staticSite(distDir: string, options: StaticSiteOptions = {}) {
  const app = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.text('O cliente ainda não foi compilado. Rode "npm run build" (ou "npm start", que compila).', 503),
    );
    return app;
  }
  let indexHtml: Promise<string> | undefined;

  // serveStatic builds its response before its onFound hook runs, so the cache policy is set
  // up front; the fallback below replaces it when no file matched.
  const serveWithCache = (cacheControl: string, rewrite?: (p: string) => string) => {
    const serve = serveStatic({ root: distDir, rewriteRequestPath: rewrite });
    return createMiddleware(async (c, next) => {
      c.header('Cache-Control', cacheControl);
      return serve(c, next);
    });
  };
  app.use('/assets/*', serveWithCache('public, max-age=31536000, immutable'));
  // A missing hashed file is a stale client asking for an old build: answering with the page
  // would hand HTML to a <script> tag.
  app.get('/assets/*', (c) => c.json({ error: statusError(404) }, 404, { 'Cache-Control': 'no-store' }));
  // index.html is left to the fallback, which must not let it be cached.
  app.use(
    '*',
    serveWithCache('public, max-age=3600', (p) =>
      p === '/' || p === '/index.html' ? '/__no_such_file__' : p,
    ),
  );
  app.get('*', async (c) => {
    indexHtml ??= readFile(indexFile, 'utf8');
    c.header('Cache-Control', 'no-cache');
    const head = await renderHeadSafely(options.renderHead, new URL(c.req.url).pathname);
    return c.html(head ? injectHead(await indexHtml, head) : await indexHtml);
  });
  return app;
}

/** A failing hook costs the page its preview tags, never the page itself. */
async function renderHeadSafely(
  renderHead: StaticSiteOptions['renderHead'],
  path: string,
): Promise<string | null> {
  if (!renderHead) return null;
  try {
    return await renderHead(path);
  } catch {
    return null;
  }
}
