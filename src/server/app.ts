import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { MSG } from '../domain/messages.js';
import type { Auth } from './auth/auth.js';
import { authRoutes } from './auth/routes.js';
import { sessionMiddleware, sessionUser } from './auth/session.js';
import type { Config } from './config.js';
import { type Database, ping } from './db/client.js';
import { apiDocs } from './http/api-docs.js';
import type { AppEnv } from './http/app-env.js';
import { requestBodyLimits } from './http/body-limits.js';
import { apiCacheControl, cachePublicly } from './http/cache-control.js';
import { compressAnswers } from './http/compression.js';
import { apiMethodNotAllowed, apiNotFound, errorHandler } from './http/error-responses.js';
import { completeDocument, OPENAPI_INFO, registerAuthEndpoints } from './http/openapi-document.js';
import { builtRenderer, knownPathChecker, pageRenderer, type RendererModule } from './http/page-renderer.js';
import { sameOriginMutations } from './http/same-origin.js';
import { securityHeaders } from './http/security-headers.js';
import { staticSite } from './http/static-site.js';
import { refuseUnstorableText } from './http/storable-text.js';
import { invalidInput } from './lib/app-error.js';
import type { Logger } from './lib/logger.js';
import type { Lifecycle } from './lifecycle.js';
import type { Mailer } from './mail/mailer.js';
import { workspaceRoutes } from './modules/access/routes.js';
import { describeMe, publicConfig } from './modules/auth/index.js';
import { configRoutes, meRoutes } from './modules/auth/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { chatRoutes, liveChat } from './modules/chat/index.js';
import { communityMembershipRoutes } from './modules/communities/membership-routes.js';
import { activeCommunityRoutes, communityRoutes } from './modules/communities/routes.js';
import { companyRoutes } from './modules/companies/routes.js';
import { commentRoutes } from './modules/conversation/comment-routes.js';
import { mentionRoutes } from './modules/conversation/mention-routes.js';
import { postConversationRoutes } from './modules/conversation/post-routes.js';
import { educationRoutes } from './modules/education/routes.js';
import { eventRoutes, publicEventHead } from './modules/events/index.js';
import { experienceRoutes } from './modules/experience/routes.js';
import {
  invitationAnswerRoutes,
  myInvitationRoutes,
  placeInvitationRoutes,
} from './modules/invitations/routes.js';
import { linkedInImportRoutes } from './modules/linkedin-import/routes.js';
import { mentoringRoutes } from './modules/mentoring/index.js';
import { moderationRoutes } from './modules/moderation/index.js';
import { memberRoutes, networkRoutes } from './modules/network/index.js';
import { newsAdminRoutes } from './modules/news/admin-routes.js';
import { newsRoutes } from './modules/news/routes.js';
import type { NotificationHub, Notifier } from './modules/notifications/index.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { onboardingRoutes } from './modules/onboarding/routes.js';
import { postRoutes } from './modules/posts/routes.js';
import { preferenceRoutes } from './modules/preferences/routes.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { publicProfileHead } from './modules/profile/index.js';
import { publicProfileRoutes } from './modules/profile/public-routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { projectRoutes } from './modules/projects/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { contactRoutes, crawlerRoutes } from './modules/site/routes.js';
import { talentRoutes } from './modules/talent/routes.js';
import { publicVacancyHead } from './modules/vacancies/index.js';
import { companyVacancyRoutes, myApplicationRoutes, vacancyRoutes } from './modules/vacancies/routes.js';
import { savedVacancyRoutes } from './modules/vacancies/saved-routes.js';
import type { JobQueue } from './queue/job-queue.js';
import type { ObjectStore, PrivateStore } from './storage/index.js';
import { createPrivateStore, localUploadsDir, serveLocalUploads } from './storage/index.js';

export type AppDeps = {
  config: Config;
  db: Database;
  auth: Auth;
  store: ObjectStore;
  /** Files read only through authorised routes (application CVs); by default beside `store`. */
  privateStore?: PrivateStore;
  mailer: Mailer;
  /** Notifications, written by the transaction of each action (modules/notifications). */
  notifier: Notifier;
  /** The live notification streams' fan-out (one LISTEN per process). */
  notificationHub: NotificationHub;
  /** The durable job queue (messages queue their e-mail reminders in their own transaction). */
  queue: Pick<JobQueue, 'send'>;
  logger: Logger;
  /** Draining before a stop: health answers 503 and no connection is kept alive. */
  lifecycle: Lifecycle;
  /** Folder of the client's production build; omitted in API-only tests. */
  webDistDir?: string;
  /**
   * The server-side renderer (src/web/entry-server.tsx); by default the build's, in dist/ssr
   * beside webDistDir. Without one, every page is rendered by the browser.
   */
  loadRenderer?: () => Promise<RendererModule>;
};

// Re-exported for the routes that still import it from here (a type-only cycle, listed in
// .dependency-cruiser-known-violations.json): new code imports it from ./http/app-env.js.

