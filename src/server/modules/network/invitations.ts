import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NETWORK_COPY } from '../../../domain/copy/network.js';
import {
  CONNECTION_INVITES_PER_WEEK,
  CONNECTION_PENDING_MAX,
  CONNECTION_REINVITE_AFTER_DAYS,
} from '../../../domain/limits.js';
import type { InvitationBox, InvitationPage, InvitationResult } from '../../../domain/schemas/network.js';
import type { Database, Executor } from '../../db/client.js';
import { connectionInvitations, notifications, userProfile } from '../../db/schema/index.js';
import { conflict, notFound, tooManyRequests } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { checkNewAccountCap } from '../../policy/new-account-caps.js';
import { relationBetween } from '../../policy/relation.js';
import type { Notifier } from '../notifications/index.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import { connect, networkOf } from './connections.js';
import { lockMembers } from './pair-lock.js';
import { memberNetworks, personColumns, toPerson } from './people.js';

// Connection invitations (issue 17): pending → accepted | declined | cancelled. Every change
// locks the pair first (pair-lock.ts), so whatever arrives at once — 30 invitations, both
// directions, an answer and a withdrawal — ends in one pending invitation at most (the unique
// index says so too) and a connection made once.

export type NetworkDeps = { db: Database; notifier: Notifier };

const E = NETWORK_COPY.errors;
const DAY_MS = 86_400_000;

type InvitationRow = typeof connectionInvitations.$inferSelect;

/** Refuses past the caps: what she sent in 7 days, and what still waits for an answer. */
async function checkCaps(tx: Executor, senderId: string): Promise<void> {
  const weekAgo = new Date(Date.now() - 7 * DAY_MS);
  const recent = gt(connectionInvitations.createdAt, weekAgo);
  const pending = eq(connectionInvitations.status, 'pending');
  const [sent] = await tx
    .select({
      week: sql<number>`count(*) filter (where ${recent})::int`,
      pending: sql<number>`count(*) filter (where ${pending})::int`,
    })
    .from(connectionInvitations)
    .where(and(eq(connectionInvitations.senderId, senderId), or(recent, pending)));
  if ((sent?.week ?? 0) >= CONNECTION_INVITES_PER_WEEK) throw tooManyRequests(E.weeklyCap);
  if ((sent?.pending ?? 0) >= CONNECTION_PENDING_MAX) throw conflict(E.pendingCap);
}

/** A decline makes her wait CONNECTION_REINVITE_AFTER_DAYS before inviting that member again. */
async function checkNotDeclinedRecently(tx: Executor, senderId: string, recipientId: string): Promise<void> {
  const [last] = await tx
    .select({ at: connectionInvitations.respondedAt })
    .from(connectionInvitations)
    .where(
      and(
        eq(connectionInvitations.senderId, senderId),
        eq(connectionInvitations.recipientId, recipientId),
        eq(connectionInvitations.status, 'declined'),
      ),
    )
    .orderBy(desc(connectionInvitations.respondedAt))
    .limit(1);
  if (!last?.at) return;
  const until = new Date(last.at.getTime() + CONNECTION_REINVITE_AFTER_DAYS * DAY_MS);
  if (until > new Date()) throw conflict(E.declinedRecently(until));
}

/** The pending invitation she may answer (received) or withdraw (sent), locked; 404 otherwise. */
async function pendingInvitation(tx: Executor, id: string): Promise<InvitationRow> {
  const [row] = z.guid().safeParse(id).success
    ? await tx
        .select()
        .from(connectionInvitations)
        .where(and(eq(connectionInvitations.id, id), eq(connectionInvitations.status, 'pending')))
        .for('update')
    : [];
  if (!row) throw notFound(E.invitationNotFound);
  return row;
}

async function accept(deps: NetworkDeps, tx: Executor, actor: Actor, invitation: InvitationRow) {
  await tx
    .update(connectionInvitations)
    .set({ status: 'accepted', respondedAt: new Date() })
    .where(eq(connectionInvitations.id, invitation.id));
  await connect(tx, invitation.senderId, invitation.recipientId);
  await deps.notifier.notify(tx, { recipientId: invitation.senderId, kind: 'connection', actorId: actor.id });
}

/**
 * POST /api/network/invitations: invites a member to connect. When that member had already
 * invited her, this accepts her invitation instead (both want it; 200 'accepted'). Refused: herself
 * (400), a member she cannot see (404), already connected or already invited (409), the caps
 * (429 weekly, 409 pending), a recent decline by that member (409, with the date she may retry).
 */
