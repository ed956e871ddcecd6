import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  auditPageSchema,
  decisionPageSchema,
  decisionSchema,
  moderationDecisionSchema,
  newReportSchema,
  pageQuerySchema,
  queueItemSchema,
  queuePageSchema,
  reportPageSchema,
  reportSchema,
  reviewRequestSchema,
} from '../../../domain/schemas/moderation.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { listAudit } from './audit.js';
import { decide, listMyDecisions, type ModerationDeps, requestReview } from './decisions.js';
import { listQueue } from './queue.js';
import { createReport, listMyReports } from './reports.js';

// Trust and safety (issue 19): /api/moderation. Reporting and her own reports and decisions
// for every member; the queue for whoever moderates something; the audit log for platform
// administrators. There is no route that changes or deletes the audit log.

const tags = ['moderation'];
const signedIn = { 401: errorResponse('Not signed in') };
const badPage = errorResponse('Limit out of bounds or a cursor this server did not issue');
const unknownCase = errorResponse("A case she may not see, or none: 'Denúncia não encontrada.'");
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const routes = {
  report: createRoute({
    method: 'post',
    path: '/reports',
    tags,
    summary: 'Report an item; it leaves her read paths at once (3 distinct reporters hide it for all)',
    middleware: [requireUser] as const,
    request: { body: json(newReportSchema) },
    responses: {
      201: jsonResponse('Her report, pending', reportSchema),
      400: errorResponse('An unknown reason or kind, a text over 500 characters, or something of hers'),
      404: errorResponse('Nothing she can see by that kind and id'),
      409: errorResponse('She reported it already (one report per member per item)'),
      ...signedIn,
    },
  }),
  myReports: createRoute({
    method: 'get',
    path: '/reports',
    tags,
    summary: "'Minhas denúncias': her reports, newest first, each with its outcome",
    middleware: [requireUser] as const,
    request: { query: pageQuerySchema },
    responses: { 200: jsonResponse('A page of her reports', reportPageSchema), 400: badPage, ...signedIn },
  }),
  myDecisions: createRoute({
    method: 'get',
    path: '/decisions',
    tags,
    summary: 'Removals of her content, newest first, with the rule and whether she may ask for a review',
    middleware: [requireUser] as const,
    request: { query: pageQuerySchema },
    responses: { 200: jsonResponse('A page of decisions', decisionPageSchema), 400: badPage, ...signedIn },
  }),
  review: createRoute({
    method: 'post',
    path: '/cases/{id}/review',
    tags,
    summary: 'The author asks for a review of a removal (once); the case waits in the queue again',
    middleware: [requireUser] as const,
    request: { params: IdParam, body: json(reviewRequestSchema) },
    responses: {
      200: jsonResponse('The decision, now under review', decisionSchema),
      400: errorResponse('A note over 1,000 characters'),
      404: unknownCase,
      409: errorResponse('Not a removal, or a review asked for already'),
      ...signedIn,
    },
  }),
  queue: createRoute({
    method: 'get',
    path: '/queue',
    tags,
    summary: 'The pending cases she moderates, oldest first, grouped by item, with context and history',
    middleware: [requireUser] as const,
    request: { query: pageQuerySchema },
    responses: {
      200: jsonResponse('A page of the queue', queuePageSchema),
      400: badPage,
      403: errorResponse('She moderates nothing, or an administrator without two-factor sign-in'),
      ...signedIn,
    },
  }),
  decide: createRoute({
    method: 'post',
    path: '/cases/{id}/decision',
    tags,
    summary: 'Dismiss, remove, warn or suspend; written to the audit log; the author is told',
    middleware: [requireUser] as const,
    request: { params: IdParam, body: json(moderationDecisionSchema) },
    responses: {
      200: jsonResponse('The case afterwards', queueItemSchema),
      400: errorResponse('No rule, days out of bounds, or removing a profile (suspend instead)'),
      403: errorResponse('Suspension by a community moderator, or an administrator without two-factor'),
      404: unknownCase,
      409: errorResponse('The case was decided already'),
      ...signedIn,
    },
  }),
  audit: createRoute({
    method: 'get',
    path: '/audit',
    tags,
    summary: 'The audit log, newest first (platform administrators; read-only)',
    middleware: [requireUser] as const,
    request: { query: pageQuerySchema },
    responses: {
      200: jsonResponse('A page of the log', auditPageSchema),
      400: badPage,
      403: errorResponse('Not a platform administrator, or without two-factor sign-in'),
      ...signedIn,
    },
  }),
};

export function moderationRoutes(deps: ModerationDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.report, async (c) =>
    c.json(await createReport(db, currentUser(c), c.req.valid('json')), 201),
  );
  app.openapi(routes.myReports, async (c) =>
    c.json(await listMyReports(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(routes.myDecisions, async (c) =>
    c.json(await listMyDecisions(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(routes.review, async (c) =>
    c.json(await requestReview(db, currentUser(c), c.req.valid('param').id, c.req.valid('json').note), 200),
  );
  app.openapi(routes.queue, async (c) =>
    c.json(await listQueue(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(routes.decide, async (c) =>
    c.json(await decide(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.audit, async (c) =>
    c.json(await listAudit(db, currentUser(c), c.req.valid('query')), 200),
  );
  return app;
}