/** Builds the whole HTTP application from its dependencies; no globals, so tests build their own. */
export function createApp(deps: AppDeps) {
  const { config, db, auth, logger } = deps;
  const privateStore = deps.privateStore ?? createPrivateStore({ dataDir: config.dataDir, s3: config.s3 });
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // Pages and JSON; the client's build arrives precompressed (static-site), which this leaves alone.
  app.use(compressAnswers());
  // While draining, each answer is the last on its connection: the client reconnects (to
  // another process, once the balancer has seen the 503 health check) for its next request.
  app.use(async (c, next) => {
    await next();
    if (deps.lifecycle.isDraining()) c.header('Connection', 'close');
  });
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    logger.info(
      { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms },
      'request',
    );
  });
  app.use(
    securityHeaders({
      imageOrigins: [config.s3?.publicUrl, config.s3?.endpoint].filter((o): o is string => !!o),
    }),
  );

  app.onError(errorHandler(logger));
  // Outside /api too (a POST to a page): the same envelope, never hono's English text.
  app.notFound(apiNotFound);

  // The API's gate, before any route or better-auth sees a request (issue 13): answers are
  // private unless a route opts in with cachePublicly() (http/cache-control.ts); a
  // state-changing request from another site is refused; the body is bounded by its route
  // before anything reads it; and no text the database cannot store gets through.
  app.use('/api/*', apiCacheControl);
  app.use('/api/*', sameOriginMutations(config.publicUrl));
  app.use('/api/*', requestBodyLimits());
  app.use('/api/*', refuseUnstorableText());

  app.route('/api/auth', authRoutes(auth, config.trustProxy));

  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const fields: Record<string, string> = {};
        for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] = issue.message;
        throw invalidInput(MSG.common.invalidInput, fields);
      }
    },
  });
  api.use(sessionMiddleware(auth));
  api.use(apiMethodNotAllowed(api));

  api.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['platform'],
      summary: 'Liveness and database reachability',
      responses: {
        200: {
          description: 'The service and its database are up',
          content: {
            'application/json': { schema: z.object({ status: z.literal('ok'), database: z.literal('up') }) },
          },
        },
        503: {
          description:
            'The database does not answer within PING_TIMEOUT_MS, or the process is draining before a stop',
          content: {
            'application/json': {
              schema: z.object({
                status: z.enum(['degraded', 'draining']),
                database: z.enum(['up', 'down']),
              }),
            },
          },
        },
      },
    }),
    async (c) => {
      if (deps.lifecycle.isDraining())
        return c.json({ status: 'draining' as const, database: 'up' as const }, 503);
      return (await ping(db))
        ? c.json({ status: 'ok' as const, database: 'up' as const }, 200)
        : c.json({ status: 'degraded' as const, database: 'down' as const }, 503);
    },
  );

  // Every module is mounted at the prefix of the resource it serves, and its routes' paths are
  // relative to it. Where a module serves sub-resources of another prefix (her lists under /me,
  // a place's invitations, a company's vacancies), it exports one small router per prefix,
  // mounted here, rather than routes naming full paths: so each prefix's routes can be read
  // off this list, and no two routers mounted here serve the same path — correctness never
  // rests on the order of these lines (/news/{idOrSlug} cannot match 'admin': news/routes.ts).
  // Within one router, a static path ('/mine') is registered before its '/{id}' sibling.
  const rateLimit = auth.options.rateLimit?.enabled !== false;
  const invitationDeps = {
    db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    rateLimit,
    notifier: deps.notifier,
  };
  api.route('/me', meRoutes({ db }));
  api.route('/me/workspaces', workspaceRoutes({ db }));
  api.route('/me/invitations', myInvitationRoutes({ db }));
  api.route('/me/communities', activeCommunityRoutes({ db }));
  api.route('/me/applications', myApplicationRoutes({ db }));
  api.route('/me/privacy', privacyRoutes({ db }));
  api.route('/config', configRoutes({ marketingUrl: config.marketingUrl }));
  api.route('/profile', profileRoutes({ db, store: deps.store, privateStore, logger, auth }));
  api.route('/profiles', publicProfileRoutes({ db }));
  api.route('/catalogue', catalogueRoutes({ db }));
  api.route('/experiences', experienceRoutes({ db }));
  api.route('/education', educationRoutes({ db }));
  api.route('/linkedin-import', linkedInImportRoutes({ db }));
  api.route('/projects', projectRoutes({ db }));
  api.route('/job-preferences', preferenceRoutes({ db }));
  api.route('/onboarding', onboardingRoutes({ db }));
  api.route('/search', searchRoutes({ db }));
  api.route('/invitations', invitationAnswerRoutes({ db }));
  api.route('/communities', communityRoutes({ db, store: deps.store, logger }));
  api.route('/communities/:id', communityMembershipRoutes({ db, notifier: deps.notifier }));
  api.route('/communities/:id', placeInvitationRoutes(invitationDeps, 'community'));
  api.route('/companies', companyRoutes({ db, store: deps.store, privateStore, logger }));
  api.route('/companies/:id', placeInvitationRoutes(invitationDeps, 'company'));
  api.route('/companies/:id/vacancies', companyVacancyRoutes({ db }));
  api.route('/companies/:id/talent', talentRoutes({ db, rateLimit }));
  api.route('/vacancies', savedVacancyRoutes({ db }));
  api.route('/vacancies', vacancyRoutes({ db, notifier: deps.notifier, privateStore, logger }));
  api.route('/news', newsRoutes({ db }));
  api.route('/news/admin', newsAdminRoutes({ db, store: deps.store, logger }));
  api.route('/posts', postRoutes({ db, store: deps.store, logger, notifier: deps.notifier }));
  api.route('/posts/:id', postConversationRoutes({ db, notifier: deps.notifier }));
  api.route('/comments', commentRoutes({ db, notifier: deps.notifier }));
  api.route('/mentions', mentionRoutes({ db }));
  api.route('/network', networkRoutes({ db, notifier: deps.notifier }));
  api.route('/members', memberRoutes({ db, notifier: deps.notifier }));
  api.route('/mentoring', mentoringRoutes({ db, notifier: deps.notifier }));
  api.route('/moderation', moderationRoutes({ db, notifier: deps.notifier }));
  api.route('/chat', chatRoutes({ db, store: deps.store, queue: deps.queue, logger }));
  api.route(
    '/events',
    eventRoutes({
      db,
      notifier: deps.notifier,
      queue: deps.queue,
      publicUrl: config.publicUrl,
      store: deps.store,
      logger,
      rateLimit,
    }),
  );
  api.route(
    '/notifications',
    notificationRoutes({
      db,
      chat: liveChat(db),
      auth,
      hub: deps.notificationHub,
      lifecycle: deps.lifecycle,
      logger,
      authSecret: config.authSecret,
    }),
  );
  api.route(
    '/contact',
    contactRoutes({
      db,
      mailer: deps.mailer,
      contactEmail: config.contactEmail,
      trustProxy: config.trustProxy,
      // The same switch as the auth limiters (tests turn it off unless they exercise limits).
      rateLimit,
    }),
  );

  // Built and serialised once, on first request (every route is registered by then): the
  // document is large, and each request is then served from this string in memory.
  registerAuthEndpoints(api);
  // Compressed once too (brotli and gzip), so compress() above leaves the answer alone.
  let document: { json: string; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> } | undefined;
  api.get('/openapi.json', (c) => {
    if (!document) {
      const json = JSON.stringify(
        completeDocument(
          api.getOpenAPI31Document({ openapi: '3.1.0', servers: [{ url: '/api' }], info: OPENAPI_INFO }),
        ),
      );
      document = { json, br: new Uint8Array(brotliCompressSync(json)), gzip: new Uint8Array(gzipSync(json)) };
    }
    cachePublicly(c, { maxAge: 300 });
    const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (encoding) return c.body(document[encoding], 200, { ...headers, 'Content-Encoding': encoding });
    return c.body(document.json, 200, headers);
  });
  api.route('/docs', apiDocs());
  api.notFound(apiNotFound);

  app.route('/api', api);
  app.all('/api/*', apiNotFound);

  if (!config.s3) app.route('/uploads', serveLocalUploads(localUploadsDir(config.dataDir)));
  // Before the static site, so no file of the build answers them.
  app.route('/', crawlerRoutes({ db, publicUrl: config.publicUrl }));
  if (deps.webDistDir) {
    // Each page's head hook answers only for its own addresses (null for the others).
    const heads = [publicProfileHead, publicEventHead, publicVacancyHead].map((head) =>
      head({ db, publicUrl: config.publicUrl, logger }),
    );
    const renderHead = async (pathname: string) => {
      for (const head of heads) {
        const tags = await head(pathname);
        if (tags) return tags;
      }
      return null;
    };
    // Exactly what GET /api/me and GET /api/config answer, so the client starts with them.
    const renderBootstrap = async (request: Request) => {
      const user = await sessionUser(auth, request.headers);
      return { me: await describeMe(db, user), config: publicConfig(config) };
    };
    const loadRenderer =
      deps.loadRenderer ?? builtRenderer(path.join(deps.webDistDir, '..', 'ssr', 'entry-server.js'));
    const renderPage = loadRenderer
      ? pageRenderer({
          load: loadRenderer,
          origin: config.publicUrl,
          api: (request) => app.fetch(request),
          logger,
        })
      : undefined;
    const isKnownPath = loadRenderer ? knownPathChecker({ load: loadRenderer, logger }) : undefined;
    app.route('/', staticSite(deps.webDistDir, { renderHead, renderBootstrap, renderPage, isKnownPath }));
  }
  return app;
}

/** 'br' or 'gzip' when the client takes it (q above 0), brotli first; undefined for neither. */
function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const taken = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) taken.add(name);
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip')) return 'gzip';
  return undefined;
}
