import { NO_RELATION, type Relation } from '../../domain/rules/permissions/relation.js';
import type { Executor } from '../db/client.js';

/**
 * Her relation to another member, as the rules read it (rules/permissions/relation.ts). No
 * relation between two members is stored yet: blocking (issue 19) reads its table here, and
 * every rule that involves another member already receives the answer.
 */
export async function relationBetween(_db: Executor, _actorId: string, _otherId: string): Promise<Relation> {
  return NO_RELATION;
}
