import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiUrl } from '@web/lib/api';
import { meQueryOptions } from '@web/lib/session';
import { getUnreadCount, notificationKeys, putFirst, readCount, setUnreadCount, updateList } from '../api';

/*
 * The tab's live stream of notifications (GET /api/notifications/stream, Server-Sent Events):
 *  - 'notification' {notification, unreadCount}: the bell takes the count; a loaded list gets the
 *    notification at its top (a grouped one that came back replaces its old row: same id, new seq);
 *  - 'unread' {count} (at open, and when she reads in another tab): the bell takes the count; a
 *    loaded list whose count changed is re-read (its read marks changed elsewhere);
 *  - 'resync' {count}: more were missed than the server replays; the list is re-read.
 * Messages (issue 18) come through the same stream: 'message', 'message-read', 'conversation' and
 * 'chat-unread' are handed to the chat feature (features/chat/live.ts), which writes them into
 * its cache. They are not replayed, so when the stream opens again after an error her chat data
 * is read again.
 * The browser reconnects by itself after a dropped connection and resends Last-Event-ID, so the
 * server replays what was missed. When it gives up (the server answered with an error: a 401
 * after the session ended, a 5xx), we ask for the count: a 401/403 stops for good (the session
 * is over; the app's own session check takes it from there), anything else opens a new stream
 * later, with a growing delay, resuming after the last event seen (?lastEventId=). No polling.
 */

const STREAM_URL = apiUrl('/notifications/stream');
/** The first retry after the browser gave up, doubled each time up to RETRY_MAX_MS. */
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 5 * 60_000;

// The schemas (and zod) load alongside the stream, not with the bell (issue 14's budgets).
const loadSchemas = () => import('@domain/schemas/notifications');
// Chat's schemas and cache writers load at its first event (or its first reconnection).
const loadChat = () =>
  Promise.all([import('@domain/schemas/chat'), import('@web/features/chat')]).then(([schemas, live]) => ({
    schemas,
    live,
  }));
type Chat = Awaited<ReturnType<typeof loadChat>>;

/**
 * The last event this tab saw, and whose: a stream opened again (after the browser gave up, or
 * when the bar is mounted again on another layout) resumes after it instead of missing events.
 */
let lastSeen: { userId: string; id: string } | null = null;

export interface LiveOptions {
  /** Whose stream (the resume point is hers only). */
  userId?: string;
  /** The EventSource class (tests pass a fake). */
  EventSourceClass?: typeof EventSource;
  /** The delay before the `attempt`-th retry (tests shorten it). */
  retryDelay?: (attempt: number) => number;
}

function defaultRetryDelay(attempt: number): number {
  const exp = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt);
  // Spread the tabs of a restarted server over the interval instead of all at once.
  return exp / 2 + Math.random() * (exp / 2);
}

function parse(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return undefined;
  }
}

/** Opens the stream; returns what closes it. */
export function connectNotifications(queryClient: QueryClient, options: LiveOptions = {}): () => void {
  const { userId = '' } = options;
  const Source = options.EventSourceClass ?? EventSource;
  const retryDelay = options.retryDelay ?? defaultRetryDelay;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  // One promise for every event, so they are applied in the order they arrived.
  const schemas = loadSchemas();
  let chat: Promise<Chat> | null = null;
  const chatModules = () => {
    chat ??= loadChat();
    return chat;
  };
  /** An error was seen since the last 'open': chat events may have been missed meanwhile. */
  let dropped = false;

  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastSeen = { userId, id: event.lastEventId };
  };

  const rereadList = () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() });

  const onNotification = async (event: MessageEvent) => {
    const { liveNotificationSchema } = await schemas;
    if (stopped) return;
    const parsed = liveNotificationSchema.safeParse(parse(event.data));
    if (!parsed.success) {
      console.info('[notifications] evento ao vivo ignorado', parsed.error);
      return;
    }
    remember(event);
    const { notification, unreadCount } = parsed.data;
    setUnreadCount(queryClient, unreadCount);
    updateList(queryClient, (data) => putFirst(data, notification));
  };

  const onCount = async (event: MessageEvent, resync: boolean) => {
    const { unreadCountSchema } = await schemas;
    const parsed = unreadCountSchema.safeParse(parse(event.data));
    if (stopped || !parsed.success) return;
    remember(event);
    const changed = getUnreadCount(queryClient) !== parsed.data.count;
    setUnreadCount(queryClient, parsed.data.count);
    // Her own reads in this tab are already in the list (and leave the count as it is).
    if (resync || changed) void rereadList();
  };

  /** A chat event, parsed with its schema and handed to the chat feature's cache writers. */
  const onChat = async (event: MessageEvent, apply: (chat: Chat, data: unknown) => boolean) => {
    const modules = await chatModules();
    if (stopped) return;
    if (!apply(modules, parse(event.data))) console.info('[chat] evento ao vivo ignorado', event.type);
  };

  const chatEvents: Record<string, (chat: Chat, data: unknown) => boolean> = {
    message: ({ schemas: s, live }, data) => {
      const parsed = s.liveMessageSchema.safeParse(data);
      if (parsed.success) live.applyLiveMessage(queryClient, parsed.data);
      return parsed.success;
    },
    'message-read': ({ schemas: s, live }, data) => {
      const parsed = s.liveReadSchema.safeParse(data);
      if (parsed.success) live.applyLiveRead(queryClient, parsed.data, userId);
      return parsed.success;
    },
    conversation: ({ schemas: s, live }, data) => {
      const parsed = s.liveConversationSchema.safeParse(data);
      if (parsed.success) live.applyLiveConversation(queryClient, parsed.data);
      return parsed.success;
    },
    'chat-unread': ({ schemas: s, live }, data) => {
      const parsed = s.chatUnreadSchema.safeParse(data);
      if (parsed.success) live.applyChatUnread(queryClient, parsed.data);
      return parsed.success;
    },
  };

  const open = () => {
    const resume = lastSeen?.userId === userId ? `?lastEventId=${encodeURIComponent(lastSeen.id)}` : '';
    const current = new Source(`${STREAM_URL}${resume}`, { withCredentials: true });
    source = current;
    current.addEventListener('notification', (event) => void onNotification(event as MessageEvent));
    current.addEventListener('unread', (event) => void onCount(event as MessageEvent, false));
    current.addEventListener('resync', (event) => void onCount(event as MessageEvent, true));
    for (const [type, apply] of Object.entries(chatEvents)) {
      current.addEventListener(type, (event) => void onChat(event as MessageEvent, apply));
    }
    current.addEventListener('open', () => {
      attempt = 0;
      if (!dropped) return;
      dropped = false;
      void chatModules().then(({ live }) => {
        if (!stopped) void live.refreshChat(queryClient);
      });
    });
    current.addEventListener('error', () => {
      dropped = true;
      // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up.
      if (current.readyState !== Source.CLOSED || stopped || source !== current) return;
      source = null;
      void retryOrStop();
    });
  };

  const retryOrStop = async () => {
    try {
      setUnreadCount(queryClient, readCount(await apiFetch('/notifications/unread-count')));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        // The session is over: let the app find out (RequireSession takes her to the login).
        stopped = true;
        void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
        return;
      }
    }
    if (stopped) return;
    timer = setTimeout(() => {
      if (!stopped) open();
    }, retryDelay(attempt));
    attempt += 1;
  };

  open();

  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}

/** Forgets the resume point (tests). */
export function forgetLastSeen(): void {
  lastSeen = null;
}
