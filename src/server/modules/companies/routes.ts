import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { accessMemberSchema } from '../../../domain/schemas/communities.js';
import {
  companyDetailSchema,
  companyDirectoryQuerySchema,
  companyInputSchema,
  companyPageSchema,
  companyViewerSchema,
  myCompanySchema,
  sealedCompanySchema,
  sealGrantSchema,
} from '../../../domain/schemas/companies.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { cachePublicly } from '../../http/cache-control.js';
import { errorResponse, IdParam, ImageUpload, jsonResponse } from '../../http/openapi-common.js';
import { imageBodyLimit, uploadedFile } from '../../http/upload.js';
import type { ResourceAction } from '../../policy/authorize.js';
import { groupGuard, platformGuard } from '../../policy/guards.js';
import {
  type GroupImageKind,
  groupImagePurpose,
  listGroupMembers,
  replaceGroupImage,
} from '../access/index.js';
import { listCompanies } from './directory.js';
import { followCompany, unfollowCompany } from './follow.js';
import { COMPANY_GROUP } from './group.js';
import {
  grantSeal,
  listSealedCompanies,
  revokeSeal,
  SEALED_COMPANIES_DEFAULT,
  SEALED_COMPANIES_MAX,
} from './seal.js';
import {
  type CompanyDeps,
  createCompany,
  deleteCompany,
  getCompany,
  listMyCompanies,
  updateCompany,
} from './service.js';

// Company pages (issue 8), the contract of domain/schemas/companies.ts. Who may do what is
// rules/permissions/company.ts; the diversity seal is the platform administrators' alone.

const TAGS = ['companies'];
/** The sealed list is the same for everyone and changes rarely (a seal granted or revoked). */
const SEALED_LIST_CACHE = { maxAge: 300 };

const body = { content: { 'application/json': { schema: companyInputSchema } }, required: true };
const signedIn = { 401: errorResponse('Not signed in') };
const unknown = { 404: errorResponse("Unknown, malformed or inactive id: 'Empresa não encontrada.'") };
const refused = (who: string) => ({ ...signedIn, 403: errorResponse(who), ...unknown });
const editors = refused('Not an admin or editor of the company');
const admins = refused('Not an admin of the company');
const staff = refused('Not staff (admin or editor) of the company');
const platformAdmins = refused('Not a platform administrator (the seal is never self-declared)');
const invalidFields = errorResponse(
  "Invalid fields: 'Nome da empresa é obrigatório', 'Descrição da empresa é obrigatória', founded year outside 1800..current year, …",
);
const duplicate = { 409: errorResponse("'Já existe uma empresa com esse nome.' (field name)") };

type Guard = ReturnType<typeof groupGuard>;

// Guards refuse before a body is read or validated (so she gets 401/404/403, never a validation
// error, and no upload is buffered); the services decide again, under a row lock.
const requireCompany = (db: Database, action: ResourceAction<'company'>) => groupGuard(db, 'company', action);

function imageRoute(kind: GroupImageKind, guard: Guard) {
  return createRoute({
    method: 'post',
    path: `/{id}/${kind}`,
    tags: TAGS,
    summary:
      kind === 'logo'
        ? 'Replace the logo (200×200, WebP); the previous file is deleted (admin or editor)'
        : 'Replace the banner (1200×300, WebP) and record its luminance; the previous file is deleted (admin or editor)',
    middleware: [requireUser, guard, imageBodyLimit(groupImagePurpose(kind))] as const,
    request: {
      params: IdParam,
      body: { content: { 'multipart/form-data': { schema: ImageUpload } }, required: true },
    },
    responses: {
      200: jsonResponse('The company with its new image', companyDetailSchema),
      400: errorResponse('No file was sent'),
      ...editors,
      413: errorResponse('File over the size limit'),
      415: errorResponse("Not an image: 'Por favor, selecione apenas arquivos de imagem.'"),
      422: errorResponse('Image dimensions over the pixel limit'),
    },
  });
}

