import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { workspacesSchema } from '../../../domain/schemas/workspaces.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { listWorkspaces } from './workspaces.js';

const workspacesRoute = createRoute({
  method: 'get',
  path: '/',
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
 * Mounted at /api/me/workspaces. The grant pages' people search and invitations are
 * modules/invitations', mounted under each place (app.ts).
 */
export function workspaceRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<AppEnv>();
  // Roles change when access is granted: private, never kept (the API's default Cache-Control).
  app.openapi(workspacesRoute, async (c) => c.json(await listWorkspaces(deps.db, currentUser(c).id), 200));
  return app;
}
