import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../app.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import { errorResponse, ImageUpload } from '../../http/openapi-common.js';
import { imageBodyLimit, uploadedFile } from '../../http/upload.js';
import type { Logger } from '../../lib/logger.js';
import type { ObjectStore } from '../../storage/index.js';
import { type ProfileImageKind, profileImagePurpose, replaceProfileImage } from './images.js';

type Deps = { db: Database; store: ObjectStore; logger: Logger };

function imageRoute(kind: ProfileImageKind) {
  return createRoute({
    method: 'put',
    path: `/me/${kind}`,
    tags: ['profile'],
    summary: kind === 'avatar' ? 'Replace her profile photo' : 'Replace her profile cover (banner)',
    middleware: [requireUser, imageBodyLimit(profileImagePurpose(kind))] as const,
    request: { body: { content: { 'multipart/form-data': { schema: ImageUpload } }, required: true } },
    responses: {
      200: {
        description: 'Stored; the previous image was deleted',
        content: { 'application/json': { schema: z.object({ url: z.string() }) } },
      },
      400: errorResponse('No file was sent'),
      401: errorResponse('Not signed in'),
      413: errorResponse('File over the size limit'),
      415: errorResponse('Not an image (judged by content) or unreadable'),
      422: errorResponse('Image dimensions over the pixel limit'),
    },
  });
}

export function profileRoutes(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>();
  for (const kind of ['avatar', 'banner'] as const) {
    app.openapi(imageRoute(kind), async (c) => {
      const bytes = await uploadedFile(c);
      return c.json(await replaceProfileImage(deps, currentUser(c).id, kind, bytes), 200);
    });
  }
  return app;
}
