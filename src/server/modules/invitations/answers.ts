import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INVITATIONS_COPY } from '../../../domain/copy/invitations.js';
import { PENDING_INVITATIONS_LIMIT } from '../../../domain/limits.js';
import type {
  InvitationAnswer,
  InvitationPlace,
  InvitationRole,
  MyInvitation,
} from '../../../domain/schemas/invitations.js';
import { type Database, type Executor, queryRows, type Transaction } from '../../db/client.js';
import { accessInvitations } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { addressedTo } from '../../policy/scopes.js';
import { applyGroupRole, lockGroup } from '../access/index.js';
import { PLACE_GROUPS, placeColumn } from './places.js';

// Her side of an invitation (issue 13): the pending ones on /minhas-comunidades and
// /minhas-empresas, accept and decline.
//
// Hers means: made for her account, or for her address once she has verified it — an address
// invitation waits for whoever proves she owns the address, now or after she signs up.
//
// Answers are safe to repeat (a double click): accepting an accepted invitation, or declining a
// declined one, answers the same and changes nothing. Anything else not pending is 409, an
// invitation that is not hers (or does not exist) 404, and both change nothing.

const isUuid = (value: string) => z.guid().safeParse(value).success;
const notFoundError = () => notFound(INVITATIONS_COPY.errors.notFound);

/** Invitations made for her account or for her verified address. */
/** Invitations addressed to her (policy/scopes.ts). */
const hers = (userId: string): SQL =>
  addressedTo(accessInvitations.inviteeId, accessInvitations.inviteeEmail, userId);

/**
 * GET /api/me/invitations: her pending invitations at active places, newest first, each with
 * the place (name, logo), the role and who offered it. One query.
 */
export async function listMyInvitations(db: Database, userId: string): Promise<MyInvitation[]> {
  const rows = await queryRows<{
    id: string;
    kind: InvitationPlace;
    placeId: string;
    placeName: string;
    logoUrl: string | null;
    role: InvitationRole;
    invitedBy: string | null;
    createdAt: Date | string;
  }>(
    db,
    sql`select i.id, i.role, i.created_at as "createdAt",
        case when i.community_id is not null then 'community' else 'company' end as kind,
        coalesce(c.id, co.id) as "placeId",
        coalesce(c.name, co.name) as "placeName",
        coalesce(c.logo_url, co.logo_url) as "logoUrl",
        coalesce(ip.full_name, iu.name) as "invitedBy"
      from ${accessInvitations} i
      left join communities c on c.id = i.community_id and c.is_active
      left join companies co on co.id = i.company_id and co.is_active
      left join auth_user iu on iu.id = i.invited_by
      left join user_profile ip on ip.id = i.invited_by
      where i.status = 'pending'
        and ${addressedTo(sql`i.invitee_id`, sql`i.invitee_email`, userId)}
        and (c.id is not null or co.id is not null)
      order by i.created_at desc, i.id
      limit ${PENDING_INVITATIONS_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    place: { kind: r.kind, id: r.placeId, name: r.placeName, logoUrl: r.logoUrl },
    role: r.role,
    invitedBy: r.invitedBy,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

type InvitationRow = {
  id: string;
  communityId: string | null;
  companyId: string | null;
  role: string;
  status: string;
};

const invitationColumns = {
  id: accessInvitations.id,
  communityId: accessInvitations.communityId,
  companyId: accessInvitations.companyId,
  role: accessInvitations.role,
  status: accessInvitations.status,
};

/** Her invitation `invitationId` (locked when `tx` is a transaction that asks), or 404. */
async function findHers(db: Executor, userId: string, invitationId: string, lock = false) {
  if (!isUuid(invitationId)) throw notFoundError();
  const query = db
    .select(invitationColumns)
    .from(accessInvitations)
    .where(and(eq(accessInvitations.id, invitationId), hers(userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFoundError();
  return row;
}

function placeOf(row: InvitationRow): { kind: InvitationPlace; id: string } {
  return row.communityId
    ? { kind: 'community', id: row.communityId }
    : { kind: 'company', id: row.companyId! };
}

function answerOf(row: InvitationRow, status: string): InvitationAnswer {
  return {
    id: row.id,
    status: status as InvitationAnswer['status'],
    place: placeOf(row),
    role: row.role as InvitationRole,
  };
}

/**
 * POST /api/invitations/{id}/accept: she takes the role she saw (`seenRole`). Under the place's
 * lock, with the rules of a grant (member count, last-admin rule); her other pending offers at
 * the same place are withdrawn, since she now holds the role she chose. 404 when it is not
 * hers or its place is gone; 409 when it is no longer pending or its role changed meanwhile.
 */
export async function acceptInvitation(
  db: Database,
  userId: string,
  invitationId: string,
  seenRole: InvitationRole,
): Promise<InvitationAnswer> {
  const found = await findHers(db, userId, invitationId);
  const place = placeOf(found);
  const group = PLACE_GROUPS[place.kind];
  return db.transaction(async (tx) => {
    // The place first, as every grant and join does, then the invitation.
    await lockGroup(tx, group, place.id, group.lock);
    const row = await findHers(tx, userId, invitationId, true);
    if (row.status === 'accepted') return answerOf(row, 'accepted');
    if (row.status !== 'pending') throw conflict(INVITATIONS_COPY.errors.notPending);
    if (row.role !== seenRole) throw conflict(INVITATIONS_COPY.errors.roleChanged);
    await applyGroupRole(tx, group, place.id, userId, row.role as InvitationRole);
    await respond(tx, row.id, 'accepted');
    await tx
      .update(accessInvitations)
      .set({ status: 'cancelled', respondedAt: sql`now()` })
      .where(
        and(
          eq(placeColumn(place.kind), place.id),
          eq(accessInvitations.status, 'pending'),
          ne(accessInvitations.id, row.id),
          hers(userId),
        ),
      );
    return answerOf(row, 'accepted');
  });
}

/** POST /api/invitations/{id}/decline: recorded; nothing else changes. 404 / 409 as accept. */
export async function declineInvitation(
  db: Database,
  userId: string,
  invitationId: string,
): Promise<InvitationAnswer> {
  return db.transaction(async (tx) => {
    const row = await findHers(tx, userId, invitationId, true);
    if (row.status === 'declined') return answerOf(row, 'declined');
    if (row.status !== 'pending') throw conflict(INVITATIONS_COPY.errors.notPending);
    await respond(tx, row.id, 'declined');
    return answerOf(row, 'declined');
  });
}

async function respond(tx: Transaction, id: string, status: 'accepted' | 'declined') {
  await tx
    .update(accessInvitations)
    .set({ status, respondedAt: sql`now()` })
    .where(eq(accessInvitations.id, id));
}
