import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  emailSettingsSchema,
  liveNotificationSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
  unsubscribeInfoSchema,
  unsubscribeQuerySchema,
} from '../../../domain/schemas/notifications.js';
import type { Auth } from '../../auth/auth.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import type { Logger } from '../../lib/logger.js';
import type { Lifecycle } from '../../lifecycle.js';
import type { NotificationHub } from './hub.js';
import { listNotifications, markAllRead, markRead, unreadCount } from './list.js';
import { getEmailSettings, putEmailSettings } from './settings.js';
import { type LiveChat, notificationStream } from './stream.js';
import { unsubscribe, unsubscribeInfo } from './unsubscribe.js';

// Her notifications (issue 16), mounted at /api/notifications: the list, the bell's count,
// reading, the live stream, her e-mail choices, and the one-click unsubscribe of the e-mails
// (the only routes here without a session: the token is the authorisation). Static paths come
// before '/{id}/read'.

export type NotificationRouteDeps = {
  db: Database;
  /** Messages' events on the same stream (issue 18). */
  chat?: LiveChat;
  auth: Auth;
  hub: NotificationHub;
  lifecycle: Lifecycle;
  logger: Logger;
  /** AUTH_SECRET: keys the unsubscribe tokens. */
  authSecret: string;
  /** Tests shorten the stream's heartbeat. */
  heartbeatMs?: number;
};

const tags = ['notifications'];
const signedOut = { 401: errorResponse('Not signed in') };

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Her notifications, newest first (keyset on seq), with her unread count',
  description:
    'One row per event, except that events of a grouped kind about the same object arriving while she has not read the first are one row (actorCount people, the newest named). Notifications about what she may no longer see are left out.',
  middleware: [requireUser] as const,
  request: { query: notificationListQuerySchema },
  responses: {
    200: jsonResponse('A page of her notifications', notificationPageSchema),
    400: errorResponse('A cursor this server did not hand out, or a limit out of range'),
    ...signedOut,
  },
});

const unreadRoute = createRoute({
  method: 'get',
  path: '/unread-count',
  tags,
  summary: 'The bell: how many of her notifications are unread',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse('Her unread count', unreadCountSchema), ...signedOut },
});

const readAllRoute = createRoute({
  method: 'post',
  path: '/read-all',
  tags,
  summary: "'Marcar todas como lidas'",
  description: "Her other open pages hear of it ('unread' on their streams).",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse('Her unread count afterwards', unreadCountSchema), ...signedOut },
});

const readRoute = createRoute({
  method: 'post',
  path: '/{id}/read',
  tags,
  summary: 'Marks one of her notifications read (safe to repeat)',
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('Her unread count afterwards', unreadCountSchema),
    ...signedOut,
    404: errorResponse("Unknown, malformed or someone else's: 'Notificação não encontrada.'"),
  },
});

const streamRoute = createRoute({
  method: 'get',
  path: '/stream',
  tags,
  summary: 'Her notifications live (Server-Sent Events)',
  description:
    "Events: 'notification' (LiveNotification; `id:` is its seq), 'unread' ({count}: at open and when she reads elsewhere), 'resync' ({count}: more than NOTIFICATION_REPLAY_MAX were missed, re-read the list). Send the last id back as Last-Event-ID (or ?lastEventId=) to replay what was missed. The session is checked at open and before every event: a revoked session ends the stream.",
  middleware: [requireUser] as const,
  request: {
    query: z.object({ lastEventId: z.string().max(40).optional() }),
    headers: z.object({ 'last-event-id': z.string().max(40).optional() }),
  },
  responses: {
    200: {
      description: 'The event stream (never ends on its own; a comment line every 25 s)',
      content: { 'text/event-stream': { schema: liveNotificationSchema } },
    },
    ...signedOut,
  },
});

const getSettingsRoute = createRoute({
  method: 'get',
  path: '/email-settings',
  tags,
  summary: 'Her e-mail choice for every kind (none, each, digest), defaults filled in',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse('Every kind with its mode', emailSettingsSchema), ...signedOut },
});

const putSettingsRoute = createRoute({
  method: 'put',
  path: '/email-settings',
  tags,
  summary: 'Changes her e-mail choices for the kinds listed (the others keep theirs)',
  middleware: [requireUser] as const,
  request: { body: { content: { 'application/json': { schema: emailSettingsSchema } }, required: true } },
  responses: {
    200: jsonResponse('Every kind with its mode afterwards', emailSettingsSchema),
    400: errorResponse('An unknown kind or mode, or a kind listed twice'),
    ...signedOut,
  },
});

const unsubscribeInfoRoute = createRoute({
  method: 'get',
  path: '/unsubscribe',
  tags,
  summary: 'What an e-mail’s unsubscribe link turns off (for the /descadastrar page; no session)',
  request: { query: unsubscribeQuerySchema },
  responses: {
    200: jsonResponse('The kind (or the digest) and her masked address', unsubscribeInfoSchema),
    400: errorResponse('A token this server did not sign, or whose account is gone'),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/unsubscribe',
  tags,
  summary: 'One-click unsubscribe (RFC 8058): no more e-mails of that kind (no session; safe to repeat)',
  description:
    "What a mail provider POSTs to (List-Unsubscribe-Post: List-Unsubscribe=One-Click), body ignored. Her mode for the kind becomes 'none'; for the digest's link, every kind she receives in the digest.",
  request: { query: unsubscribeQuerySchema },
  responses: {
    200: jsonResponse('What was turned off', unsubscribeInfoSchema),
    400: errorResponse('A token this server did not sign, or whose account is gone'),
  },
});

export function notificationRoutes(deps: NotificationRouteDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) =>
    c.json(await listNotifications(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(unreadRoute, async (c) => c.json({ count: await unreadCount(db, currentUser(c).id) }, 200));
  app.openapi(readAllRoute, async (c) => c.json(await markAllRead(db, currentUser(c)), 200));
  app.openapi(streamRoute, (c) => notificationStream(c, deps, currentUser(c)) as never);
  app.openapi(getSettingsRoute, async (c) => c.json(await getEmailSettings(db, currentUser(c)), 200));
  app.openapi(putSettingsRoute, async (c) =>
    c.json(await putEmailSettings(db, currentUser(c), c.req.valid('json')), 200),
  );
  app.openapi(unsubscribeInfoRoute, async (c) =>
    c.json(await unsubscribeInfo(db, deps.authSecret, c.req.valid('query').token), 200),
  );
  app.openapi(unsubscribeRoute, async (c) =>
    c.json(await unsubscribe(db, deps.authSecret, c.req.valid('query').token), 200),
  );
  app.openapi(readRoute, async (c) =>
    c.json(await markRead(db, currentUser(c), c.req.valid('param').id), 200),
  );
  return app;
}
