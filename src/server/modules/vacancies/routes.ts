import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { VACANCIES_SERVER_COPY as COPY } from '../../../domain/copy/vacancies-server.js';
import {
  APPLICATION_CV_MAX_BYTES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  UPLOAD_MULTIPART_OVERHEAD,
} from '../../../domain/limits.js';
import { recommendedVacanciesSchema } from '../../../domain/schemas/posts.js';
import {
  applicantSchema,
  applicationInputSchema,
  applicationListQuerySchema,
  applicationNoteInputSchema,
  applicationNoteListSchema,
  applicationNoteSchema,
  applicationPageSchema,
  applicationStatusInputSchema,
  managedCompanyVacanciesSchema,
  myApplicationPageSchema,
  myApplicationSchema,
  vacancyActiveSchema,
  vacancyCardSchema,
  vacancyDetailSchema,
  vacancyInputSchema,
  vacancyListPageSchema,
  vacancyListQuerySchema,
} from '../../../domain/schemas/vacancies.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { tooLarge, unsupportedType } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { looksLikePdf, type PrivateStore } from '../../storage/index.js';
import type { Notifier } from '../notifications/index.js';
import {
  type AttachedCv,
  addApplicationNote,
  applyToVacancy,
  listApplicationNotes,
  listApplications,
  listMyApplications,
  moveApplication,
  readApplicationCv,
  removeCvs,
  withdrawApplication,
} from './applications.js';
import { listCompanyVacancies, listManagedVacancies, listVacancies } from './listing.js';
import {
  RECOMMENDED_VACANCIES_DEFAULT,
  RECOMMENDED_VACANCIES_MAX,
  recommendVacancies,
} from './recommended.js';
import {
  createVacancy,
  deleteVacancy,
  getVacancy,
  requireVacancyManager,
  setVacancyActive,
  updateVacancy,
} from './service.js';

const TAGS = ['vacancies'];

const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

const signedOut = { 401: errorResponse('Not signed in') };
const unknownVacancy = {
  404: errorResponse("Unknown or malformed id, or a deactivated company's vacancy: 'Vaga não encontrada.'"),
};
const managersOnly = {
  ...signedOut,
  403: errorResponse("Not an admin or editor of the vacancy's company"),
  ...unknownVacancy,
};
const invalidVacancy = errorResponse(
  "Invalid fields: 'Selecione uma empresa', 'Título da vaga é obrigatório', 'Descrição da vaga é obrigatória', an external link that is not a web address, a state not in the catalogue ('Escolha um estado da lista.')",
);
const badPage = errorResponse('Limit out of bounds or a cursor this server did not issue');

/** The multipart form of an application: her message and an optional CV (a PDF). */
const applicationForm = applicationInputSchema
  .extend({
    cv: z.any().optional().openapi({
      type: 'string',
      format: 'binary',
      description: 'Optional CV: a PDF (judged by content), up to 5 MB',
    }),
  })
  .openapi('ApplicationForm');

/** The largest application body: the CV plus its multipart framing (http/body-limits.ts too). */
const APPLICATION_BODY_LIMIT = {
  maxSize: APPLICATION_CV_MAX_BYTES + UPLOAD_MULTIPART_OVERHEAD,
  message: COPY.cvTooLarge,
};

function isFormRequest(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * The form's CV part as bytes checked to be a PDF by content; null when none was sent (no part,
 * an empty value or an empty file). 413 over APPLICATION_CV_MAX_BYTES, 415 for anything else.
 */
async function attachedPdf(value: unknown): Promise<Buffer | null> {
  if (value === undefined || value === '') return null;
  if (!(value instanceof File)) throw unsupportedType(COPY.cvNotPdf);
  if (value.size === 0) return null;
  if (value.size > APPLICATION_CV_MAX_BYTES) throw tooLarge(COPY.cvTooLarge);
  const body = Buffer.from(await value.arrayBuffer());
  if (!looksLikePdf(body)) throw unsupportedType(COPY.cvNotPdf);
  return body;
}

const ApplicationParams = z.object({ id: z.string(), applicationId: z.string() });
const unknownApplication = errorResponse(
  "Unknown vacancy ('Vaga não encontrada.') or an application not of this vacancy ('Candidatura não encontrada.')",
);

