import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { statusError } from '../../domain/copy/http.js';
import { escapeHtml, injectHead } from './open-graph.js';
import type { PageRenderer, PathChecker } from './page-renderer.js';

export type StaticSiteOptions = {
  /**
   * Head tags (a <title> and meta tags) for a client route, or null to serve index.html as is.
   * Lets a feature give crawlers a real title and preview card without this file knowing it.
   */
  renderHead?: (path: string) => Promise<string | null>;
  /**
   * State the client would otherwise ask for before it can render anything (who is signed in,
   * the deployment's settings), written into the page so the first render does not wait for a
   * round trip. Depends on the request's cookie, so a page asked for with one is private.
   */
  renderBootstrap?: (request: Request) => Promise<unknown>;
  /**
   * The page's markup with its data (server-side rendering, page-renderer.ts), given the
   * bootstrap state; null leaves the page to the browser.
   */
  renderPage?: PageRenderer;
  /**
   * Whether the client has a page for the path (null: cannot tell). An unknown one is answered
   * with 404 and the same page, whose router shows its not-found page.
   */
  isKnownPath?: PathChecker;
};

const EMPTY_ROOT = '<div id="root"></div>';

/** Where the client looks for the state the server wrote into the page. */
export const BOOTSTRAP_ELEMENT_ID = 'elas-bootstrap';

/**
 * Serves the production build of the client: hashed files under /assets forever-cached, other
 * files briefly, and index.html (never cached) for every other path so the client router
 * decides — including its own pt-BR 404 page, answered with status 404 when the route table
 * (isKnownPath) has no page for the path.
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
    // The build writes .br and .gz beside each text asset (scripts/vite-precompress.ts).
    const serve = serveStatic({ root: distDir, rewriteRequestPath: rewrite, precompressed: true });
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
    const pathname = new URL(c.req.url).pathname;
    const [head, bootstrap, known] = await Promise.all([
      safely(() => options.renderHead?.(pathname)),
      safely(() => options.renderBootstrap?.(c.req.raw)),
      safely(() => options.isKnownPath?.(pathname)),
    ]);
    let html = await indexHtml;
    if (head) html = injectHead(html, head);
    const rendered =
      bootstrap && options.renderPage ? await safely(() => options.renderPage?.(c.req.raw, bootstrap)) : null;
    // Replacer functions: a `$'` in someone's name must not be read as a replacement pattern.
    if (rendered) html = html.replace(EMPTY_ROOT, () => `<div id="root">${rendered.html}</div>`);
    // The page's own title, unless its head tags (renderHead) already gave one.
    if (rendered?.title && !head)
      html = html.replace(
        /<title>[\s\S]*?<\/title>/i,
        () => `<title>${escapeHtml(rendered.title ?? '')}</title>`,
      );
    if (bootstrap) {
      const script = bootstrapScript(
        rendered ? { ...(bootstrap as object), rendered: rendered.state } : bootstrap,
      );
      html = html.includes('</head>')
        ? html.replace('</head>', () => `${script}</head>`)
        : html.replace('<div id="root"', () => `${script}<div id="root"`);
      c.header('Vary', 'Cookie');
    }
    // With a cookie the page may carry her session: for her browser only.
    c.header('Cache-Control', bootstrap && c.req.header('Cookie') ? 'private, no-cache' : 'no-cache');
    return c.html(html, known === false ? 404 : 200);
  });
  return app;
}

/**
 * A data block, never run (type application/json, so the CSP need not allow it); `<` is escaped
 * so no value can close the element.
 */
export function bootstrapScript(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${json}</script>`;
}

/** A failing hook costs the page what it would have added (the client asks for it), never the page. */
async function safely<T>(hook: () => Promise<T> | undefined): Promise<T | null> {
  try {
    return (await hook()) ?? null;
  } catch {
    return null;
  }
}
