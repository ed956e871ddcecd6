import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReactionKind } from '../../../domain/enums.js';
import type { ReactionSummary, Reactor } from '../../../domain/schemas/conversation.js';
import type { Database, Executor } from '../../db/client.js';
import { authUser, postReactions, userProfile } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { notBlockedWith } from '../../policy/blocks.js';
import type { Notifier } from '../notifications/index.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import { reactionSummary } from './card.js';
import { memberRefColumns, memberRefOf } from './members.js';
import { postExcerpt } from './notices.js';

export type ConversationDeps = { db: Database; notifier: Notifier };

/**
 * Her reaction to a post, set or changed (PUT: idempotent). One row per member per post, written
 * by a single upsert, so double clicks and concurrent requests leave exactly one; the answer is
 * the summary counted afterwards by the same transaction. The post's writer hears of a new
 * reaction, not of a change of kind.
 */
export async function react(
  deps: ConversationDeps,
  actor: Actor,
  postId: string,
  kind: ReactionKind,
): Promise<ReactionSummary> {
  return deps.db.transaction(async (tx) => {
    // Locked against its deletion until the reaction (and its notification) are written.
    const post = await authorize(tx, actor, { kind: 'post', id: postId }, 'react', { lock: 'no key update' });
    // `xmax = 0` holds for a row this statement inserted, not for one it updated; the same kind
    // again updates nothing (and returns no row).
    const [written] = await tx
      .insert(postReactions)
      .values({ postId, userId: actor.id, kind })
      .onConflictDoUpdate({
        target: [postReactions.postId, postReactions.userId],
        set: { kind },
        setWhere: sql`${postReactions.kind} is distinct from excluded.kind`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    if (written?.inserted) {
      await deps.notifier.notify(tx, {
        recipientId: post.writerId,
        kind: 'post_reaction',
        actorId: actor.id,
        postId,
        excerpt: await postExcerpt(tx, postId),
      });
    }
    return reactionSummary(tx, actor.id, postId);
  });
}

/**
 * Takes her reaction back (DELETE: idempotent). Hers to take back whenever she can still see the
 * post, so it needs 'read', not 'react'.
 */
export async function unreact(
  deps: ConversationDeps,
  actor: Actor,
  postId: string,
): Promise<ReactionSummary> {
  return deps.db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'post', id: postId }, 'read');
    await tx
      .delete(postReactions)
      .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, actor.id)));
    return reactionSummary(tx, actor.id, postId);
  });
}

export type ReactorQuery = { kind?: ReactionKind; cursor?: string; limit: number };

/**
 * The statement of one page of who reacted, newest first (keyset on created_at, user_id:
 * post_reactions_list_idx, or post_reactions_kind_idx for one kind). Exposed for the index tests.
 */
export function reactorPageQuery(db: Executor, viewerId: string, postId: string, query: ReactorQuery) {
  const r = postReactions;
  return db
    .select({
      userId: r.userId,
      kind: r.kind,
      createdAt: r.createdAt,
      key: keysetTimestamp(r.createdAt),
      ...memberRefColumns,
    })
    .from(r)
    .innerJoin(authUser, eq(authUser.id, r.userId))
    .leftJoin(userProfile, eq(userProfile.id, r.userId))
    .where(
      and(
        eq(r.postId, postId),
        // A member a block stands between is not among them (issue 19).
        notBlockedWith(viewerId, r.userId),
        query.kind ? eq(r.kind, query.kind) : undefined,
        query.cursor ? olderThan(r.createdAt, r.userId, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(r.createdAt), desc(r.userId))
    .limit(query.limit + 1);
}

/**
 * Who reacted to a post she may read, newest first. A changed reaction keeps its place: the time
 * is when she first reacted.
 */
export async function listReactors(
  db: Database,
  actor: Actor,
  postId: string,
  query: ReactorQuery,
): Promise<{ items: Reactor[]; nextCursor: string | null }> {
  await authorize(db, actor, { kind: 'post', id: postId }, 'read');
  const rows = await reactorPageQuery(db, actor.id, postId, query);
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.userId }));
  return {
    items: page.rows.map((row) => ({
      member: memberRefOf(row.userId, row),
      kind: row.kind as ReactionKind,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