/**
 * Refuses anyone who may not manage the vacancy before a body is read or validated: she gets
 * 401/404/403, never a validation error. The services check again, under the company row's
 * lock, when they change anything.
 */
function requireManager(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await requireVacancyManager(db, currentUser(c), c.req.param('id') ?? '');
    await next();
  });
}

function vacancyRouteDefinitions(guard: ReturnType<typeof requireManager>) {
  return {
    recommended: createRoute({
      method: 'get',
      path: '/recommended',
      tags: TAGS,
      summary:
        "Open vacancies matching her active job preference profile, best match first, each with its reasons ('Vagas Recomendadas')",
      description:
        "Area and role (the vacancy's role, else its title naming one of her roles), work model, contract type, place (remote vacancies suit any) and salary range (when both are known) are matched by rules/vacancy-match.ts; each item carries `matchReasons` (every criterion she set, met or missed) and `exact` (none missed). Exact matches first, then by score, newest first among equals. When none matches exactly, `nearest` is true and the items are the nearest open vacancies ('Próximas do seu perfil'). Empty when she has no active profile (`hasActivePreference` false) or no open vacancy meets any of her criteria.",
      middleware: [requireUser] as const,
      request: {
        query: z.object({
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(RECOMMENDED_VACANCIES_MAX)
            .default(RECOMMENDED_VACANCIES_DEFAULT),
        }),
      },
      responses: {
        200: jsonResponse('Her exact matches or the nearest ones, possibly none', recommendedVacanciesSchema),
        400: errorResponse('Limit out of bounds'),
        ...signedOut,
      },
    }),
    managed: createRoute({
      method: 'get',
      path: '/managed',
      tags: TAGS,
      summary: "'Minhas Vagas': per active company where she manages vacancies (admin, editor), by name",
      description:
        'Each block has the active and total counts, the average of applications per vacancy rounded to one decimal, and all the vacancies (active and inactive) newest first.',
      middleware: [requireUser] as const,
      responses: {
        200: jsonResponse('Her companies, possibly none', z.array(managedCompanyVacanciesSchema)),
        ...signedOut,
      },
    }),
    list: createRoute({
      method: 'get',
      path: '/',
      tags: TAGS,
      summary: '/vagas: open vacancies of active companies, those matching her profile first',
      description:
        "Filters: workModel, contractType (an employment type code: CLT, PJ, estagio, temporario, freelancer), state (UF) and q (anywhere in the title or the company's name, ignoring case and accents); they narrow both lists. `matching`, on the first page only (no cursor): the vacancies matching her active job preference profile exactly, best first, at most 20, each with `matchReasons` and `exact` — the same rule as 'Vagas Recomendadas'; when none matches exactly, the nearest ones and `nearest` true. `items`: every other vacancy, newest first, in keyset pages; the matching ones never appear there, on any page.",
      middleware: [requireUser] as const,
      request: { query: vacancyListQuerySchema },
      responses: {
        200: jsonResponse('The matching vacancies and a page of the others', vacancyListPageSchema),
        400: errorResponse(
          'Unknown work model or contract type, a malformed state, limit out of bounds or a cursor this server did not issue',
        ),
        ...signedOut,
      },
    }),
    create: createRoute({
      method: 'post',
      path: '/',
      tags: TAGS,
      summary: "'Criar Nova Vaga': a vacancy of a company she manages (admin or editor), created active",
      middleware: [requireUser] as const,
      request: { body: json(vacancyInputSchema) },
      responses: {
        201: jsonResponse('The new vacancy', vacancyDetailSchema),
        400: invalidVacancy,
        ...signedOut,
        403: errorResponse('Not an admin or editor of the chosen company'),
        404: errorResponse("Unknown or deactivated company: 'Empresa não encontrada.'"),
      },
    }),
    get: createRoute({
      method: 'get',
      path: '/{id}',
      tags: TAGS,
      summary: 'One vacancy with its company and what the viewer may do; readable by visitors',
      description:
        "Visitors get viewer {signedIn: false, canManage: false, canApply: false, application: null}. Inactive vacancies are returned (isActive false; they take no applications); a deactivated company's vacancies answer 404.",
      request: { params: IdParam },
      responses: {
        200: jsonResponse('The vacancy', vacancyDetailSchema),
        ...unknownVacancy,
      },
    }),
    update: createRoute({
      method: 'put',
      path: '/{id}',
      tags: TAGS,
      summary: 'Edit the vacancy (admin or editor of its company); it cannot move to another company',
      middleware: [requireUser, guard] as const,
      request: { params: IdParam, body: json(vacancyInputSchema) },
      responses: {
        200: jsonResponse('Saved', vacancyDetailSchema),
        400: errorResponse(
          "Invalid fields as on creation, or a companyId other than the vacancy's: 'Não é possível mover uma vaga para outra empresa.'",
        ),
        ...managersOnly,
      },
    }),
    active: createRoute({
      method: 'patch',
      path: '/{id}/active',
      tags: TAGS,
      summary: "'Ativar' / 'Desativar' the vacancy (admin or editor of its company)",
      middleware: [requireUser, guard] as const,
      request: { params: IdParam, body: json(vacancyActiveSchema) },
      responses: {
        200: jsonResponse('Saved', vacancyDetailSchema),
        400: errorResponse('isActive missing or not a boolean'),
        ...managersOnly,
      },
    }),
    remove: createRoute({
      method: 'delete',
      path: '/{id}',
      tags: TAGS,
      summary: 'Delete the vacancy and its applications (admin or editor of its company)',
      middleware: [requireUser] as const,
      request: { params: IdParam },
      responses: { 204: { description: 'Deleted' }, ...managersOnly },
    }),
    apply: createRoute({
      method: 'post',
      path: '/{id}/application',
      tags: TAGS,
      summary: 'Apply with her profile, an optional message and an optional CV (once per vacancy)',
      description:
        'JSON (message only) or a multipart form (message and the file part `cv`). The CV must be a PDF, judged by its content (it starts with %PDF-), of at most 5 MB; it is stored privately and read back only through …/applications/{applicationId}/cv. A refused CV or application stores nothing.',
      middleware: [
        requireUser,
        bodyLimit({
          maxSize: APPLICATION_BODY_LIMIT.maxSize,
          onError: () => {
            throw tooLarge(APPLICATION_BODY_LIMIT.message);
          },
        }),
      ] as const,
      request: {
        params: IdParam,
        body: {
          content: {
            'application/json': { schema: applicationInputSchema },
            'multipart/form-data': { schema: applicationForm },
          },
          required: false,
        },
      },
      responses: {
        201: jsonResponse('Her application, status new', myApplicationSchema),
        400: errorResponse('Message over 2000 characters'),
        413: errorResponse("CV over 5 MB: 'O currículo anexado pode ter no máximo 5 MB.'"),
        415: errorResponse("CV not a PDF (by content): 'O currículo anexado precisa ser um arquivo PDF.'"),
        ...signedOut,
        403: errorResponse(
          "Staff of the vacancy's company: 'Quem administra a empresa não pode se candidatar às vagas dela.'",
        ),
        ...unknownVacancy,
        409: errorResponse(
          "'Você já se candidatou a esta vaga.', 'Esta vaga não está mais recebendo candidaturas.' (inactive) or the external vacancy's 'use the company's link' message",
        ),
      },
    }),
    withdraw: createRoute({
      method: 'delete',
      path: '/{id}/application',
      tags: TAGS,
      summary: 'Withdraw her application (she may apply again later)',
      middleware: [requireUser] as const,
      request: { params: IdParam },
      responses: {
        204: { description: 'Withdrawn' },
        ...signedOut,
        404: errorResponse(
          "Unknown vacancy ('Vaga não encontrada.') or no application of hers ('Candidatura não encontrada.')",
        ),
      },
    }),
    applications: createRoute({
      method: 'get',
      path: '/{id}/applications',
      tags: TAGS,
      summary: "The vacancy's applications, oldest first (admin or editor of its company)",
      description:
        "Loading a page is the company seeing it: the page's 'new' applications are stored as 'viewed' in the same request. The response still carries the status each had when loaded ('new'), so the page can badge them 'Nova'; the next load shows 'viewed'. The applicant sees 'viewed' on her side at once.",
      middleware: [requireUser] as const,
      request: { params: IdParam, query: applicationListQuerySchema },
      responses: {
        200: jsonResponse('The vacancy, a page of applicants and the next cursor', applicationPageSchema),
        400: badPage,
        ...managersOnly,
      },
    }),
    move: createRoute({
      method: 'patch',
      path: '/{id}/applications/{applicationId}',
      tags: TAGS,
      summary: 'Move an application: viewed, shortlisted or declined (admin or editor of its company)',
      description:
        "rules/vacancies.ts canMoveApplication decides; nobody moves an application back to 'new' (400 from the schema).",
      middleware: [requireUser, guard] as const,
      request: {
        params: z.object({ id: z.string(), applicationId: z.string() }),
        body: json(applicationStatusInputSchema),
      },
      responses: {
        200: jsonResponse('The application with its new status', applicantSchema),
        400: errorResponse("Status missing, unknown or 'new'"),
        ...signedOut,
        403: errorResponse("Not an admin or editor of the vacancy's company"),
        404: errorResponse(
          "Unknown vacancy ('Vaga não encontrada.') or an application not of this vacancy ('Candidatura não encontrada.')",
        ),
        422: errorResponse('A move the rule refuses'),
      },
    }),
    cv: createRoute({
      method: 'get',
      path: '/{id}/applications/{applicationId}/cv',
      tags: TAGS,
      summary: "Download the CV (PDF) attached to an application: hers, or the company staff's",
      description:
        "Readable by the applicant and by the company's staff who see the vacancy's applications (rules/permissions/vacancy.ts APPLICATION_POLICY.readCv); anybody else gets 404, as for an unknown application. Sent as an attachment, never cached.",
      middleware: [requireUser] as const,
      request: { params: ApplicationParams },
      responses: {
        200: {
          description: 'The PDF, as an attachment',
          content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...signedOut,
        404: errorResponse(
          "Unknown, not hers nor her company's ('Candidatura não encontrada.'), or no CV attached ('Esta candidatura não tem currículo anexado.')",
        ),
      },
    }),
    notes: createRoute({
      method: 'get',
      path: '/{id}/applications/{applicationId}/notes',
      tags: TAGS,
      summary: "The company staff's private notes on an application, oldest first (admin or editor)",
      description: 'Never shown to the applicant: no answer of hers carries them.',
      middleware: [requireUser] as const,
      request: { params: ApplicationParams },
      responses: {
        200: jsonResponse('Every note (at most 100)', applicationNoteListSchema),
        ...signedOut,
        403: errorResponse("Not an admin or editor of the vacancy's company"),
        404: unknownApplication,
      },
    }),
    addNote: createRoute({
      method: 'post',
      path: '/{id}/applications/{applicationId}/notes',
      tags: TAGS,
      summary: 'Add a private note to an application, signed by her (admin or editor)',
      middleware: [requireUser, guard] as const,
      request: { params: ApplicationParams, body: json(applicationNoteInputSchema) },
      responses: {
        201: jsonResponse('The note', applicationNoteSchema),
        400: errorResponse("Empty ('Campo obrigatório') or over 2000 characters"),
        ...signedOut,
        403: errorResponse("Not an admin or editor of the vacancy's company"),
        404: unknownApplication,
        409: errorResponse("100 notes already: 'Esta candidatura já tem o máximo de anotações.'"),
      },
    }),
    company: createRoute({
      method: 'get',
      path: '/',
      tags: TAGS,
      summary: "A company's open vacancies, newest first",
      middleware: [requireUser] as const,
      request: { params: IdParam },
      responses: {
        200: jsonResponse('Its active vacancies, possibly none', z.array(vacancyCardSchema)),
        ...signedOut,
        404: errorResponse("Unknown, malformed or deactivated company: 'Empresa não encontrada.'"),
      },
    }),
    mine: createRoute({
      method: 'get',
      path: '/',
      tags: TAGS,
      summary: 'Her applications, newest first (keyset pages), each with its vacancy',
      description:
        "Inactive vacancies included, so she sees what became of her application; a deactivated company's vacancies are left out (their page answers 404).",
      middleware: [requireUser] as const,
      request: { query: pageQuery },
      responses: {
        200: jsonResponse('A page and the cursor of the next one (null at the end)', myApplicationPageSchema),
        400: badPage,
        ...signedOut,
      },
    }),
  };
}

/**
 * Mounted at /api/vacancies. A company's open vacancies and her applications are the other
 * prefixes' (companyVacancyRoutes, myApplicationRoutes below).
 */
export function vacancyRoutes(deps: {
  db: Database;
  notifier: Notifier;
  privateStore: PrivateStore;
  logger?: Logger;
}) {
  const { db } = deps;
  const routes = vacancyRouteDefinitions(requireManager(db));
  const app = new OpenAPIHono<AppEnv>();
  // /recommended and /managed before /{id}, so neither is read as an id (one router: hono tries
  // its routes in order).
  // Follows her profile and the open vacancies; hers alone (private, the API's default).
  app.openapi(routes.recommended, async (c) =>
    c.json(await recommendVacancies(db, currentUser(c).id, c.req.valid('query').limit), 200),
  );
  app.openapi(routes.managed, async (c) => c.json(await listManagedVacancies(db, currentUser(c).id), 200));
  app.openapi(routes.list, async (c) =>
    c.json(await listVacancies(db, currentUser(c).id, c.req.valid('query')), 200),
  );
  app.openapi(routes.create, async (c) =>
    c.json(await createVacancy(db, currentUser(c), c.req.valid('json')), 201),
  );
  app.openapi(routes.get, async (c) =>
    // Public: a visitor reads it too (her session is optional here).
    c.json(await getVacancy(db, c.var.user?.id ?? null, c.req.valid('param').id), 200),
  );
  app.openapi(routes.update, async (c) =>
    c.json(await updateVacancy(db, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.active, async (c) =>
    c.json(
      await setVacancyActive(db, currentUser(c), c.req.valid('param').id, c.req.valid('json').isActive),
      200,
    ),
  );
  const files = { store: deps.privateStore, ...(deps.logger ? { logger: deps.logger } : {}) };
  app.openapi(routes.remove, async (c) => {
    const cvs = await deleteVacancy(db, currentUser(c), c.req.valid('param').id);
    await removeCvs(files, cvs);
    return c.body(null, 204);
  });
  app.openapi(routes.apply, async (c) => {
    let message: string | null;
    let cv: AttachedCv | null = null;
    if (isFormRequest(c)) {
      // Typed as the JSON body by the library; the form schema (applicationForm) keeps `cv`.
      const form = c.req.valid('form') as { message?: string | null; cv?: unknown };
      message = form.message ?? null;
      const body = await attachedPdf(form.cv);
      if (body) cv = { ...files, body };
    } else {
      message = c.req.valid('json').message ?? null;
    }
    return c.json(
      await applyToVacancy(db, currentUser(c), c.req.valid('param').id, message, deps.notifier, cv),
      201,
    );
  });
  app.openapi(routes.withdraw, async (c) => {
    await withdrawApplication(db, currentUser(c), c.req.valid('param').id, files);
    return c.body(null, 204);
  });
  app.openapi(routes.cv, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    const { body, fileName } = await readApplicationCv(
      db,
      deps.privateStore,
      currentUser(c),
      id,
      applicationId,
    );
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(body.byteLength),
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  app.openapi(routes.notes, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    return c.json(await listApplicationNotes(db, currentUser(c), id, applicationId), 200);
  });
  app.openapi(routes.addNote, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    return c.json(
      await addApplicationNote(db, currentUser(c), id, applicationId, c.req.valid('json').body),
      201,
    );
  });
  app.openapi(routes.applications, async (c) =>
    c.json(await listApplications(db, currentUser(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );
  app.openapi(routes.move, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    return c.json(
      await moveApplication(db, currentUser(c), id, applicationId, c.req.valid('json').status, deps.notifier),
      200,
    );
  });
  return app;
}

/** A company's open vacancies: mounted at /api/companies/{id}/vacancies. */
export function companyVacancyRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(vacancyRouteDefinitions(requireManager(db)).company, async (c) =>
    c.json(await listCompanyVacancies(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  return app;
}

/** Her applications: mounted at /api/me/applications. */
export function myApplicationRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(vacancyRouteDefinitions(requireManager(db)).mine, async (c) =>
    c.json(await listMyApplications(db, currentUser(c).id, c.req.valid('query')), 200),
  );
  return app;
}
