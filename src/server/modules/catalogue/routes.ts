import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { MSG } from '../../../domain/messages.js';
import {
  catalogueItemSchema,
  categoryWithSectorSchema,
  stateSchema,
} from '../../../domain/schemas/profile.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { cachePublicly } from '../../http/cache-control.js';
import { errorResponse } from '../../http/openapi-common.js';
import {
  describeRoles,
  listAllCategories,
  listCategories,
  listLanguages,
  listRoles,
  listSectors,
  listStates,
} from './service.js';

const MAX_ROLE_IDS = 50;

// Reference data changes only with a deploy; a short public cache spares the database.
const REFERENCE_DATA = { maxAge: 3600 };

const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  categoryId: z.number(),
  sectorId: z.number(),
});

const ParentId = z.object({ id: z.coerce.number().int().positive().openapi({ example: 1 }) });

const RoleIds = z.object({
  ids: z
    .string()
    .default('')
    .transform((list) => (list.trim() === '' ? [] : list.split(',')))
    .pipe(z.array(z.coerce.number<string>().int().positive()).max(MAX_ROLE_IDS, MSG.common.invalidInput))
    .openapi({
      type: 'string',
      example: '1,2,3',
      description: `Comma-separated role ids (at most ${MAX_ROLE_IDS})`,
    }),
});

const ok = <T extends z.ZodType>(description: string, schema: T) => ({
  200: { description, content: { 'application/json': { schema } } },
});

const routes = {
  languages: createRoute({
    method: 'get',
    path: '/idiomas',
    tags: ['catalogue'],
    summary: 'Languages offered on the profile, by name',
    responses: ok('Languages', z.array(catalogueItemSchema)),
  }),
  states: createRoute({
    method: 'get',
    path: '/states',
    tags: ['catalogue'],
    summary: 'The 27 Brazilian states (UF and name), by name',
    responses: ok('States', z.array(stateSchema)),
  }),
  sectors: createRoute({
    method: 'get',
    path: '/sectors',
    tags: ['catalogue'],
    summary: 'Industry sectors, by name',
    responses: ok('Sectors', z.array(catalogueItemSchema)),
  }),
  categories: createRoute({
    method: 'get',
    path: '/sectors/{id}/categories',
    tags: ['catalogue'],
    summary: 'Job categories of a sector, by name (empty for an unknown sector)',
    request: { params: ParentId },
    responses: { ...ok('Categories', z.array(catalogueItemSchema)), 400: errorResponse('Not a sector id') },
  }),
  allCategories: createRoute({
    method: 'get',
    path: '/categories',
    tags: ['catalogue'],
    summary: "Every job category with its sector's name, by sector then name (a mentora's areas)",
    responses: ok('Categories', z.array(categoryWithSectorSchema)),
  }),
  roles: createRoute({
    method: 'get',
    path: '/categories/{id}/roles',
    tags: ['catalogue'],
    summary: 'Job roles of a category, by name (empty for an unknown category)',
    request: { params: ParentId },
    responses: { ...ok('Roles', z.array(catalogueItemSchema)), 400: errorResponse('Not a category id') },
  }),
  rolesByIds: createRoute({
    method: 'get',
    path: '/roles',
    tags: ['catalogue'],
    summary: "Names of the given roles with their category and sector (a saved preference's roles)",
    request: { query: RoleIds },
    responses: {
      ...ok('The roles that exist, by name', z.array(roleSchema)),
      400: errorResponse(`Malformed ids or more than ${MAX_ROLE_IDS}`),
    },
  }),
};

/** Public reference lists: no session needed. */
export function catalogueRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.languages, async (c) =>
    cachePublicly(c, REFERENCE_DATA).json(await listLanguages(db), 200),
  );
  app.openapi(routes.states, async (c) => cachePublicly(c, REFERENCE_DATA).json(await listStates(db), 200));
  app.openapi(routes.sectors, async (c) => cachePublicly(c, REFERENCE_DATA).json(await listSectors(db), 200));
  app.openapi(routes.categories, async (c) =>
    cachePublicly(c, REFERENCE_DATA).json(await listCategories(db, c.req.valid('param').id), 200),
  );
  app.openapi(routes.allCategories, async (c) =>
    cachePublicly(c, REFERENCE_DATA).json(await listAllCategories(db), 200),
  );
  app.openapi(routes.roles, async (c) =>
    cachePublicly(c, REFERENCE_DATA).json(await listRoles(db, c.req.valid('param').id), 200),
  );
  app.openapi(routes.rolesByIds, async (c) =>
    cachePublicly(c, REFERENCE_DATA).json(await describeRoles(db, c.req.valid('query').ids), 200),
  );
  return app;
}
