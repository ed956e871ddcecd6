import { eq } from 'drizzle-orm';
import { mentionedIds } from '../../../domain/rules/mentions.js';
import type { Executor } from '../../db/client.js';
import { posts } from '../../db/schema/index.js';
import type { Notifier } from '../notifications/index.js';
import { excerptOf, type Mentioned, mentionsIn, resolveMentions } from './members.js';

// Who hears of what happens in a conversation. Called inside the transaction of the action, so
// the notifications exist exactly when the action does. The notifier itself drops what she did
// herself and anything about a post she may not read (a private community's, for a non-member).

type TextEvent = {
  actorId: string;
  postId: string;
  commentId?: string | null;
  /** The text as written now. */
  text: string;
  /** Before an edit: whoever it mentioned already was told when it was first written. */
  previous?: string;
};

/** Notifies the members the text mentions that `previous` did not; answers who was considered. */
async function notifyNewMentions(
  tx: Executor,
  notifier: Notifier,
  event: TextEvent,
  mentioned: Mentioned,
  excerpt: string,
): Promise<string[]> {
  const already = new Set(event.previous === undefined ? [] : mentionedIds(event.previous));
  const recipients = mentionsIn(event.text, mentioned)
    .map((m) => m.id)
    .filter((id) => !already.has(id));
  for (const recipientId of recipients) {
    await notifier.notify(tx, {
      recipientId,
      kind: 'mention',
      actorId: event.actorId,
      postId: event.postId,
      commentId: event.commentId ?? null,
      excerpt,
    });
  }
  return recipients;
}

/** A post or comment written or edited: the members it newly mentions hear of it. */
export async function notifyMentions(tx: Executor, notifier: Notifier, event: TextEvent): Promise<void> {
  const mentioned = await resolveMentions(tx, [event.text]);
  if (mentioned.size === 0) return;
  await notifyNewMentions(tx, notifier, event, mentioned, excerptOf(event.text, mentioned));
}

/**
 * A new comment or reply. Each person hears of it once, by the most personal reason she has:
 * mentioned in it, else a reply to her comment (the one answered and the thread's first), else
 * a comment on her post (replies included: it is all her post's conversation).
 */
export async function notifyNewComment(
  tx: Executor,
  notifier: Notifier,
  event: TextEvent & { commentId: string; postWriterId: string; answeredWriterIds: readonly string[] },
): Promise<void> {
  const mentioned = await resolveMentions(tx, [event.text]);
  const excerpt = excerptOf(event.text, mentioned);
  const told = new Set(await notifyNewMentions(tx, notifier, event, mentioned, excerpt));
  const tell = async (recipientId: string, kind: 'comment_reply' | 'post_comment') => {
    if (told.has(recipientId)) return;
    told.add(recipientId);
    await notifier.notify(tx, {
      recipientId,
      kind,
      actorId: event.actorId,
      postId: event.postId,
      commentId: event.commentId,
      excerpt,
    });
  };
  for (const writerId of event.answeredWriterIds) await tell(writerId, 'comment_reply');
  await tell(event.postWriterId, 'post_comment');
}

/** The post's words, as a reaction's notification quotes them (null: it is gone). */
export async function postExcerpt(tx: Executor, postId: string): Promise<string | null> {
  const [row] = await tx.select({ content: posts.content }).from(posts).where(eq(posts.id, postId));
  if (!row) return null;
  return excerptOf(row.content, await resolveMentions(tx, [row.content]));
}
