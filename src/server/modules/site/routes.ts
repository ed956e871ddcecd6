import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { contactSchema } from '../../../domain/schemas/contact.js';
import type { AppEnv } from '../../http/app-env.js';
import { clientIp } from '../../http/client-ip.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { type ContactDeps, sendContactMessage } from './contact.js';

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
