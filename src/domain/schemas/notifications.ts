import { z } from 'zod';
import { EMAIL_MODES, NOTIFICATION_KINDS } from '../enums.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits.js';
import './fields.js';
import { memberRefSchema } from './conversation.js';

/*
 * Notifications (issue 16): one row per recipient per event, grouped while unread ('12 pessoas
 * reagiram à sua publicação'), live over Server-Sent Events, and e-mailed as she chooses.
 *
 *   GET  /api/notifications?cursor&limit   → notificationPageSchema (newest first, keyset on seq)
 *   GET  /api/notifications/unread-count   → unreadCountSchema
 *   POST /api/notifications/{id}/read      → unreadCountSchema
 *   POST /api/notifications/read-all       → unreadCountSchema ({ count: 0 })
 *   GET  /api/notifications/stream         text/event-stream; `id:` is the notification's seq,
 *        events 'notification' (liveNotificationSchema) and 'unread' (unreadCountSchema, after
 *        she reads in another tab); Last-Event-ID replays what the stream missed, and when
 *        that is more than NOTIFICATION_REPLAY_MAX, 'resync' (unreadCountSchema) tells the page
 *        to re-read the list instead.
 *   GET  /api/notifications/email-settings → emailSettingsSchema (every kind, defaults filled in)
 *   PUT  /api/notifications/email-settings   emailSettingsSchema → emailSettingsSchema
 *   POST /api/notifications/unsubscribe?token=…  (RFC 8058 one-click, no session) → 200
 *   GET  /api/notifications/unsubscribe?token=…  → unsubscribeInfoSchema (what the link would turn off)
 */

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export const emailModeSchema = z.enum(EMAIL_MODES);

/** What a notification is about; each kind fills the references it needs (the rest null). */
export const notificationObjectSchema = z.object({
  postId: z.string().nullable(),
  commentId: z.string().nullable(),
  community: z.object({ id: z.string(), name: z.string() }).nullable(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  vacancy: z.object({ id: z.string(), title: z.string() }).nullable(),
  applicationId: z.string().nullable(),
  invitationId: z.string().nullable(),
  /** An event (issue 20): a seat that opened, a cancellation. */
  event: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type NotificationObject = z.infer<typeof notificationObjectSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  /** Its place in her stream (the live stream's event id); larger is newer. */
  seq: z.number().int(),
  kind: notificationKindSchema,
  /** The newest people behind it (NOTIFICATION_ACTORS_SHOWN at most), newest first. */
  actors: z.array(memberRefSchema),
  /** How many different people (1 unless grouped). */
  actorCount: z.number().int(),
  object: notificationObjectSchema,
  /** A short quote: a comment's first words (mentions as '@Name'), an application's new status… */
  excerpt: z.string().nullable(),
  /** When it last changed (a grouped event arrived). */
  updatedAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = z.object({
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The stream's 'notification' event: the notification as the list shows it, and her new count. */
export const liveNotificationSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number().int(),
});
export type LiveNotification = z.infer<typeof liveNotificationSchema>;

export const emailSettingsSchema = z.object({
  settings: z.array(z.object({ kind: notificationKindSchema, mode: emailModeSchema })),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });
/**
 * What an unsubscribe link turns off: e-mails of one kind, or 'digest' (the daily digest's link:
 * every kind she receives in the digest); `email` is her address, masked ('a***@exemplo.com.br').
 */
/** A kind, the daily digest, or the unread-message e-mails of issue 18 ('messages'). */
export const unsubscribeScopeSchema = z.union([
  notificationKindSchema,
  z.literal('digest'),
  z.literal('messages'),
  z.literal('eventReminders'),
  z.literal('jobAlerts'),
]);
export type UnsubscribeScope = z.infer<typeof unsubscribeScopeSchema>;
export const unsubscribeInfoSchema = z.object({ kind: unsubscribeScopeSchema, email: z.string() });
