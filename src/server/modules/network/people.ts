import { sql } from 'drizzle-orm';
import { MEMBER_POLICY } from '../../../domain/rules/permissions/member.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type { MemberNetwork, Person } from '../../../domain/schemas/network.js';
import { type Executor, queryRows } from '../../db/client.js';
import { connections, memberFollows, userProfile } from '../../db/schema/index.js';
import { ifVisible } from '../../policy/privacy.js';
import { relationsTo } from '../../policy/relation.js';

// Members as the network's cards show them, and her relation to each: one query for the
// people, one for their counts and connections in common, one for the relations — whatever
// the page's length (ARCHITECTURE.md "No N+1").

/**
 * The profile columns a card needs, as the reader may see them (her city and state only when
 * her privacy shows them to the reader, issue 19); select them beside any list's own keys.
 */
export function personColumns(readerId: string) {
  return {
    id: userProfile.id,
    name: userProfile.fullName,
    imageUrl: userProfile.profileImageUrl,
    professionalTitle: userProfile.professionalTitle,
    slug: userProfile.slug,
    city: ifVisible<string>('city', readerId, userProfile.id, userProfile.city),
    state: ifVisible<string>('city', readerId, userProfile.id, userProfile.state),
  };
}

export type PersonRow = {
  id: string;
  name: string;
  imageUrl: string | null;
  professionalTitle: string | null;
  slug: string | null;
  city: string | null;
  state: string | null;
};

export function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    professionalTitle: row.professionalTitle,
    slug: row.slug,
    city: row.city,
    state: row.state,
  };
}

type Counts = { connections: number; followers: number; mutual: number };

/**
 * Each member's connections and followers, and the connections she shares with the viewer:
 * counted from the rows (index-only scans on the primary keys), never stored, so never stale.
 */
async function networkCounts(
  db: Executor,
  viewerId: string,
  ids: readonly string[],
): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>();
  if (ids.length === 0) return counts;
  const rows = await queryRows<{ id: string; connections: number; followers: number; mutual: number }>(
    db,
    sql`select o.id,
      (select count(*)::int from ${connections} where ${connections.userId} = o.id) as connections,
      (select count(*)::int from ${memberFollows} where ${memberFollows.followedId} = o.id) as followers,
      (select count(*)::int from ${connections} mine
        join ${connections} theirs on theirs.user_id = o.id and theirs.other_id = mine.other_id
        where mine.user_id = ${viewerId}) as mutual
    from unnest(${sql.param([...new Set(ids)])}::uuid[]) as o(id)`,
  );
  for (const row of rows) counts.set(row.id, row);
  return counts;
}

/** Her relation to each member, their counts and what she may do: the `network` of each card. */
export async function memberNetworks(
  db: Executor,
  viewerId: string,
  ids: readonly string[],
): Promise<Map<string, MemberNetwork>> {
  const [counts, relations] = await Promise.all([
    networkCounts(db, viewerId, ids),
    relationsTo(db, viewerId, ids),
  ]);
  const networks = new Map<string, MemberNetwork>();
  for (const id of ids) {
    const count = counts.get(id) ?? { connections: 0, followers: 0, mutual: 0 };
    const { invitationId, ...relation } = relations.get(id)!;
    const isSelf = id === viewerId;
    networks.set(id, {
      memberId: id,
      connectionCount: count.connections,
      followerCount: count.followers,
      mutualConnectionCount: isSelf ? null : count.mutual,
      connected: relation.connected,
      following: relation.following,
      invitation:
        invitationId && relation.invitation ? { id: invitationId, direction: relation.invitation } : null,
      viewer: viewerFlags(MEMBER_POLICY, { isSelf, relation }),
    });
  }
  return networks;
}

/** Cards with her relation to each member, in the rows' order. */
export async function peopleWithNetwork(db: Executor, viewerId: string, rows: readonly PersonRow[]) {
  const networks = await memberNetworks(
    db,
    viewerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toPerson(row), network: networks.get(row.id)! }));
}
