import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { LINKEDIN_IMPORT_ERRORS as E } from '../../../domain/copy/linkedin-import.js';
import { LINKEDIN_EXPORT_MAX_BYTES, UPLOAD_MULTIPART_OVERHEAD } from '../../../domain/limits.js';
import {
  linkedInImportResultSchema,
  linkedInImportSchema,
  linkedInPreviewSchema,
} from '../../../domain/schemas/linkedin-import.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, ImageUpload, jsonResponse } from '../../http/openapi-common.js';
import { badRequest, invalidInput, tooLarge } from '../../lib/app-error.js';
import { applyLinkedInImport, previewLinkedInImport } from './service.js';

const routes = {
  preview: createRoute({
    method: 'post',
    path: '/preview',
    tags: ['linkedin-import'],
    summary: 'Read her LinkedIn data export (ZIP) and answer what it would add; writes nothing',
    middleware: [
      requireUser,
      bodyLimit({
        // The same as http/body-limits.ts gives this route: the export plus its multipart framing.
        maxSize: LINKEDIN_EXPORT_MAX_BYTES + UPLOAD_MULTIPART_OVERHEAD,
        onError: () => {
          throw tooLarge(E.tooLarge);
        },
      }),
    ] as const,
    request: { body: { content: { 'multipart/form-data': { schema: ImageUpload } }, required: true } },
    responses: {
      200: jsonResponse('What would be added, and what her profile already has', linkedInPreviewSchema),
      400: errorResponse('No file was sent'),
      401: errorResponse('Not signed in'),
      413: errorResponse('The ZIP, or a CSV in it, is over its size limit'),
      415: errorResponse('Not a ZIP (judged by content)'),
      422: errorResponse('A ZIP without any of the CSVs the import reads'),
    },
  }),
  apply: createRoute({
    method: 'post',
    path: '/',
    tags: ['linkedin-import'],
    summary: 'Add what she confirmed of the preview; rows her profile already has are left out',
    middleware: [requireUser] as const,
    request: { body: { content: { 'application/json': { schema: linkedInImportSchema } }, required: true } },
    responses: {
      200: jsonResponse('How many rows of each section were added', linkedInImportResultSchema),
      400: errorResponse('Invalid rows'),
      401: errorResponse('Not signed in'),
    },
  }),
};

export function linkedInImportRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.preview, async (c) => {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw badRequest(E.missingFile);
    }
    const file = body.file;
    if (!(file instanceof File) || file.size === 0) throw invalidInput(E.missingFile);
    const zip = Buffer.from(await file.arrayBuffer());
    return c.json(await previewLinkedInImport(deps.db, currentUser(c).id, zip), 200);
  });
  app.openapi(routes.apply, async (c) =>
    c.json(await applyLinkedInImport(deps.db, currentUser(c).id, c.req.valid('json')), 200),
  );
  return app;
}
