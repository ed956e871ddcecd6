import { communities, communityMembers, posts } from '../../db/schema/index.js';
import type { TestContext } from '../../test/context.js';
import type { TestMember } from '../../test/members.js';
import type { NotificationEvent } from './notify.js';

// Test helpers of the notifications suites: posts and communities written straight to the
// database, notifications made through the real notifier, and a reader of the live stream.

let counter = 0;

/** A post she wrote, into `communityId` when given. */
export async function insertPost(ctx: TestContext, author: { id: string }, communityId?: string) {
  counter += 1;
  const [row] = await ctx.db
    .insert(posts)
    .values({
      content: `Publicação de teste ${counter}`,
      userId: author.id,
      createdByUserId: author.id,
      authorType: 'user',
      authorId: author.id,
      communityId: communityId ?? null,
    })
    .returning();
  return row!;
}

/** A community, private or not, with these approved members. */
export async function insertGroup(
  ctx: TestContext,
  options: { isPrivate?: boolean; members?: { id: string }[] } = {},
) {
  counter += 1;
  const [row] = await ctx.db
    .insert(communities)
    .values({
      name: `Comunidade de notificações ${counter}`,
      description: 'Comunidade de teste',
      isPrivate: options.isPrivate ?? false,
      memberCount: options.members?.length ?? 0,
    })
    .returning();
  for (const member of options.members ?? []) {
    await ctx.db
      .insert(communityMembers)
      .values({ communityId: row!.id, userId: member.id, isApproved: true });
  }
  return row!;
}

/** An event notified in a transaction of its own, as an action would. */
export async function notifyNow(ctx: TestContext, event: NotificationEvent) {
  await ctx.db.transaction((tx) => ctx.notifier.notify(tx, event));
}

export type StreamEvent = { event: string; data: unknown; id?: string };

/**
 * Opens her live stream through the app (as EventSource would) and reads it as it arrives:
 * `next(kind)` waits for the next event of that kind, `ended()` for the stream's end.
 */
export async function openStream(
  ctx: TestContext,
  member: TestMember,
  options: { lastEventId?: string | number; viaQuery?: boolean } = {},
) {
  const last = options.lastEventId === undefined ? undefined : String(options.lastEventId);
  const path = `/api/notifications/stream${last && options.viaQuery ? `?lastEventId=${last}` : ''}`;
  const res = await ctx.app.request(path, {
    headers: {
      cookie: member.cookie,
      accept: 'text/event-stream',
      'accept-encoding': 'br, gzip',
      ...(last && !options.viaQuery ? { 'last-event-id': last } : {}),
    },
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let done = false;
  let wake: () => void = () => {};
  const changed = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });
  const reader = res.body?.getReader();
  const reading = (async () => {
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done: finished, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (finished) break;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          const colon = line.indexOf(':');
          if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
        }
        if (fields.event || fields.data) {
          events.push({
            event: fields.event ?? 'message',
            data: JSON.parse(fields.data ?? 'null'),
            id: fields.id,
          });
        }
      }
      wake();
    }
    done = true;
    wake();
  })();

  /** Waits until `test` holds (checked on every arrival) or fails after `timeoutMs`. */
  async function until(test: () => boolean, what: string, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > deadline) throw new Error(`stream: ${what} did not happen within ${timeoutMs} ms`);
      await Promise.race([changed(), new Promise((r) => setTimeout(r, 100))]);
    }
  }

  return {
    res,
    events,
    comments,
    /** The events of one kind received so far. */
    of: (event: string) => events.filter((e) => e.event === event),
    /** Resolves once `count` events of the kind have arrived; returns them. */
    async waitFor(event: string, count = 1, timeoutMs?: number) {
      await until(
        () => events.filter((e) => e.event === event).length >= count,
        `${count} '${event}'`,
        timeoutMs,
      );
      return events.filter((e) => e.event === event);
    },
    /** Resolves when the server ended the stream. */
    ended: (timeoutMs?: number) => until(() => done, 'the end', timeoutMs),
    isDone: () => done,
    async close() {
      await reader?.cancel().catch(() => {});
      await reading;
    },
  };
}
