import type { PostAuthorType } from '../../domain/enums.js';
import type { Executor } from '../db/client.js';
import type { Actor } from './actor.js';
import { permits } from './authorize.js';

/**
 * SPEC §6 "Author choices": whether she may publish as this author — herself; a community or a
 * company whose 'post' permission her role there holds (rules/permissions: approved admins and
 * moderators of an active community, admins and editors of an active company). An unknown
 * author is simply one she may not speak for. One query. Editing or deleting a post stays with
 * the person who wrote it, whatever her role (rules/permissions/post.ts).
 */
export async function maySpeakAs(
  db: Executor,
  actor: Actor,
  author: { type: PostAuthorType; id: string },
): Promise<boolean> {
  if (author.type === 'user') return author.id === actor.id;
  return permits(db, actor, { kind: author.type, id: author.id }, 'post');
}