const viewerRoute = (method: 'put' | 'delete', summary: string) =>
  createRoute({
    method,
    path: '/{id}/follow',
    tags: TAGS,
    summary,
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('Her relation to the company and its follower count afterwards', companyViewerSchema),
      ...signedIn,
      ...unknown,
    },
  });

const sealRoutes = {
  grantSeal: createRoute({
    method: 'put',
    path: '/{id}/seal',
    tags: TAGS,
    summary: 'Grant (or renew) the diversity seal, now, against a criteria version (platform administrators)',
    description: 'criteriaVersion defaults to the version currently published; the body may be left out.',
    middleware: [platformGuard('grantSeal')] as const,
    request: {
      params: IdParam,
      body: { content: { 'application/json': { schema: sealGrantSchema } }, required: false },
    },
    responses: {
      200: jsonResponse('The company with its seal', companyDetailSchema),
      400: errorResponse('Criteria version empty or too long'),
      ...platformAdmins,
    },
  }),
  revokeSeal: createRoute({
    method: 'delete',
    path: '/{id}/seal',
    tags: TAGS,
    summary: 'Revoke the diversity seal (platform administrators)',
    middleware: [platformGuard('grantSeal')] as const,
    request: { params: IdParam },
    responses: { 200: jsonResponse('The company without a seal', companyDetailSchema), ...platformAdmins },
  }),
};

function companyRouteDefinitions(db: Database) {
  return {
    mine: createRoute({
      method: 'get',
      path: '/mine',
      tags: TAGS,
      summary:
        "The active companies she is staff of (admin or editor), with her role, by name ('Minhas empresas')",
      description:
        'Every company where she has a company_admins row, not only those she created: an editor who was granted access finds the company here.',
      middleware: [requireUser] as const,
      responses: { 200: jsonResponse('Her companies', z.array(myCompanySchema)), ...signedIn },
    }),
    list: createRoute({
      method: 'get',
      path: '/',
      tags: TAGS,
      summary: 'The company directory (/empresas): active companies by name, A to Z, in keyset pages',
      description:
        "q matches the name anywhere, ignoring case and accents; industry one sector; uf the state at the end of the location ('São Paulo, SP'); sealed=true only the companies holding the diversity seal. nextCursor is null on the last page.",
      middleware: [requireUser] as const,
      request: { query: companyDirectoryQuerySchema },
      responses: {
        200: jsonResponse('One page of companies, possibly empty', companyPageSchema),
        400: errorResponse('A filter out of bounds, or a cursor this server did not hand out'),
        ...signedIn,
      },
    }),
    sealed: createRoute({
      method: 'get',
      path: '/sealed',
      tags: TAGS,
      summary: 'Public: active companies holding the diversity seal, newest seal first (home page carousel)',
      request: {
        query: z.object({
          limit: z.coerce.number().int().min(1).max(SEALED_COMPANIES_MAX).default(SEALED_COMPANIES_DEFAULT),
        }),
      },
      responses: {
        200: jsonResponse('Sealed companies, possibly none', z.array(sealedCompanySchema)),
        400: errorResponse('Limit out of bounds'),
      },
    }),
    create: createRoute({
      method: 'post',
      path: '/',
      tags: TAGS,
      summary: 'Create a company; she becomes its admin (the company and her admin row in one transaction)',
      middleware: [requireUser] as const,
      request: { body },
      responses: {
        201: jsonResponse('The new company, with her as admin', companyDetailSchema),
        400: invalidFields,
        ...signedIn,
        ...duplicate,
      },
    }),
    get: createRoute({
      method: 'get',
      path: '/{id}',
      tags: TAGS,
      summary: "One active company with her relation to it (role, follow, rights) and 'trabalha aqui'",
      description:
        'employeeCount counts the members whose current job (professional_experience.is_current) is at a company of this name, ignoring case and accents.',
      middleware: [requireUser] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse('The company', companyDetailSchema), ...signedIn, ...unknown },
    }),
    update: createRoute({
      method: 'put',
      path: '/{id}',
      tags: TAGS,
      summary: 'Edit the company page (admin or editor)',
      middleware: [requireUser, requireCompany(db, 'edit')] as const,
      request: { params: IdParam, body },
      responses: {
        200: jsonResponse('Saved', companyDetailSchema),
        400: invalidFields,
        ...editors,
        ...duplicate,
      },
    }),
    remove: createRoute({
      method: 'delete',
      path: '/{id}',
      tags: TAGS,
      summary:
        'Delete the company with its posts, vacancies, applications, staff, follows and images (admin)',
      middleware: [requireUser, requireCompany(db, 'delete')] as const,
      request: { params: IdParam },
      responses: { 204: { description: 'Deleted' }, ...admins },
    }),
    logo: imageRoute('logo', requireCompany(db, 'edit')),
    banner: imageRoute('banner', requireCompany(db, 'edit')),
    follow: viewerRoute('put', 'Follow (idempotent: following twice counts once)'),
    unfollow: viewerRoute('delete', 'Unfollow (idempotent)'),
    members: createRoute({
      method: 'get',
      path: '/{id}/members',
      tags: TAGS,
      summary: "'Membros atuais' of the grant page: admins, then editors, by name (staff)",
      description: 'The e-mail is given only when her privacy shows it to the reader (issue 19).',
      middleware: [requireUser, requireCompany(db, 'viewMembers')] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse('The staff', z.array(accessMemberSchema)), ...staff },
    }),
    ...sealRoutes,
  };
}

