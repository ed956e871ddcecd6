import type { Policy } from './policy.js';
import type { Relation } from './relation.js';

/** Her standing towards one post: whether she wrote it, and her relation to who did. */
export type PostSubject = { isAuthor: boolean; relation: Relation };

/**
 * A post is edited and deleted by the person who wrote it, whatever her role where it was
 * posted (SPEC §6); speaking for a community or company is theirs (community.ts, company.ts).
 */
export const POST_POLICY = {
  edit: (s: PostSubject) => s.isAuthor,
  delete: (s: PostSubject) => s.isAuthor,
} satisfies Policy<PostSubject, string>;
export type PostAction = keyof typeof POST_POLICY;
