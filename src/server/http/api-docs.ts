import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { cachePublicly } from './cache-control.js';

// An interactive API reference served entirely from our own origin (swagger-ui-dist from npm),
// so it works offline and under the strict CSP: the initializer is a file, not an inline script.

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Elas Rede — API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const initializer = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

export function apiDocs() {
  const app = new Hono();
  app.get('/', (c) => c.html(page));
  app.get('/init.js', (c) => c.body(initializer, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  app.get('/:asset', async (c) => {
    const asset = c.req.param('asset');
    const type = assets[asset];
    if (!type) return c.notFound();
    const body = await readFile(path.join(swaggerDir, asset));
    return cachePublicly(c, { maxAge: 86400 }).body(body, 200, { 'content-type': type });
  });
  return app;
}
