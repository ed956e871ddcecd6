import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ownProfileSchema, slugAvailabilitySchema } from '../../../domain/schemas/profile.js';
import type { Auth } from '../../auth/auth.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, ImageUpload, jsonResponse } from '../../http/openapi-common.js';
import { imageBodyLimit, uploadedFile } from '../../http/upload.js';
import type { Logger } from '../../lib/logger.js';
import type { ObjectStore, PrivateStore } from '../../storage/index.js';
import { deleteAccount } from './account-deletion.js';
import { ownCvPdf } from './cv-pdf.js';
import { exportFileName, exportPersonalData, personalDataExportSchema } from './export.js';
import { type ProfileImageKind, profileImagePurpose, replaceProfileImage } from './images.js';
import { getOwnProfile, updateOwnProfile } from './own-profile.js';
import { profileUpdateBody } from './profile-input.js';
import { changeSlug, slugAvailability } from './slug.js';

type Deps = { db: Database; store: ObjectStore; privateStore?: PrivateStore; logger: Logger; auth: Auth };

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

const routes = {
  get: createRoute({
    method: 'get',
    path: '/me',
    tags: ['profile'],
    summary: 'Her own profile, every field',
    middleware: [requireUser] as const,
    responses: {
      200: jsonResponse('Her profile', ownProfileSchema),
      401: errorResponse('Not signed in'),
      404: errorResponse('She has no profile'),
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/me',
    tags: ['profile'],
    summary: "Save the /perfil form (everything but photo, cover and slug); location becomes 'City, UF'",
    middleware: [requireUser] as const,
    request: { body: { content: { 'application/json': { schema: profileUpdateBody } }, required: true } },
    responses: {
      200: jsonResponse('Saved', ownProfileSchema),
      400: errorResponse('Invalid fields, unknown state or language'),
      401: errorResponse('Not signed in'),
    },
  }),
  slugAvailability: createRoute({
    method: 'get',
    path: '/slug-availability',
    tags: ['profile'],
    summary: 'Whether a public address (slug) is valid and free; her own current slug counts as free',
    middleware: [requireUser] as const,
    request: { query: z.object({ slug: z.string().default('').openapi({ example: 'ana-lucia' }) }) },
    responses: {
      200: jsonResponse('The normalised slug and the verdict', slugAvailabilitySchema),
      401: errorResponse('Not signed in'),
    },
  }),
  changeSlug: createRoute({
    method: 'put',
    path: '/me/slug',
    tags: ['profile'],
    summary: 'Change her public address (/m/{slug})',
    middleware: [requireUser] as const,
    request: {
      body: { content: { 'application/json': { schema: z.object({ slug: z.string() }) } }, required: true },
    },
    responses: {
      200: jsonResponse('Saved (lower-cased)', z.object({ slug: z.string() })),
      400: errorResponse("Not only letters, digits and hyphens: 'Use apenas letras, números e hifens.'"),
      401: errorResponse('Not signed in'),
      409: errorResponse("Taken: 'Este nome de usuário não está disponível ou é inválido.'"),
    },
  }),
  export: createRoute({
    method: 'get',
    path: '/export',
    tags: ['profile'],
    summary: 'Download everything kept about her (LGPD): a JSON file, elas-rede-dados-YYYY-MM-DD.json',
    middleware: [requireUser] as const,
    responses: {
      200: jsonResponse('Her data, as an attachment', personalDataExportSchema),
      401: errorResponse('Not signed in'),
    },
  }),
  cvPdf: createRoute({
    method: 'get',
    path: '/cv.pdf',
    tags: ['profile'],
    summary: "'Baixar CV em PDF': her own profile as a printable CV (curriculo-{her-name}.pdf)",
    description:
      'Name, title, place, the contacts she shows to anyone (her privacy, as a visitor reads her profile), about, experiences (career breaks with their reason and dates), education, skills and languages; dates in pt-BR.',
    middleware: [requireUser] as const,
    responses: {
      200: {
        description: 'The PDF, as an attachment',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      401: errorResponse('Not signed in'),
    },
  }),
  deleteAccount: createRoute({
    method: 'delete',
    path: '/me',
    tags: ['profile'],
    summary: 'Delete her account, every row and every stored file of hers, and end the session',
    middleware: [requireUser] as const,
    responses: {
      204: { description: 'Deleted; the session cookie is expired' },
      401: errorResponse('Not signed in'),
    },
  }),
};

export function profileRoutes(deps: Deps) {
  const { db, auth } = deps;
  const app = new OpenAPIHono<AppEnv>();
  for (const kind of ['avatar', 'banner'] as const) {
    app.openapi(imageRoute(kind), async (c) => {
      const bytes = await uploadedFile(c);
      return c.json(await replaceProfileImage(deps, currentUser(c).id, kind, bytes), 200);
    });
  }
  app.openapi(routes.get, async (c) => c.json(await getOwnProfile(db, currentUser(c).id), 200));
  app.openapi(routes.update, async (c) =>
    c.json(await updateOwnProfile(db, currentUser(c).id, c.req.valid('json')), 200),
  );
  app.openapi(routes.slugAvailability, async (c) =>
    c.json(await slugAvailability(db, currentUser(c).id, c.req.valid('query').slug), 200),
  );
  app.openapi(routes.changeSlug, async (c) =>
    c.json(await changeSlug(db, currentUser(c).id, c.req.valid('json').slug), 200),
  );
  app.openapi(routes.export, async (c) => {
    const data = await exportPersonalData(db, currentUser(c).id);
    return c.json(data, 200, {
      'Content-Disposition': `attachment; filename="${exportFileName(new Date(data.exportedAt))}"`,
    });
  });
  app.openapi(routes.cvPdf, async (c) => {
    const { body, fileName } = await ownCvPdf(db, currentUser(c).id);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(body.byteLength),
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.openapi(routes.deleteAccount, async (c) => {
    await deleteAccount(deps, currentUser(c).id);
    // Her sessions went with the account; signing out now only expires the cookies, the way
    // better-auth names and scopes them.
    const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.body(null, 204);
  });
  return app;
}
