import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { contactSchema } from '../../../domain/schemas/contact.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { publicCacheControl } from '../../http/cache-control.js';
import { clientIp } from '../../http/client-ip.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { type ContactDeps, sendContactMessage } from './contact.js';
import { cachedSitemap, robotsTxt, SITEMAP_CACHE_SECONDS } from './crawlers.js';

const contactRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['site'],
  summary: 'The /contato form: e-mails the team, the sender as Reply-To (visitors too)',
  request: { body: { content: { 'application/json': { schema: contactSchema } }, required: true } },
  responses: {
    202: jsonResponse('Accepted and sent', z.object({ ok: z.literal(true) })),
    400: errorResponse('Invalid fields, each with its message'),
    429: errorResponse('Too many messages from this address; nothing was sent'),
  },
});

/** The /contato form's endpoint: mounted at /api/contact. */
export function contactRoutes(deps: ContactDeps & { trustProxy: boolean }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(contactRoute, async (c) => {
    await sendContactMessage(deps, clientIp(c, deps.trustProxy), c.req.valid('json'));
    return c.json({ ok: true as const }, 202);
  });
  return app;
}

/** /robots.txt and /sitemap.xml, mounted at the site's root before the static site. */
export function crawlerRoutes(deps: { db: Database; publicUrl: string }) {
  const app = new Hono();
  const robots = robotsTxt(deps.publicUrl);
  const sitemap = cachedSitemap(deps);
  const cache = publicCacheControl({ maxAge: SITEMAP_CACHE_SECONDS });
  app.get('/robots.txt', (c) => c.text(robots, 200, { 'Cache-Control': cache }));
  app.get('/sitemap.xml', async (c) =>
    c.body(await sitemap(), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': cache,
    }),
  );
  return app;
}
