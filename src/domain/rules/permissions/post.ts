import type { Policy } from './policy.js';
import type { Relation } from './relation.js';

/**
 * Her standing towards one post: whether she wrote it, whether she may read it (feed.ts
 * visibleTo: its author active and, in a private community, her approved membership), and her
 * relation to who wrote it.
 */
export type PostSubject = { isAuthor: boolean; visible: boolean; relation: Relation };

/**
 * A post is edited and deleted by the person who wrote it, whatever her role where it was
 * posted (SPEC §6); speaking for a community or company is theirs (community.ts, company.ts).
 * Whoever may read it may react to it and comment on it (issue 16), unless a block stands
 * between her and its writer.
 */
export const POST_POLICY = {
  /** Open it, and hear of what happens to it (notifications are never about what she cannot read). */
  read: (s: PostSubject) => s.visible,
  edit: (s: PostSubject) => s.isAuthor,
  delete: (s: PostSubject) => s.isAuthor,
  react: (s: PostSubject) => s.visible && !s.relation.blocked,
  comment: (s: PostSubject) => s.visible && !s.relation.blocked,
} satisfies Policy<PostSubject, string>;
export type PostAction = keyof typeof POST_POLICY;
