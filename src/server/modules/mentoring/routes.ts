import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { MENTORING_ICS } from '../../../domain/copy/mentoring.js';
import {
  mentoringAnswerSchema,
  mentoringFeedbackSchema,
  mentoringRequestListQuerySchema,
  mentoringRequestPageSchema,
  mentoringRequestSchema,
  mentoringSessionListQuerySchema,
  mentoringSessionPageSchema,
  mentoringSessionSchema,
  mentorListQuerySchema,
  mentorPageSchema,
  mentorProfileInputSchema,
  mentorSchema,
  newMentoringRequestSchema,
  newMentoringSessionSchema,
  recommendedMentorListSchema,
} from '../../../domain/schemas/mentoring.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import {
  deleteMyMentorProfile,
  getMentor,
  getMyMentorProfile,
  listMentors,
  saveMyMentorProfile,
} from './profiles.js';
import { recommendMentors } from './recommended.js';
import { answerRequest, closeRequest, createRequest, listRequests, type MentoringDeps } from './requests.js';
import { cancelSession, createSession, leaveFeedback, listSessions, sessionCalendar } from './sessions.js';

// Mentoring (issue 20): /api/mentoring. Signed-in members only; the rules are the policy
// layer's (rules/permissions/mentoring.ts), the answers carry her `viewer` flags.

const tags = ['mentoring'];
const signedIn = { 401: errorResponse('Not signed in') };
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const unknownMentor = errorResponse(
  "No mentor profile, or a block stands between them: 'Mentora não encontrada.'",
);
const unknownRequest = errorResponse(
  "Not a request of hers, or a block stands between the pair: 'Pedido de mentoria não encontrado.'",
);
const unknownSession = errorResponse("Not a session of hers: 'Sessão de mentoria não encontrada.'");

const answerRoute = (verb: 'accept' | 'decline', summary: string) =>
  createRoute({
    method: 'post',
    path: `/requests/{id}/${verb}`,
    tags,
    summary,
    middleware: [requireUser] as const,
    request: {
      params: IdParam,
      body: { content: { 'application/json': { schema: mentoringAnswerSchema } }, required: false },
    },
    responses: {
      200: jsonResponse('The request now', mentoringRequestSchema),
      400: errorResponse('Message over MENTORING_RESPONSE_MAX_LENGTH'),
      404: unknownRequest,
      409: errorResponse(
        verb === 'accept'
          ? 'Already answered, or no place left this month (Brazil time)'
          : 'Already answered',
      ),
      ...signedIn,
    },
  });

const closeRoute = (verb: 'cancel' | 'end', summary: string) =>
  createRoute({
    method: 'post',
    path: `/requests/{id}/${verb}`,
    tags,
    summary,
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The request now', mentoringRequestSchema),
      404: unknownRequest,
      409: errorResponse(verb === 'cancel' ? 'Already answered' : 'Not an accepted mentoring'),
      ...signedIn,
    },
  });

