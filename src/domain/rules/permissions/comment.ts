import type { Policy } from './policy.js';
import type { Relation } from './relation.js';

/**
 * Her standing towards one comment (issue 16): whether she wrote it, whether she wrote the post
 * it answers, whether she looks after the place the post lives in (an approved admin or
 * moderator of the community it was posted into, or staff of the company it speaks for), and her
 * relation to the comment's writer.
 */
export type CommentSubject = {
  isAuthor: boolean;
  isPostAuthor: boolean;
  moderatesPlace: boolean;
  relation: Relation;
};

/**
 * A comment is edited by its writer only; removed by its writer, by the post's writer (her post,
 * her conversation), and by whoever looks after the community or company the post belongs to.
 */
export const COMMENT_POLICY = {
  edit: (s: CommentSubject) => s.isAuthor,
  delete: (s: CommentSubject) => s.isAuthor || s.isPostAuthor || s.moderatesPlace,
} satisfies Policy<CommentSubject, string>;
export type CommentAction = keyof typeof COMMENT_POLICY;
