import type { DatabaseHandle } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { NOTIFICATIONS_CHANNEL } from './notify.js';

// The live fan-out (issue 16): ONE LISTEN per process on NOTIFICATIONS_CHANNEL, and an
// in-process map from a member to her open streams. PostgreSQL hands every committed NOTIFY to
// every listening process (PGlite: to this one), so a comment written by any process wakes her
// streams wherever they are held — no extra server. A payload names her and what changed; only
// her streams wake, and each reads its own new rows from the table (seq > the last it sent), so
// the payload carries no content and a lost payload costs nothing but a delay.

/**
 * Something changed in her messages (issue 18), for her open streams to read and send: a new,
 * edited or deleted message; a participant's read mark; a conversation that changed for her
 * (a request, an acceptance, a group's members); her unread count after she read elsewhere.
 */
export type ChatSignal =
  | { type: 'message'; messageId: string }
  | { type: 'read'; conversationId: string; memberId: string }
  | { type: 'conversation'; conversationId: string }
  | { type: 'unread' };

/** A chat signal as a NOTIFY payload's suffix (after '<recipient id>:'). */
export function chatSignalPayload(signal: ChatSignal): string {
  switch (signal.type) {
    case 'message':
      return `m:${signal.messageId}`;
    case 'read':
      return `r:${signal.conversationId}:${signal.memberId}`;
    case 'conversation':
      return `c:${signal.conversationId}`;
    default:
      return 'u';
  }
}

function parseChatSignal(rest: string): ChatSignal | null {
  const [tag, a, b] = rest.split(':');
  if (tag === 'm' && a) return { type: 'message', messageId: a };
  if (tag === 'r' && a && b) return { type: 'read', conversationId: a, memberId: b };
  if (tag === 'c' && a) return { type: 'conversation', conversationId: a };
  if (tag === 'u') return { type: 'unread' };
  return null;
}

/** What one open stream does when the hub wakes it. */
export type StreamListener = {
  /** Something changed in her messages. */
  chat(signal: ChatSignal): void;
  /** Something new for her (or, after the LISTEN connection came back, perhaps): catch up. */
  wake(): void;
  /** She read in another tab or process: her unread count changed. */
  read(): void;
  /** The hub is stopping: end the stream. */
  close(): void;
};

export type NotificationHub = {
  /** Starts listening; later calls share the first. Never fails for want of a connection. */
  start(): Promise<void>;
  /** Her stream hears of her notifications until the returned function is called. */
  subscribe(recipientId: string, listener: StreamListener): () => void;
  /** Open streams in this process. */
  size(): number;
  /** Ends every stream and the LISTEN. */
  stop(): Promise<void>;
};

/** The payload's suffix when she read (notify.ts sends '<id>:<seq>' for a new notification). */
export const READ_SIGNAL = 'read';

export function createNotificationHub(
  database: Partial<Pick<DatabaseHandle, 'listen'>>,
  logger: Logger,
): NotificationHub {
  const streams = new Map<string, Set<StreamListener>>();
  let starting: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let stopped = false;
  let count = 0;

  // '<recipient id>:<seq>' (a notification), '<recipient id>:read', '<recipient id>:<chat signal>'.
  const deliver = (payload: string) => {
    const colon = payload.indexOf(':');
    if (colon <= 0) return;
    const listeners = streams.get(payload.slice(0, colon));
    if (!listeners) return;
    const rest = payload.slice(colon + 1);
    const read = rest === READ_SIGNAL;
    const notification = /^\d+$/.test(rest);
    const chat = read || notification ? null : parseChatSignal(rest);
    for (const listener of listeners) {
      if (chat) listener.chat(chat);
      else if (read) listener.read();
      else if (notification) listener.wake();
    }
  };

  /** After the LISTEN connection came back: every stream re-reads what it may have missed. */
  const resync = () => {
    logger.info({ streams: count }, 'notifications: listening again; streams catch up');
    for (const listeners of streams.values()) for (const listener of listeners) listener.wake();
  };

  return {
    start() {
      if (stopped) return Promise.resolve();
      starting ??= (async () => {
        // A database handle without LISTEN (a test's fault-injecting copy of the app): streams
        // still open, replay and beat, but hear of nothing live.
        if (!database.listen) return;
        try {
          unlisten = await database.listen(NOTIFICATIONS_CHANNEL, deliver, {
            onReconnect: resync,
            onError: (err) => logger.warn({ err }, 'notifications: listening connection failed; retrying'),
          });
          if (stopped) {
            await unlisten();
            unlisten = undefined;
          }
        } catch (err) {
          // Only PGlite can fail here (closing): let a later stream try again.
          starting = undefined;
          logger.warn({ err }, 'notifications: could not listen');
        }
      })();
      return starting;
    },

    subscribe(recipientId, listener) {
      let listeners = streams.get(recipientId);
      if (!listeners) {
        listeners = new Set();
        streams.set(recipientId, listeners);
      }
      listeners.add(listener);
      count += 1;
      return () => {
        const current = streams.get(recipientId);
        if (!current?.delete(listener)) return;
        count -= 1;
        if (current.size === 0) streams.delete(recipientId);
      };
    },

    size: () => count,

    async stop() {
      stopped = true;
      for (const listeners of [...streams.values()]) for (const listener of [...listeners]) listener.close();
      await starting;
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
