import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { conversationSchema } from '../../../domain/schemas/chat.js';
import { talentPageSchema, talentQuerySchema } from '../../../domain/schemas/talent.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { groupGuard } from '../../policy/guards.js';
import { openCompanyConversation } from '../chat/index.js';
import { limitTalent, recordProfileViews, requireFindable, searchTalent } from './service.js';

// 'Encontrar uma profissional' (talent search), mounted at /api/companies/{id}/talent: the
// company's staff (COMPANY_POLICY.searchTalent) search the members who accepted to be found,
// open a profile from there and write to one in the company's name. Each search and each
// contact is counted per staff member (TALENT_*_RATE_LIMIT).

const TAGS = ['talent'];
const staff = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not staff (admin or editor) of the company'),
  404: errorResponse("Unknown, malformed or inactive company: 'Empresa não encontrada.'"),
};
const tooMany = {
  429: errorResponse(
    "Too many searches or contacts by this staff member: 'Você fez muitas buscas ou contatos em pouco tempo…'",
  ),
};
const MemberParams = z.object({ id: z.string(), memberId: z.string() });
const notFindable = errorResponse(
  "The company, or the member (unknown, not opted in, suspended, blocked): 'Profissional não encontrada.'",
);

function talentRouteDefinitions(db: Database) {
  const guard = groupGuard(db, 'company', 'searchTalent');
  return {
    search: createRoute({
      method: 'get',
      path: '/',
      tags: TAGS,
      summary:
        'Members who accepted to be found by recruiters, newest opt-in first (keyset), by area, role, skill, UF/city, work model, seniority and language (staff)',
      description:
        'Never a suspended member nor one a block stands between. City and state only when her privacy shows them to the one searching (and only then do those filters match her); never her e-mail or phone. Seniority: Júnior under 3 years of jobs, Pleno 3 to 6, Sênior over 6.',
      middleware: [requireUser, guard] as const,
      request: { params: z.object({ id: z.string() }), query: talentQuerySchema },
      responses: {
        200: jsonResponse('One page of results', talentPageSchema),
        400: errorResponse('A filter or the cursor malformed'),
        ...staff,
        ...tooMany,
      },
    }),
    view: createRoute({
      method: 'post',
      path: '/{memberId}/views',
      tags: TAGS,
      summary:
        "She was opened from the search: the company is recorded in her 'Empresas que viram seu perfil' (once a day; not who of the staff)",
      middleware: [requireUser, guard] as const,
      request: { params: MemberParams },
      responses: { 204: { description: 'Recorded' }, ...staff, 404: notFindable },
    }),
    contact: createRoute({
      method: 'post',
      path: '/{memberId}/contact',
      tags: TAGS,
      summary:
        "Write to her in the company's name: a message request ('Em nome de {company}') in her Solicitações unless they are connected (201 new, 200 existing)",
      middleware: [requireUser, guard] as const,
      request: { params: MemberParams },
      responses: {
        200: jsonResponse('The existing conversation', conversationSchema),
        201: jsonResponse('The new conversation', conversationSchema),
        ...staff,
        404: notFindable,
        ...tooMany,
      },
    }),
  };
}

export function talentRoutes(deps: { db: Database; rateLimit: boolean }) {
  const { db, rateLimit } = deps;
  const routes = talentRouteDefinitions(db);
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.search, async (c) => {
    const actor = currentUser(c);
    await limitTalent(db, actor.id, 'search', rateLimit);
    const page = await searchTalent(db, actor.id, c.req.valid('query'));
    // Her card is part of her profile: the company saw it.
    await recordProfileViews(
      db,
      c.req.valid('param').id,
      page.items.map((item) => item.id),
    );
    return c.json(page, 200);
  });
  app.openapi(routes.view, async (c) => {
    const { id, memberId } = c.req.valid('param');
    await requireFindable(db, currentUser(c).id, memberId);
    await recordProfileViews(db, id, [memberId]);
    return c.body(null, 204);
  });
  app.openapi(routes.contact, async (c) => {
    const { id, memberId } = c.req.valid('param');
    const actor = currentUser(c);
    await requireFindable(db, actor.id, memberId);
    await limitTalent(db, actor.id, 'contact', rateLimit);
    const { conversation, created } = await openCompanyConversation(db, {
      staffId: actor.id,
      memberId,
      companyId: id,
    });
    await recordProfileViews(db, id, [memberId]);
    return created ? c.json(conversation, 201) : c.json(conversation, 200);
  });
  return app;
}