const routes = {
  me: createRoute({
    method: 'get',
    path: '/me',
    tags,
    summary: 'Her mentor profile (null while she is not a mentora)',
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Her card, or null', mentorSchema.nullable()), ...signedIn },
  }),
  saveMe: createRoute({
    method: 'put',
    path: '/me',
    tags,
    summary: 'Become a mentora, or edit (or pause) her mentor profile',
    middleware: [requireUser] as const,
    request: json(mentorProfileInputSchema),
    responses: {
      200: jsonResponse('Her card as others see it', mentorSchema),
      400: errorResponse('A field out of bounds, an area the taxonomy lacks, in person without a UF'),
      ...signedIn,
    },
  }),
  deleteMe: createRoute({
    method: 'delete',
    path: '/me',
    tags,
    summary: 'Stop being a mentora; requests waiting for her are cancelled',
    middleware: [requireUser] as const,
    responses: { 204: { description: 'Done' }, 404: errorResponse('She is not a mentora'), ...signedIn },
  }),
  mentors: createRoute({
    method: 'get',
    path: '/mentors',
    tags,
    summary:
      'The directory of mentoras, newest first (keyset pages), by area, skill, UF, format, language, availability',
    description: 'Never herself, never a member a block stands between.',
    middleware: [requireUser] as const,
    request: { query: mentorListQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one', mentorPageSchema),
      400: errorResponse('A filter out of bounds or a cursor this server did not issue'),
      ...signedIn,
    },
  }),
  recommended: createRoute({
    method: 'get',
    path: '/mentors/recommended',
    tags,
    summary:
      "'Recomendadas para você': mentoras she may ask now, best first, each with the reasons (rules/mentor-match.ts)",
    middleware: [requireUser] as const,
    responses: {
      200: jsonResponse('Up to MENTOR_RECOMMENDED_MAX cards', recommendedMentorListSchema),
      ...signedIn,
    },
  }),
  mentor: createRoute({
    method: 'get',
    path: '/mentors/{id}',
    tags,
    summary: "One mentora's card (her profile's 'Mentora em …' and completed sessions)",
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: { 200: jsonResponse('Her card', mentorSchema), 404: unknownMentor, ...signedIn },
  }),
  request: createRoute({
    method: 'post',
    path: '/requests',
    tags,
    summary: 'Ask a mentora for mentoring, with her goal; the mentora is notified',
    middleware: [requireUser] as const,
    request: json(newMentoringRequestSchema),
    responses: {
      201: jsonResponse('The request, pending', mentoringRequestSchema),
      400: errorResponse('Herself, or a goal empty or over MENTORING_GOAL_MAX_LENGTH'),
      404: unknownMentor,
      409: errorResponse('An open request with her already, paused, or no place left this month'),
      ...signedIn,
    },
  }),
  requests: createRoute({
    method: 'get',
    path: '/requests',
    tags,
    summary: 'Her requests, received (as mentora) or sent, newest first (keyset pages)',
    middleware: [requireUser] as const,
    request: { query: mentoringRequestListQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one', mentoringRequestPageSchema),
      400: errorResponse('Unknown side, limit out of bounds or a cursor this server did not issue'),
      ...signedIn,
    },
  }),
  accept: answerRoute(
    'accept',
    "The mentora accepts: capacity counted atomically; the pair's conversation opens in both inboxes; the mentee is notified",
  ),
  decline: answerRoute('decline', 'The mentora declines, with an optional message; the mentee is notified'),
  cancel: closeRoute('cancel', 'The mentee withdraws a request still waiting'),
  end: closeRoute('end', 'Either of the pair ends an accepted mentoring'),
  schedule: createRoute({
    method: 'post',
    path: '/requests/{id}/sessions',
    tags,
    summary: 'Either of an accepted pair schedules a session (online with a link, or in person with a place)',
    middleware: [requireUser] as const,
    request: { params: IdParam, ...json(newMentoringSessionSchema) },
    responses: {
      201: jsonResponse('The session', mentoringSessionSchema),
      400: errorResponse('Times in the past, reversed or too long; the link or place missing'),
      404: unknownRequest,
      409: errorResponse('Not an accepted mentoring'),
      ...signedIn,
    },
  }),
  sessions: createRoute({
    method: 'get',
    path: '/sessions',
    tags,
    summary: "'Minhas mentorias': her sessions as mentora and as mentee, latest first (keyset pages)",
    middleware: [requireUser] as const,
    request: { query: mentoringSessionListQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one', mentoringSessionPageSchema),
      400: errorResponse('Limit out of bounds or a cursor this server did not issue'),
      ...signedIn,
    },
  }),
  ics: createRoute({
    method: 'get',
    path: '/sessions/{id}/ics',
    tags,
    summary: 'The session as an iCalendar file',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
      404: unknownSession,
      ...signedIn,
    },
  }),
  cancelSession: createRoute({
    method: 'post',
    path: '/sessions/{id}/cancel',
    tags,
    summary: 'Either of the pair cancels a session that has not ended (its .ics then says CANCELLED)',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The session now', mentoringSessionSchema),
      404: unknownSession,
      409: errorResponse('Already cancelled, or over'),
      ...signedIn,
    },
  }),
  feedback: createRoute({
    method: 'post',
    path: '/sessions/{id}/feedback',
    tags,
    summary: 'Private feedback (1–5 and a comment) on a session that ended; once per author; never shown',
    middleware: [requireUser] as const,
    request: { params: IdParam, ...json(mentoringFeedbackSchema) },
    responses: {
      204: { description: 'Kept' },
      400: errorResponse('Rating out of 1–5 or comment too long'),
      404: unknownSession,
      409: errorResponse('Not over yet, cancelled, or already given'),
      ...signedIn,
    },
  }),
};

export function mentoringRoutes(deps: MentoringDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.me, async (c) => c.json(await getMyMentorProfile(db, currentUser(c)), 200));
  app.openapi(routes.saveMe, async (c) =>
    c.json(await saveMyMentorProfile(db, currentUser(c), c.req.valid('json')), 200),
  );
  app.openapi(routes.deleteMe, async (c) => {
    await deleteMyMentorProfile(db, currentUser(c));
    return c.body(null, 204);
  });
  app.openapi(routes.mentors, async (c) =>
    c.json(await listMentors(db, currentUser(c), c.req.valid('query')), 200),
  );
  // Registered before '/mentors/{id}', which would otherwise take 'recommended' for an id.
  app.openapi(routes.recommended, async (c) => c.json(await recommendMentors(db, currentUser(c)), 200));
  app.openapi(routes.mentor, async (c) =>
    c.json(await getMentor(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.request, async (c) =>
    c.json(await createRequest(deps, currentUser(c), c.req.valid('json')), 201),
  );
  app.openapi(routes.requests, async (c) =>
    c.json(await listRequests(db, currentUser(c), c.req.valid('query')), 200),
  );
  for (const verb of ['accept', 'decline'] as const) {
    app.openapi(routes[verb], async (c) => {
      const { message } = c.req.valid('json');
      return c.json(
        await answerRequest(deps, currentUser(c), c.req.valid('param').id, verb, message ?? null),
        200,
      );
    });
  }
  for (const verb of ['cancel', 'end'] as const) {
    app.openapi(routes[verb], async (c) =>
      c.json(await closeRequest(db, currentUser(c), c.req.valid('param').id, verb), 200),
    );
  }
  app.openapi(routes.schedule, async (c) =>
    c.json(await createSession(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );
  app.openapi(routes.sessions, async (c) =>
    c.json(await listSessions(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(routes.ics, async (c) => {
    const text = await sessionCalendar(db, currentUser(c), c.req.valid('param').id);
    return c.body(text, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${MENTORING_ICS.fileName}"`,
    });
  });
  app.openapi(routes.cancelSession, async (c) =>
    c.json(await cancelSession(deps, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.feedback, async (c) => {
    await leaveFeedback(db, currentUser(c), c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  });
  return app;
}
