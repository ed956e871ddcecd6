import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { NO_RELATION, type Relation } from '../../domain/rules/permissions/relation.js';
import { type Executor, queryRows } from '../db/client.js';
import {
  chatSettings,
  connectionInvitations,
  connections,
  memberFollows,
  memberMutes,
} from '../db/schema/index.js';
import { notBlockedWith } from './blocks.js';

/**
 * Her relation to other members (rules/permissions/relation.ts), for one member or a whole page
 * of them in ONE statement: blocks either way, connection, her follow, and a pending invitation
 * between them with its direction. Every rule and every `viewer` flag about another member
 * reads it from here.
 */
export async function relationsTo(
  db: Executor,
  actorId: string,
  otherIds: readonly string[],
): Promise<Map<string, Relation & { invitationId: string | null }>> {
  // A malformed id names no member (no relation), rather than failing the statement's uuid cast.
  const ids = [...new Set(otherIds)].filter((id) => id !== actorId && z.guid().safeParse(id).success);
  const result = new Map<string, Relation & { invitationId: string | null }>();
  for (const id of otherIds) result.set(id, { ...NO_RELATION, invitationId: null });
  if (ids.length === 0) return result;
  const others = sql`unnest(${sql.param(ids)}::uuid[])`;
  const rows = await queryRows<{
    other_id: string;
    blocked: boolean;
    connected: boolean;
    following: boolean;
    invitation_id: string | null;
    invitation_sent: boolean | null;
    accepts_requests: boolean;
    muted: boolean;
  }>(
    db,
    sql`
    select o.id as other_id,
      not ${notBlockedWith(actorId, sql`o.id`)} as blocked,
      exists (select 1 from ${connections}
        where ${connections.userId} = ${actorId} and ${connections.otherId} = o.id) as connected,
      exists (select 1 from ${memberFollows}
        where ${memberFollows.followerId} = ${actorId} and ${memberFollows.followedId} = o.id) as following,
      i.id as invitation_id, i.sender_id = ${actorId} as invitation_sent,
      coalesce((select ${chatSettings.allowRequests} from ${chatSettings}
        where ${chatSettings.userId} = o.id), true) as accepts_requests,
      exists (select 1 from ${memberMutes}
        where ${memberMutes.userId} = ${actorId} and ${memberMutes.mutedId} = o.id) as muted
    from ${others} as o(id)
    left join ${connectionInvitations} i on i.status = 'pending'
      and least(i.sender_id, i.recipient_id) = least(${actorId}::uuid, o.id)
      and greatest(i.sender_id, i.recipient_id) = greatest(${actorId}::uuid, o.id)`,
  );
  for (const row of rows) {
    result.set(row.other_id, {
      blocked: row.blocked,
      connected: row.connected,
      following: row.following,
      invitation: row.invitation_id === null ? null : row.invitation_sent ? 'sent' : 'received',
      acceptsMessages: row.connected || row.accepts_requests,
      muted: row.muted,
      invitationId: row.invitation_id,
    });
  }
  return result;
}

/** Her relation to one other member (none to herself). */
export async function relationBetween(db: Executor, actorId: string, otherId: string): Promise<Relation> {
  const { invitationId: _, ...relation } = (await relationsTo(db, actorId, [otherId])).get(otherId)!;
  return relation;
}
