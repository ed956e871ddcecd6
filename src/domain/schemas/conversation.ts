import { z } from 'zod';
import { CONVERSATION_COPY } from '../copy/conversation.js';
import { REACTION_KINDS } from '../enums.js';
import { COMMENT_MAX_LENGTH, MENTION_QUERY_MAX_LENGTH, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits.js';
import { COMMENT_POLICY } from '../rules/permissions/comment.js';
import './fields.js';
import { viewerFlagsShape } from './viewer.js';

/*
 * Conversation on the feed (issue 16): reactions, comments with one level of replies, mentions.
 * Everything a member may do here needs the post to be one she may read (404 otherwise).
 *
 *   PUT    /api/posts/{id}/reaction            { kind }  → reactionSummarySchema (idempotent)
 *   DELETE /api/posts/{id}/reaction                      → reactionSummarySchema
 *   GET    /api/posts/{id}/reactions?kind&cursor&limit   → reactorPageSchema (newest first)
 *   GET    /api/posts/{id}/comments?cursor&limit         → commentPageSchema (newest first, top level)
 *   POST   /api/posts/{id}/comments  { content, parentId? } → commentSchema (201)
 *   GET    /api/comments/{id}/replies?cursor&limit       → commentPageSchema (oldest first)
 *   PATCH  /api/comments/{id}        { content }        → commentSchema ('Editado')
 *   DELETE /api/comments/{id}                            → 204 (its replies go with it)
 *   GET    /api/mentions/suggestions?q                   → memberRefSchema[] (suggestions)
 *
 * Texts carry mentions as `@[<member id>]` (rules/mentions.ts); each answer lists the members
 * its texts mention (`mentions`), with their current names and profile addresses.
 */

export const reactionKindSchema = z.enum(REACTION_KINDS);

/** A post's reactions as its card shows them: the count of each kind, the total, and hers. */
export const reactionSummarySchema = z.object({
  counts: z.record(reactionKindSchema, z.number().int()),
  total: z.number().int(),
  mine: reactionKindSchema.nullable(),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

export const reactionInputSchema = z.object({ kind: reactionKindSchema });

/** A member as the conversation names her: avatar, name, title, profile address. */
export const memberRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  professionalTitle: z.string().nullable(),
  /** /m/{slug}; null when her profile has no address yet. */
  slug: z.string().nullable(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;

/** A member a text mentions (rendered '@Name', linking to /m/{slug}). */
export const mentionSchema = z.object({ id: z.string(), name: z.string(), slug: z.string().nullable() });
export type Mention = z.infer<typeof mentionSchema>;

export const reactorSchema = z.object({
  member: memberRefSchema,
  kind: reactionKindSchema,
  createdAt: z.string(),
});
export const reactorPageSchema = z.object({
  items: z.array(reactorSchema),
  nextCursor: z.string().nullable(),
});
export type Reactor = z.infer<typeof reactorSchema>;

export const reactorQuerySchema = z.object({
  kind: reactionKindSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/** Comment text: trimmed, 1..COMMENT_MAX_LENGTH characters, the post's text rules. */
export const commentContent = z
  .string({ error: CONVERSATION_COPY.errors.contentRequired })
  .trim()
  .min(1, CONVERSATION_COPY.errors.contentRequired)
  .max(COMMENT_MAX_LENGTH, CONVERSATION_COPY.errors.contentTooLong);

export const newCommentSchema = z.object({
  content: commentContent,
  /** Answering this comment (one level: a reply to a reply answers its parent). */
  parentId: z.uuid().nullish(),
});
export type NewComment = z.infer<typeof newCommentSchema>;

export const commentEditSchema = z.object({ content: commentContent });

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  /** Null for a comment on the post; the comment it answers for a reply. */
  parentId: z.string().nullable(),
  content: z.string(),
  author: memberRefSchema,
  createdAt: z.string(),
  /** Null until the first edit ('Editado'). */
  editedAt: z.string().nullable(),
  /** Replies to it (0 for a reply). */
  replyCount: z.number().int(),
  mentions: z.array(mentionSchema),
  /** rules/permissions/comment.ts: its writer edits; she, the post's writer or the place's team remove. */
  viewer: z.object(viewerFlagsShape(COMMENT_POLICY)),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentPageSchema = z.object({
  items: z.array(commentSchema),
  nextCursor: z.string().nullable(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const commentListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const mentionQuerySchema = z.object({ q: z.string().trim().min(1).max(MENTION_QUERY_MAX_LENGTH) });

/**
 * What a post's card carries of its conversation, beside the post itself (posts.ts postSchema):
 * reaction counts and hers, the number of comments and replies, the newest COMMENTS_INLINE
 * comments, and the members the post's text mentions.
 */
export const postConversationShape = {
  reactions: reactionSummarySchema,
  commentCount: z.number().int(),
  comments: z.array(commentSchema),
  mentions: z.array(mentionSchema),
};
