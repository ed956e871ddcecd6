import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INVITATIONS_COPY } from '../../../domain/copy/invitations.js';
import { PENDING_INVITATIONS_LIMIT } from '../../../domain/limits.js';
import type {
  InvitationPlace,
  InvitationRole,
  PlaceInvitation,
} from '../../../domain/schemas/invitations.js';
import { type Database, queryRows } from '../../db/client.js';
import { accessInvitations } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { PLACE_GROUPS, placeColumn } from './places.js';

// A place's side of its invitations (issue 13), for those who may grant there: the pending ones
// on the grant page, and cancelling one. An address invitation is shown by the address typed,
// never by the name of an account that may have it: that would tell who has an account.

const isUuid = (value: string) => z.guid().safeParse(value).success;

/**
 * GET /api/{communities|companies}/{id}/invitations: the place's pending invitations, newest
 * first — who (her name, or the address typed), the role, when and by whom. One query after the
 * granting check.
 */
export async function listPlaceInvitations(
  db: Database,
  actor: Actor,
  kind: InvitationPlace,
  placeId: string,
): Promise<PlaceInvitation[]> {
  await authorize(db, actor, { kind, id: placeId }, 'grant');
  const placeOfRow = kind === 'community' ? sql`i.community_id` : sql`i.company_id`;
  const rows = await queryRows<{
    id: string;
    role: InvitationRole;
    inviteeId: string | null;
    inviteeName: string | null;
    inviteeEmail: string | null;
    invitedBy: string | null;
    createdAt: Date | string;
  }>(
    db,
    sql`select i.id, i.role, i.created_at as "createdAt",
        i.invitee_id as "inviteeId", i.invitee_email as "inviteeEmail",
        case when i.invitee_id is not null then coalesce(p.full_name, u.name) end as "inviteeName",
        coalesce(ip.full_name, iu.name) as "invitedBy"
      from ${accessInvitations} i
      left join auth_user u on u.id = i.invitee_id
      left join user_profile p on p.id = i.invitee_id
      left join auth_user iu on iu.id = i.invited_by
      left join user_profile ip on ip.id = i.invited_by
      where ${placeOfRow} = ${placeId} and i.status = 'pending'
      order by i.created_at desc, i.id
      limit ${PENDING_INVITATIONS_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    role: r.role,
    invitee: r.inviteeId
      ? { kind: 'member' as const, userId: r.inviteeId, fullName: r.inviteeName ?? '' }
      : { kind: 'email' as const, email: r.inviteeEmail ?? '' },
    invitedBy: r.invitedBy,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

/**
 * DELETE /api/{communities|companies}/{id}/invitations/{invitationId}: withdraws a pending
 * invitation of that place; cancelling a cancelled one changes nothing. 404 for an invitation
 * of another place (or none), 409 when she already answered.
 */
export async function cancelInvitation(
  db: Database,
  actor: Actor,
  kind: InvitationPlace,
  placeId: string,
  invitationId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind, id: placeId }, 'grant', { lock: PLACE_GROUPS[kind].lock });
    if (!isUuid(invitationId)) throw notFound(INVITATIONS_COPY.errors.notFound);
    const [row] = await tx
      .select({ id: accessInvitations.id, status: accessInvitations.status })
      .from(accessInvitations)
      .where(and(eq(accessInvitations.id, invitationId), eq(placeColumn(kind), placeId)))
      .for('update');
    if (!row) throw notFound(INVITATIONS_COPY.errors.notFound);
    if (row.status === 'cancelled') return;
    if (row.status !== 'pending') throw conflict(INVITATIONS_COPY.errors.alreadyAnswered);
    await tx
      .update(accessInvitations)
      .set({ status: 'cancelled', respondedAt: sql`now()` })
      .where(eq(accessInvitations.id, row.id));
  });
}
