import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { workspacesSchema } from '../../../domain/schemas/workspaces.js';
import type { AppEnv } from '../../app.js';
import { currentUser, requireUser } from '../../auth/session.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import type { InvitationDeps } from '../invitations/offer.js';
import { invitationRoutes } from '../invitations/routes.js';
import { listWorkspaces } from './workspaces.js';

const workspacesRoute = createRoute({
  method: 'get',
  path: '/me/workspaces',
  tags: ['access'],
  summary: 'The companies and communities she helps run (Para Negócios, contextual menus)',
  description:
    'Active companies where she has any company_admins row (admin or editor) and active communities where her approved membership is admin or moderator, each by name.',
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse('Her workspaces', workspacesSchema),
    401: errorResponse('Not signed in'),
  },
});

/**
 * Mounted at /api: her workspaces, and the grant pages' people search and invitations
 * (modules/invitations), for communities and companies alike.
 */
export function accessRoutes(deps: InvitationDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(workspacesRoute, async (c) => {
    // Roles change when access is granted; a stale copy would show or hide a menu wrongly.
    c.header('Cache-Control', 'no-store');
    return c.json(await listWorkspaces(deps.db, currentUser(c).id), 200);
  });
  app.route('/', invitationRoutes(deps));
  return app;
}
