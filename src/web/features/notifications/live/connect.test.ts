import { QueryClient } from '@tanstack/react-query';
import { aMessage } from '@web/features/chat/test-data';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NotificationList, notificationKeys } from '../api';
import { aNotification, aPage, FakeEventSource } from '../test-data';
import { connectNotifications, forgetLastSeen } from './connect';

// The tab's live stream (GET /api/notifications/stream) writing into the query cache.

const connect = (queryClient: QueryClient) =>
  connectNotifications(queryClient, {
    userId: 'u-ana',
    EventSourceClass: FakeEventSource as unknown as typeof EventSource,
    retryDelay: () => 10,
  });

const count = (queryClient: QueryClient) => queryClient.getQueryData<number>(notificationKeys.unreadCount());
const listIds = (queryClient: QueryClient) =>
  queryClient
    .getQueryData<NotificationList>(notificationKeys.list())
    ?.pages.flatMap((page) => page.items.map((item) => `${item.id}:${item.seq}`));

/** Lets timers and requests run (a retry is due after 10 ms here). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let queryClient: QueryClient;
beforeEach(() => {
  FakeEventSource.reset();
  forgetLastSeen();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => queryClient.clear());

describe('connectNotifications', () => {
  it('opens one stream, with the session cookie', () => {
    const stop = connect(queryClient);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest()?.url).toBe('/api/notifications/stream');
    expect(FakeEventSource.latest()?.withCredentials).toBe(true);
    stop();
    expect(FakeEventSource.latest()?.close).toHaveBeenCalled();
  });

  it("takes the count from a 'notification' event and puts the notification on top of a loaded list", async () => {
    const older = aNotification({ id: 'n-old', seq: 3, readAt: '2025-01-01T00:00:00.000Z' });
    const grouped = aNotification({ id: 'n-grouped', seq: 2 });
    queryClient.setQueryData<NotificationList>(notificationKeys.list(), {
      pages: [aPage([older, grouped])],
      pageParams: [null],
    });
    queryClient.setQueryData(notificationKeys.unreadCount(), 1);
    connect(queryClient);
    const stream = FakeEventSource.latest()!;
    stream.open();

    stream.emit('notification', { notification: aNotification({ id: 'n-new', seq: 4 }), unreadCount: 2 }, 4);
    // The handlers wait for the schemas, loaded alongside the stream.
    await vi.waitFor(() => expect(count(queryClient)).toBe(2));
    expect(listIds(queryClient)).toEqual(['n-new:4', 'n-old:3', 'n-grouped:2']);

    // A grouped notification comes back with a new person and a new seq: it moves up, once.
    stream.emit(
      'notification',
      { notification: aNotification({ id: 'n-grouped', seq: 5, actorCount: 2 }), unreadCount: 2 },
      5,
    );
    await vi.waitFor(() => expect(listIds(queryClient)).toEqual(['n-grouped:5', 'n-new:4', 'n-old:3']));
  });

  it('leaves an unloaded list alone and sets the count', async () => {
    connect(queryClient);
    FakeEventSource.latest()!.emit('notification', { notification: aNotification(), unreadCount: 7 });
    await vi.waitFor(() => expect(count(queryClient)).toBe(7));
    expect(queryClient.getQueryData(notificationKeys.list())).toBeUndefined();
  });

  it("takes the count from an 'unread' event (read in another tab) and re-reads the list", async () => {
    queryClient.setQueryData<NotificationList>(notificationKeys.list(), {
      pages: [aPage([aNotification()])],
      pageParams: [null],
    });
    queryClient.setQueryData(notificationKeys.unreadCount(), 1);
    connect(queryClient);
    FakeEventSource.latest()!.emit('unread', { count: 0 });
    await vi.waitFor(() => expect(count(queryClient)).toBe(0));
    expect(queryClient.getQueryState(notificationKeys.list())?.isInvalidated).toBe(true);
  });

  it("leaves the list alone when an 'unread' event brings the count it has (her own read, or at open)", async () => {
    queryClient.setQueryData<NotificationList>(notificationKeys.list(), {
      pages: [aPage([aNotification()])],
      pageParams: [null],
    });
    queryClient.setQueryData(notificationKeys.unreadCount(), 1);
    await import('@domain/schemas/notifications');
    connect(queryClient);
    FakeEventSource.latest()!.emit('unread', { count: 1 });
    await settle();
    expect(queryClient.getQueryState(notificationKeys.list())?.isInvalidated).toBe(false);

    // 'resync' (more were missed than the server replays) always re-reads it.
    FakeEventSource.latest()!.emit('resync', { count: 1 }, 90);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(notificationKeys.list())?.isInvalidated).toBe(true),
    );
  });

  it('ignores an event it cannot read', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    queryClient.setQueryData(notificationKeys.unreadCount(), 4);
    connect(queryClient);
    FakeEventSource.latest()!.emit('notification', { notification: { id: 'broken' }, unreadCount: 1 });
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    expect(count(queryClient)).toBe(4);
    info.mockRestore();
  });

  it('lets the browser reconnect by itself (Last-Event-ID), opening nothing more', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).install();
    connect(queryClient);
    FakeEventSource.latest()!.fail({ reconnecting: true });
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(api.calls).toHaveLength(0);
  });

  it('opens a new stream later when the browser gave up, resuming after the last event seen', async () => {
    const api = createFakeApi({ session: MEMBER_ME })
      .on('GET /api/notifications/unread-count', () => ok({ count: 5 }))
      .install();
    connect(queryClient);
    const first = FakeEventSource.latest()!;
    first.emit('notification', { notification: aNotification({ seq: 12 }), unreadCount: 4 }, 12);
    await vi.waitFor(() => expect(count(queryClient)).toBe(4));
    first.fail({ reconnecting: false });
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    // The count was asked for once, on the way (it may have changed meanwhile).
    expect(count(queryClient)).toBe(5);
    expect(api.callsTo('GET /api/notifications/unread-count')).toHaveLength(1);
    expect(FakeEventSource.latest()?.url).toBe('/api/notifications/stream?lastEventId=12');
  });

  it('resumes only her own stream', async () => {
    const first = connect(queryClient);
    FakeEventSource.latest()!.emit('unread', { count: 0 }, 7);
    await vi.waitFor(() => expect(count(queryClient)).toBe(0));
    first();
    const again = connect(queryClient);
    expect(FakeEventSource.latest()?.url).toBe('/api/notifications/stream?lastEventId=7');
    again();
    connectNotifications(queryClient, {
      userId: 'u-bia',
      EventSourceClass: FakeEventSource as unknown as typeof EventSource,
    });
    expect(FakeEventSource.latest()?.url).toBe('/api/notifications/stream');
  });

  it('stops for good when the session is over (401)', async () => {
    createFakeApi({ session: MEMBER_ME })
      .on('GET /api/notifications/unread-count', () =>
        apiError(401, 'unauthorized', 'Faça login para continuar.'),
      )
      .install();
    connect(queryClient);
    FakeEventSource.latest()!.fail({ reconnecting: false });
    await settle();
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens nothing after it was stopped', async () => {
    createFakeApi({ session: MEMBER_ME })
      .on('GET /api/notifications/unread-count', () => ok({ count: 1 }))
      .install();
    const stop = connect(queryClient);
    FakeEventSource.latest()!.fail({ reconnecting: false });
    stop();
    await settle();
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

describe('connectNotifications: messages (issue 18)', () => {
  // The stream loads the chat feature at its first chat event; on a loaded CI machine that first
  // import alone took longer than waitFor's second (CI failed once), so it is loaded beforehand:
  // what is tested is how events reach the cache, not how long a cold import takes.
  beforeAll(async () => {
    await Promise.all([import('@domain/schemas/chat'), import('@web/features/chat')]);
  }, 30_000);
  const CHAT_UNREAD = ['chat', 'unread-count'];
  const THREAD = ['chat', 'messages', 'c-bia'];
  const DETAIL = ['chat', 'conversation', 'c-bia'];
  const thread = () =>
    queryClient
      .getQueryData<{ pages: { items: { seq: number }[] }[] }>(THREAD)
      ?.pages.flatMap((page) => page.items.map((item) => item.seq));

  it("hands 'message', 'message-read', 'conversation' and 'chat-unread' to the chat feature", async () => {
    queryClient.setQueryData(THREAD, {
      pages: [{ items: [aMessage({ conversationId: 'c-bia', seq: 1 })], olderCursor: null }],
      pageParams: [null],
    });
    queryClient.setQueryData(DETAIL, { id: 'c-bia', readers: [{ memberId: 'u-bia', lastReadSeq: 0 }] });
    connect(queryClient);
    const stream = FakeEventSource.latest()!;
    stream.open();

    stream.emit('message', {
      conversationId: 'c-bia',
      message: aMessage({ conversationId: 'c-bia', seq: 2 }),
      unreadCount: 1,
    });
    await vi.waitFor(() => expect(thread()).toEqual([1, 2]));
    expect(queryClient.getQueryData(CHAT_UNREAD)).toBe(1);

    stream.emit('message-read', {
      conversationId: 'c-bia',
      memberId: 'u-bia',
      lastReadSeq: 2,
      unreadCount: 0,
    });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<{ readers: unknown[] }>(DETAIL)?.readers).toEqual([
        { memberId: 'u-bia', lastReadSeq: 2 },
      ]),
    );

    stream.emit('chat-unread', { count: 7 });
    await vi.waitFor(() => expect(queryClient.getQueryData(CHAT_UNREAD)).toBe(7));

    stream.emit('conversation', { conversationId: 'c-bia', unreadCount: 3 });
    await vi.waitFor(() => expect(queryClient.getQueryState(DETAIL)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryData(CHAT_UNREAD)).toBe(3);
    // Chat events are not notifications: the bell's count is left alone.
    expect(count(queryClient)).toBeUndefined();
  });

  it('ignores a chat event it cannot read', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    queryClient.setQueryData(CHAT_UNREAD, 2);
    connect(queryClient);
    FakeEventSource.latest()!.emit('chat-unread', { count: 'muitas' });
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    expect(queryClient.getQueryData(CHAT_UNREAD)).toBe(2);
    info.mockRestore();
  });

  it('reads her chat again when the stream is back after an error (chat events are not replayed)', async () => {
    queryClient.setQueryData(THREAD, { pages: [], pageParams: [] });
    connect(queryClient);
    const stream = FakeEventSource.latest()!;
    stream.open();
    await settle();
    expect(queryClient.getQueryState(THREAD)?.isInvalidated).toBe(false);

    stream.fail({ reconnecting: true });
    stream.open();
    await vi.waitFor(() => expect(queryClient.getQueryState(THREAD)?.isInvalidated).toBe(true));
  });
});
