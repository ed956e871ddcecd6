import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { NOTIFICATION_REPLAY_MAX, NOTIFICATION_STREAM_HEARTBEAT_MS } from '../../../domain/limits.js';
import type { LiveNotification, UnreadCount } from '../../../domain/schemas/notifications.js';
import type { Auth, SessionUser } from '../../auth/auth.js';
import { sessionUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { Lifecycle } from '../../lifecycle.js';
import { type ChatSignal, chatSignalPayload, type NotificationHub } from './hub.js';
import { latestSeq, notificationsAfter, unreadCount } from './list.js';

// GET /api/notifications/stream (issue 16): her notifications live, as Server-Sent Events.
//
// - `id:` is the notification's seq. A reconnecting EventSource sends the last one it saw as
//   Last-Event-ID (a polyfill may send ?lastEventId=), and the stream first replays what came
//   after it, oldest first; more than NOTIFICATION_REPLAY_MAX missed, it says 'resync' instead
//   and the page re-reads the list. Without one, it starts from her newest notification.
// - Events: 'notification' (the notification as the list shows it, and her unread count),
//   'unread' (her count, at open and when she reads in another tab), 'resync'. A comment line
//   every NOTIFICATION_STREAM_HEARTBEAT_MS keeps proxies from closing it.
// - Authorisation: the session at open (401 before any stream), then again before every write
//   — each wake and each heartbeat — so a revoked session (signed out, password changed,
//   session revoked) ends the stream at once; and every notification is read through the list's
//   own statement, which returns only hers that she may still see.
// - It ends when she goes (the client aborts), when her session ends, and when the process
//   starts draining (lifecycle.ts): her EventSource then reconnects, to another process.
// - Never buffered: compression skips text/event-stream (http/compression.ts), and
//   X-Accel-Buffering tells nginx-like proxies not to hold it either.

/**
 * Her messages as the stream sends them (issue 18), read through the chat module's own
 * statements (hers, and only what she may read); null when there is nothing for her to see.
 */
export type LiveChat = {
  /** 'message' | 'message-read' | 'conversation' event data, or null. */
  event(
    userId: string,
    signal: Exclude<ChatSignal, { type: 'unread' }>,
  ): Promise<{ event: string; data: unknown } | null>;
  /** Her unread conversations ('chat-unread'). */
  unread(userId: string): Promise<number>;
};

export type StreamDeps = {
  db: Database;
  /** Messages' events on the same stream; without it, notifications only. */
  chat?: LiveChat;
  auth: Auth;
  hub: NotificationHub;
  lifecycle: Lifecycle;
  logger: Logger;
  /** Tests shorten it. */
  heartbeatMs?: number;
};

/** A seq a client sent back (header or query), or undefined when there is none worth reading. */
export function parseLastEventId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

export function notificationStream(c: Context, deps: StreamDeps, user: SessionUser): Response {
  const resumeAfter = parseLastEventId(c.req.header('last-event-id') ?? c.req.query('lastEventId'));
  // Her session is read again, from this cookie, before every write.
  const cookie = new Headers({ cookie: c.req.header('cookie') ?? '' });
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, (stream) => runStream(stream, deps, user, cookie, resumeAfter));
}

async function runStream(
  stream: SSEStreamingApi,
  deps: StreamDeps,
  user: SessionUser,
  cookie: Headers,
  resumeAfter: number | undefined,
): Promise<void> {
  const { db } = deps;
  let ended = false;
  let end!: () => void;
  const done = new Promise<void>((resolve) => {
    end = () => {
      ended = true;
      resolve();
    };
  });

  // What is owed to the client, done one at a time by `pump` (wakes arriving meanwhile coalesce).
  const owed = {
    rows: resumeAfter !== undefined,
    unread: true,
    beat: false,
    chatUnread: deps.chat !== undefined,
  };
  // Chat signals in the order they came, each once (a burst of edits to one message is one read).
  const chatOwed = new Map<string, ChatSignal>();
  let lastSent = resumeAfter ?? 0;
  let pumping = false;
  let ready = false;

  const stillHers = async () => (await sessionUser(deps.auth, cookie))?.id === user.id;

  const send = async (event: string, data: LiveNotification | UnreadCount | unknown, id?: number) => {
    await stream.writeSSE({
      event,
      data: JSON.stringify(data),
      ...(id === undefined ? {} : { id: String(id) }),
    });
  };

  /** Her notifications after the last one sent, through the list's statement (hers, readable). */
  const catchUp = async () => {
    const { items, more } = await notificationsAfter(db, user.id, lastSent, NOTIFICATION_REPLAY_MAX);
    if (items.length === 0) return;
    const count = await unreadCount(db, user.id);
    if (more) {
      // Too many missed to replay: the page re-reads the list from this point on.
      lastSent = items.at(-1)?.seq ?? lastSent;
      await send('resync', { count }, lastSent);
      return;
    }
    for (const notification of items) {
      if (ended) return;
      await send('notification', { notification, unreadCount: count }, notification.seq);
      lastSent = notification.seq;
    }
  };

  const pump = async () => {
    if (pumping || !ready) return;
    pumping = true;
    try {
      while (!ended && (owed.rows || owed.unread || owed.beat || owed.chatUnread || chatOwed.size > 0)) {
        const { rows, unread, beat, chatUnread } = owed;
        owed.rows = false;
        owed.unread = false;
        owed.beat = false;
        owed.chatUnread = false;
        const signals = [...chatOwed.values()];
        chatOwed.clear();
        if (!(await stillHers())) {
          end();
          break;
        }
        if (rows) await catchUp();
        for (const signal of signals) {
          if (ended || !deps.chat || signal.type === 'unread') continue;
          const found = await deps.chat.event(user.id, signal);
          if (found) await send(found.event, found.data);
        }
        if (deps.chat && !ended && (chatUnread || signals.some((signal) => signal.type === 'unread'))) {
          await send('chat-unread', { count: await deps.chat.unread(user.id) });
        }
        if (unread && !ended) await send('unread', { count: await unreadCount(db, user.id) });
        else if (beat && !rows && signals.length === 0 && !ended) await stream.write(': ping\n\n');
      }
    } catch (err) {
      // A database error (or a write to a gone client): end it; her EventSource reconnects
      // with Last-Event-ID and misses nothing.
      deps.logger.warn({ err }, 'notification stream failed');
      end();
    } finally {
      pumping = false;
    }
  };

  stream.onAbort(end);
  const stopDrain = deps.lifecycle.onDrain(end);
  await deps.hub.start();
  const unsubscribe = deps.hub.subscribe(user.id, {
    wake: () => {
      owed.rows = true;
      void pump();
    },
    read: () => {
      owed.unread = true;
      void pump();
    },
    chat: (signal) => {
      const key = chatSignalPayload(signal);
      chatOwed.delete(key);
      chatOwed.set(key, signal);
      void pump();
    },
    close: end,
  });
  const heartbeat = setInterval(() => {
    owed.beat = true;
    void pump();
  }, deps.heartbeatMs ?? NOTIFICATION_STREAM_HEARTBEAT_MS);
  try {
    // Subscribed first, then the starting point: nothing committed in between is missed.
    if (resumeAfter === undefined && !ended) lastSent = await latestSeq(db, user.id);
    ready = true;
    void pump();
    await done;
  } catch (err) {
    deps.logger.warn({ err }, 'notification stream could not start');
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
    stopDrain();
  }
}
