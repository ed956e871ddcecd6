import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { MSG } from '../../../domain/messages.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { AppError, notFound } from '../../lib/app-error.js';

/** DELETE /{id} of one of her rows: 204, or 404 when it is not hers (or not a row at all). */
export const deleteOwnedRowRoute = (doc: { tag: string; summary: string }) =>
  createRoute({
    method: 'delete',
    path: '/{id}',
    tags: [doc.tag],
    summary: doc.summary,
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      204: { description: 'Deleted' },
      401: errorResponse('Not signed in'),
      404: errorResponse('No such row of hers'),
    },
  });

/** What the OpenAPI document says of one "save all" editor; the rest of the wording is shared. */
export type SaveAllDocs = {
  /** The tag of its three operations, e.g. 'education'. */
  tag: string;
  /** Where the routes are mounted, for the note on deleting, e.g. '/education'. */
  mountPath: string;
  /** GET: summary and the description of its list. */
  list: { summary: string; description: string };
  /** PUT: a field a client may see keyed in a 400, e.g. 'entries.0.endMonth'. */
  invalidFieldExample: string;
  /** DELETE: summary. */
  removeSummary: string;
};

/** The editor's services; each scopes what it reads and writes to the member it is given. */
export type SaveAllServices<Item, Entries> = {
  list(db: Database, userId: string): Promise<Item[]>;
  save(db: Database, userId: string, entries: Entries): Promise<Item[]>;
  remove(db: Database, userId: string, id: string): Promise<void>;
};

/**
 * The routes of a CV editor: GET her list, PUT the whole list (update rows with an id, insert
 * the others), POST one row, PUT /{id} one row, DELETE one row. All need a session, and every
 * service is called with the signed-in member's id (her rows only: ownedBy in the service).
 */
export function saveAllRoutes<
  Item extends z.ZodType,
  Body extends z.ZodType<{ entries: unknown[] }>,
  Entry extends z.ZodType<z.output<Body>['entries'][number]>,
>(
  db: Database,
  docs: SaveAllDocs,
  /** `entry`: one row, for the per-item routes (its messages keyed by field: 'endMonth'). */
  schemas: { item: Item; body: Body; entry: Entry },
  services: SaveAllServices<z.output<Item>, z.output<Body>['entries']>,
) {
  const List = z.array(schemas.item);
  const listResponse = (description: string) => jsonResponse(description, List);
  // Widened so the route's types do not hang on the generic; `entries` is cast back below.
  const body: z.ZodType<{ entries: unknown[] }> = schemas.body;
  const entry: z.ZodType<object> = schemas.entry as z.ZodType<object>;
  type Entries = z.output<Body>['entries'];
  const routes = {
    list: createRoute({
      method: 'get',
      path: '/',
      tags: [docs.tag],
      summary: docs.list.summary,
      middleware: [requireUser] as const,
      responses: { 200: listResponse(docs.list.description), 401: errorResponse('Not signed in') },
    }),
    save: createRoute({
      method: 'put',
      path: '/',
      tags: [docs.tag],
      summary: 'Save all: update her rows that carry an id, insert the others (one transaction)',
      description: `Rows left out are kept; deleting is DELETE ${docs.mountPath}/{id}.`,
      middleware: [requireUser] as const,
      request: { body: { content: { 'application/json': { schema: body } }, required: true } },
      responses: {
        200: listResponse('Saved; her whole list'),
        400: errorResponse(`Invalid rows; fields keyed like '${docs.invalidFieldExample}'`),
        401: errorResponse('Not signed in'),
        404: errorResponse('An id is not one of her rows; nothing was saved'),
      },
    }),
    // One item at a time (issue 22: the page saves the item she edited, not the whole list).
    create: createRoute({
      method: 'post',
      path: '/',
      tags: [docs.tag],
      summary: 'Add one row of hers',
      middleware: [requireUser] as const,
      request: { body: { content: { 'application/json': { schema: entry } }, required: true } },
      responses: {
        201: listResponse('Added; her whole list'),
        400: errorResponse(`Invalid row; fields keyed like '${docs.invalidFieldExample.split('.').at(-1)}'`),
        401: errorResponse('Not signed in'),
      },
    }),
    update: createRoute({
      method: 'put',
      path: '/{id}',
      tags: [docs.tag],
      summary: 'Replace one row of hers',
      middleware: [requireUser] as const,
      request: {
        params: IdParam,
        body: { content: { 'application/json': { schema: entry } }, required: true },
      },
      responses: {
        200: listResponse('Saved; her whole list'),
        400: errorResponse(`Invalid row; fields keyed like '${docs.invalidFieldExample.split('.').at(-1)}'`),
        401: errorResponse('Not signed in'),
        404: errorResponse('No such row of hers'),
      },
    }),
    remove: deleteOwnedRowRoute({ tag: docs.tag, summary: docs.removeSummary }),
  };

  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.list, async (c) => c.json(await services.list(db, currentUser(c).id), 200));
  app.openapi(routes.save, async (c) => {
    // `schemas.body` validated the request, so its entries are what `Body` outputs.
    const entries = c.req.valid('json').entries as z.output<Body>['entries'];
    return c.json(await services.save(db, currentUser(c).id, entries), 200);
  });
  app.openapi(routes.create, async (c) => {
    // A new row: any id sent in the body is ignored.
    const { id: _id, ...row } = c.req.valid('json') as { id?: string };
    return c.json(await services.save(db, currentUser(c).id, [row] as Entries), 201);
  });
  app.openapi(routes.update, async (c) => {
    const id = c.req.valid('param').id;
    if (!z.uuid().safeParse(id).success) throw notFound(MSG.common.notFound);
    const row = { ...(c.req.valid('json') as object), id };
    try {
      return c.json(await services.save(db, currentUser(c).id, [row] as Entries), 200);
    } catch (error) {
      // Not hers (or no such row): the plain 404 of a path, not the list's 'entries.0.id'.
      if (error instanceof AppError && error.status === 404) throw notFound(MSG.common.notFound);
      throw error;
    }
  });
  app.openapi(routes.remove, async (c) => {
    await services.remove(db, currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