export async function sendInvitation(
  deps: NetworkDeps,
  actor: Actor,
  input: { memberId: string; note?: string },
): Promise<{ created: boolean; result: InvitationResult }> {
  const { memberId, note } = input;
  return deps.db.transaction(async (tx) => {
    await lockMembers(tx, [actor.id, memberId]);
    const relation = await relationBetween(tx, actor.id, memberId);
    if (relation.invitation === 'received') {
      const standing = await authorize(tx, actor, { kind: 'member', id: memberId }, 'answerInvitation');
      const invitation = await pendingInvitation(tx, standing.invitationId!);
      await accept(deps, tx, actor, invitation);
      return {
        created: false,
        result: { status: 'accepted', network: await networkOf(tx, actor, memberId) },
      };
    }
    await authorize(tx, actor, { kind: 'member', id: memberId }, 'connect');
    await checkNewAccountCap(tx, actor.id, 'invitation');
    await checkCaps(tx, actor.id);
    await checkNotDeclinedRecently(tx, actor.id, memberId);
    await tx
      .insert(connectionInvitations)
      .values({ senderId: actor.id, recipientId: memberId, note: note ?? null });
    await deps.notifier.notify(tx, {
      recipientId: memberId,
      kind: 'connection_invitation',
      actorId: actor.id,
      excerpt: note ?? null,
    });
    return { created: true, result: { status: 'pending', network: await networkOf(tx, actor, memberId) } };
  });
}

/** POST /api/network/invitations/{id}/accept|decline: hers to answer (received), once. */
export async function answerInvitation(
  deps: NetworkDeps,
  actor: Actor,
  invitationId: string,
  answer: 'accept' | 'decline',
): Promise<InvitationResult> {
  return deps.db.transaction(async (tx) => {
    const found = await pendingInvitation(tx, invitationId);
    if (found.recipientId !== actor.id) throw notFound(E.invitationNotFound);
    await lockMembers(tx, [found.senderId, found.recipientId]);
    await authorize(tx, actor, { kind: 'member', id: found.senderId }, 'answerInvitation');
    const invitation = await pendingInvitation(tx, invitationId);
    if (answer === 'accept') await accept(deps, tx, actor, invitation);
    else {
      // Declined silently: the sender is not told, and may invite again after a while.
      await tx
        .update(connectionInvitations)
        .set({ status: 'declined', respondedAt: new Date() })
        .where(eq(connectionInvitations.id, invitation.id));
    }
    await readInvitationNotice(tx, invitation);
    return {
      status: answer === 'accept' ? 'accepted' : 'declined',
      network: await networkOf(tx, actor, invitation.senderId),
    };
  });
}

/** DELETE /api/network/invitations/{id}: she withdraws one she sent; its notice goes too. */
export async function cancelInvitation(
  deps: NetworkDeps,
  actor: Actor,
  invitationId: string,
): Promise<InvitationResult> {
  return deps.db.transaction(async (tx) => {
    const found = await pendingInvitation(tx, invitationId);
    if (found.senderId !== actor.id) throw notFound(E.invitationNotFound);
    await lockMembers(tx, [found.senderId, found.recipientId]);
    const invitation = await pendingInvitation(tx, invitationId);
    await tx
      .update(connectionInvitations)
      .set({ status: 'cancelled', respondedAt: new Date() })
      .where(eq(connectionInvitations.id, invitation.id));
    // The recipient no longer has anything to answer: the unread notice about it disappears.
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.recipientId, invitation.recipientId),
          eq(notifications.kind, 'connection_invitation'),
          sql`${notifications.readAt} is null`,
          sql`${notifications.actorIds} @> array[${actor.id}]::uuid[]`,
        ),
      );
    return { status: 'cancelled', network: await networkOf(tx, actor, invitation.recipientId) };
  });
}

/** Answered: the notice that asked her is read now. */
async function readInvitationNotice(tx: Executor, invitation: InvitationRow): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.recipientId, invitation.recipientId),
        eq(notifications.kind, 'connection_invitation'),
        sql`${notifications.readAt} is null`,
        sql`${notifications.actorIds} @> array[${invitation.senderId}]::uuid[]`,
      ),
    );
}

/** GET /api/network/invitations?box: pending ones she received or sent, newest first. */
export async function listInvitations(
  db: Executor,
  actor: Actor,
  query: { box: InvitationBox; cursor?: string; limit: number },
): Promise<InvitationPage> {
  const received = query.box === 'received';
  const mine = received ? connectionInvitations.recipientId : connectionInvitations.senderId;
  const other = received ? connectionInvitations.senderId : connectionInvitations.recipientId;
  const pending = and(eq(mine, actor.id), eq(connectionInvitations.status, 'pending'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        invitationId: connectionInvitations.id,
        note: connectionInvitations.note,
        createdAt: connectionInvitations.createdAt,
        key: keysetTimestamp(connectionInvitations.createdAt),
        ...personColumns(actor.id),
      })
      .from(connectionInvitations)
      .innerJoin(userProfile, eq(userProfile.id, other))
      .where(
        and(
          pending,
          query.cursor
            ? olderThan(connectionInvitations.createdAt, connectionInvitations.id, query.cursor)
            : undefined,
        ),
      )
      .orderBy(desc(connectionInvitations.createdAt), desc(connectionInvitations.id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(connectionInvitations).where(pending),
  ]);
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.invitationId }));
  const networks = await memberNetworks(
    db,
    actor.id,
    page.rows.map((row) => row.id),
  );
  return {
    items: page.rows.map((row) => ({
      id: row.invitationId,
      direction: query.box,
      member: toPerson(row),
      mutualConnectionCount: networks.get(row.id)?.mutualConnectionCount ?? 0,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
    total: total?.n ?? 0,
  };
}
