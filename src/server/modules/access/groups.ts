import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessMember } from '../../../domain/schemas/communities.js';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { authUser, userProfile } from '../../db/schema/index.js';
import { conflict } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize, requireResource } from '../../policy/authorize.js';
import type { Lock } from '../../policy/standings.js';
import { type AccessCandidate, searchCandidates } from './candidates.js';
import { byMemberName, memberName, shownEmail } from './member-columns.js';

// Communities and companies are both groups whose members hold roles (SPEC §2 "Grant access
// page", §5 "Access grant"): the grant page's 'Membros atuais', the user search, a role given
// when she accepts an invitation, the last-admin rule. The rules are written here once; each
// kind says which table holds its roles, their order, and what else a new member changes.
// Who may do what is the policy layer's (rules/permissions): viewMembers, grant.
//
// E-mail addresses: a member's e-mail is listed only when her privacy shows it to the admin
// reading the list (issue 19, server/policy/privacy.ts).

export type GroupKind = 'community' | 'company';

export type Group<R extends string = string> = {
  kind: GroupKind;
  /** Its roles, highest first ('admin' first: the role that grants). */
  roles: readonly R[];
  /** The table of its members' roles: one row per (group, member). */
  members: {
    table: PgTable;
    /** The property naming the group's id in that table's rows. */
    groupKey: string;
    groupId: PgColumn;
    userId: PgColumn;
    role: PgColumn;
    isApproved: PgColumn;
  };
  /** Its own table (the page: name, logo, banner): for image changes. */
  page: { table: PgTable; id: PgColumn };
  /** How a change of its members locks its row (rules that count members need the lock). */
  lock: Lock;
  /** 409 text when a grant would take the admin role from its last admin. */
  lastAdminDemote: string;
  /** Extra columns set on a member's row when she becomes an approved member now. */
  newMemberColumns?: () => Record<string, SQL>;
  /** What else changes when someone becomes an approved member (counters), under the lock. */
  onNewMember?: (tx: Transaction, groupId: string) => Promise<void>;
};

/** 'Membros atuais' lists at most this many (the highest roles first). */
export const GROUP_MEMBERS_LIMIT = 200;

const resource = (group: Group, id: string) => ({ kind: group.kind, id });

function memberRow(group: Group, groupId: string, userId: string) {
  const m = group.members;
  return and(eq(m.groupId, groupId), eq(m.userId, userId));
}

/** Its approved members by role (highest first), each role by name. One query. */
export async function listGroupMembers(
  db: Database,
  actor: Actor,
  group: Group,
  groupId: string,
): Promise<AccessMember[]> {
  await authorize(db, actor, resource(group, groupId), 'viewMembers');
  const m = group.members;
  const rank = sql.join(
    group.roles.map((role, i) => sql`when ${role} then ${i}`),
    sql` `,
  );
  return db
    .select({ userId: m.userId, fullName: memberName, email: shownEmail(actor.id), role: m.role })
    .from(m.table)
    .innerJoin(authUser, eq(authUser.id, m.userId))
    .leftJoin(userProfile, eq(userProfile.id, m.userId))
    .where(and(eq(m.groupId, groupId), eq(m.isApproved, true)))
    .orderBy(sql`case ${m.role} ${rank} else ${group.roles.length} end`, ...byMemberName, m.userId)
    .limit(GROUP_MEMBERS_LIMIT) as Promise<AccessMember[]>;
}

/** The grant page's user search (who may grant only): the platform-wide search by name. */
export async function searchGroupCandidates(
  db: Database,
  actor: Actor,
  group: Group,
  groupId: string,
  query: string,
): Promise<AccessCandidate[]> {
  await authorize(db, actor, resource(group, groupId), 'grant');
  return searchCandidates(db, actor.id, query);
}

/** Her approved role in the group, or null (none, or a pending join request). */
export async function currentGroupRole<R extends string>(
  tx: Executor,
  group: Group<R>,
  groupId: string,
  userId: string,
): Promise<R | null> {
  const m = group.members;
  const [row] = await tx
    .select({ role: m.role })
    .from(m.table)
    .where(and(memberRow(group, groupId, userId), eq(m.isApproved, true)));
  const role = row?.role as string | undefined;
  return role !== undefined && (group.roles as readonly string[]).includes(role) ? (role as R) : null;
}

/** Whether she is its only approved admin: without her nobody could grant or run it. */
export async function isLastAdmin(
  tx: Executor,
  group: Group,
  groupId: string,
  userId: string,
): Promise<boolean> {
  const m = group.members;
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(m.table)
    .where(and(eq(m.groupId, groupId), eq(m.role, 'admin'), eq(m.isApproved, true), ne(m.userId, userId)));
  return (others?.n ?? 0) === 0;
}

/**
 * Under the group's lock: her row gets the role and is approved (SPEC §4 "Access grant sets
 * is_approved true"); a new approved member counts as one (onNewMember). 409 when it would take
 * the admin role from the last admin (nobody could then grant or run the group).
 */
export async function applyGroupRole<R extends string>(
  tx: Transaction,
  group: Group<R>,
  groupId: string,
  userId: string,
  role: R,
): Promise<void> {
  const m = group.members;
  const [before] = await tx
    .select({ role: m.role, isApproved: m.isApproved })
    .from(m.table)
    .where(memberRow(group, groupId, userId));
  const wasApproved = before?.isApproved === true;
  if (
    wasApproved &&
    before?.role === 'admin' &&
    role !== 'admin' &&
    (await isLastAdmin(tx, group, groupId, userId))
  ) {
    throw conflict(group.lastAdminDemote);
  }
  const fresh = wasApproved ? {} : (group.newMemberColumns?.() ?? {});
  await tx
    .insert(m.table)
    .values({ [m.groupKey]: groupId, userId, role, isApproved: true } as never)
    .onConflictDoUpdate({
      target: [m.groupId, m.userId],
      set: { role, isApproved: true, ...fresh } as never,
    });
  if (!wasApproved) await group.onNewMember?.(tx, groupId);
}

/** Locks an active group's row for the rest of the transaction; 404 for an unknown or inactive one. */
export async function lockGroup(tx: Transaction, group: Group, groupId: string, lock: Lock): Promise<void> {
  await requireResource(tx, resource(group, groupId), { lock });
}
