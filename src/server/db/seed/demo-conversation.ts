import { randomUUID } from 'node:crypto';
import { COMMENT_MAX_LENGTH } from '../../../domain/limits.js';
import { mentionToken } from '../../../domain/rules/mentions.js';
import type { postComments, postReactions } from '../schema/index.js';
import { hoursBefore } from './clock.js';
import { DEMO_COMMUNITIES } from './datasets/demo-communities.js';
import { DEMO_CONVERSATIONS } from './datasets/demo-conversation.js';
import type { DemoPost, DemoPostKey, DemoReply, DemoText, MemberKey } from './datasets/demo-types.js';
import { type DemoContext, entriesOf } from './demo-context.js';
import type { KeyedPost } from './demo-feed.js';
import { communityStanding } from './demo-roles.js';

type CommentRow = typeof postComments.$inferInsert & { id: string };

export type ConversationRows = {
  reactions: (typeof postReactions.$inferInsert)[];
  /** Comments before their replies. */
  comments: CommentRow[];
};

type Fail = (why: string) => never;

/**
 * The demo's reactions and comments, refused when the services would refuse them: only from a
 * member who may read the post, one reaction each, replies one level deep, text of a valid
 * length, and everything after what it answers and never in the future. No notifications: this
 * is the demo's history, already read.
 */
export function buildConversationRows(
  ctx: DemoContext,
  keyed: ReadonlyMap<DemoPostKey, KeyedPost>,
): ConversationRows {
  const rows: ConversationRows = { reactions: [], comments: [] };
  for (const [key, conversation] of entriesOf(DEMO_CONVERSATIONS)) {
    const target = keyed.get(key);
    if (!target) throw new Error(`Demo seed: no post carries the key "${key}" its conversation names`);
    const failer =
      (what: string): Fail =>
      (why) => {
        throw new Error(`Demo seed: ${what} on post #${target.index} ("${key}") ${why}`);
      };

    const reactors = new Set<MemberKey>();
    for (const reaction of conversation.reactions) {
      const fail = failer(`the reaction of "${reaction.member}"`);
      if (reactors.has(reaction.member)) fail('is her second one');
      reactors.add(reaction.member);
      assertMayRead(target.post, reaction.member, fail);
      rows.reactions.push({
        postId: target.id,
        userId: ctx.memberIds[reaction.member],
        kind: reaction.kind,
        createdAt: timeOf(ctx, reaction.member, reaction.hoursAgo, target.post.hoursAgo, fail),
      });
    }

    for (const comment of conversation.comments) {
      const parent = commentRow(ctx, target, comment, null, target.post.hoursAgo, failer);
      rows.comments.push(parent);
      for (const reply of comment.replies ?? []) {
        rows.comments.push(commentRow(ctx, target, reply, parent.id, comment.hoursAgo, failer));
      }
    }
  }
  return rows;
}

function commentRow(
  ctx: DemoContext,
  target: KeyedPost,
  comment: DemoReply,
  parentId: string | null,
  answersHoursAgo: number,
  failer: (what: string) => Fail,
): CommentRow {
  const fail = failer(`the ${parentId ? 'reply' : 'comment'} of "${comment.writer}"`);
  assertMayRead(target.post, comment.writer, fail);
  const createdAt = timeOf(ctx, comment.writer, comment.hoursAgo, answersHoursAgo, fail);
  return {
    id: randomUUID(),
    postId: target.id,
    parentId,
    userId: ctx.memberIds[comment.writer],
    content: textOf(ctx, target.post, comment.content, fail),
    createdAt,
    updatedAt: createdAt,
  };
}

// The rule the post policy applies to reading, reacting and commenting (policy/post-visibility.ts
// visibleTo): a post in a private community is for its approved members alone.
function assertMayRead(post: DemoPost, member: MemberKey, fail: Fail): void {
  if (!post.community || !DEMO_COMMUNITIES[post.community].isPrivate) return;
  if (!communityStanding(post.community, member)?.approved) {
    fail(`involves "${member}", who may not read it (not an approved member of its private community)`);
  }
}

/** After what it answers, after she joined, and not in the future. */
function timeOf(ctx: DemoContext, member: MemberKey, hoursAgo: number, answersHoursAgo: number, fail: Fail) {
  if (!(hoursAgo > 0)) fail(`is in the future (${hoursAgo} hours ago)`);
  if (!(hoursAgo < answersHoursAgo))
    fail(`is not after what it answers (${hoursAgo} ≥ ${answersHoursAgo} hours ago)`);
  const at = hoursBefore(ctx.now, hoursAgo);
  if (at < ctx.memberSince[member]) fail('is older than her account');
  return at;
}

/** The stored text: mentions as tokens (of members who may read the post), trimmed, of a valid length. */
function textOf(ctx: DemoContext, post: DemoPost, content: DemoText, fail: Fail): string {
  const parts = typeof content === 'string' ? [content] : content;
  const text = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      assertMayRead(post, part.mention, fail);
      return mentionToken(ctx.memberIds[part.mention]);
    })
    .join('');
  if (text.trim() !== text) fail('has text that is not trimmed');
  if (text.length < 1 || text.length > COMMENT_MAX_LENGTH) fail(`has ${text.length} characters`);
  return text;
}