/** Mounted at /api/companies (the invitations' and vacancies' under /{id}: app.ts). */
export function companyRoutes(deps: CompanyDeps) {
  const { db } = deps;
  const routes = companyRouteDefinitions(db);
  const app = new OpenAPIHono<AppEnv>();
  // Before /{id}, so 'mine' and 'sealed' are never read as ids (one router: hono tries its routes in order).
  app.openapi(routes.mine, async (c) => c.json(await listMyCompanies(db, currentUser(c)), 200));
  app.openapi(routes.sealed, async (c) =>
    cachePublicly(c, SEALED_LIST_CACHE).json(await listSealedCompanies(db, c.req.valid('query').limit), 200),
  );
  app.openapi(routes.list, async (c) => c.json(await listCompanies(db, c.req.valid('query')), 200));
  app.openapi(routes.create, async (c) =>
    c.json(await createCompany(db, currentUser(c), c.req.valid('json')), 201),
  );
  app.openapi(routes.get, async (c) =>
    c.json(await getCompany(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.update, async (c) =>
    c.json(await updateCompany(db, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.remove, async (c) => {
    await deleteCompany(deps, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  for (const kind of ['logo', 'banner'] as const) {
    app.openapi(routes[kind], async (c) => {
      const bytes = await uploadedFile(c);
      const id = c.req.valid('param').id;
      const actor = currentUser(c);
      return c.json(
        await replaceGroupImage(deps, actor, COMPANY_GROUP, id, kind, bytes, (tx) =>
          getCompany(tx, actor, id),
        ),
        200,
      );
    });
  }
  app.openapi(routes.follow, async (c) =>
    c.json(await followCompany(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.unfollow, async (c) =>
    c.json(await unfollowCompany(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.members, async (c) =>
    c.json(await listGroupMembers(db, currentUser(c), COMPANY_GROUP, c.req.valid('param').id), 200),
  );
  app.openapi(routes.grantSeal, async (c) => {
    const { criteriaVersion } = c.req.valid('json');
    const detail = await grantSeal(db, c.var.user, c.req.valid('param').id, criteriaVersion);
    return c.json(detail, 200);
  });
  app.openapi(routes.revokeSeal, async (c) =>
    c.json(await revokeSeal(db, c.var.user, c.req.valid('param').id), 200),
  );
  return app;
}
