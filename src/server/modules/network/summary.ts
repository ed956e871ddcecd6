import { inArray, sql } from 'drizzle-orm';
import type { MemberNetwork, NetworkSummary, SuggestionList } from '../../../domain/schemas/network.js';
import { type Executor, queryRows } from '../../db/client.js';
import { connectionInvitations, connections, memberFollows, userProfile } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { requireMember } from '../../policy/authorize.js';
import { memberNetworks, personColumns, toPerson } from './people.js';
import { suggestPeople } from './suggestions.js';

/** GET /api/network/summary: her counts, for /rede's tabs and her profile. One statement. */
export async function networkSummary(db: Executor, actor: Actor): Promise<NetworkSummary> {
  const me = actor.id;
  const pending = (column: typeof connectionInvitations.senderId) =>
    sql`(select count(*)::int from ${connectionInvitations}
      where ${column} = ${me} and ${connectionInvitations.status} = 'pending')`;
  const [row] = await queryRows<NetworkSummary>(
    db,
    sql`select
      (select count(*)::int from ${connections} where ${connections.userId} = ${me}) as "connections",
      (select count(*)::int from ${memberFollows} where ${memberFollows.followedId} = ${me}) as "followers",
      (select count(*)::int from ${memberFollows} where ${memberFollows.followerId} = ${me}) as "following",
      ${pending(connectionInvitations.recipientId)} as "invitationsReceived",
      ${pending(connectionInvitations.senderId)} as "invitationsSent"`,
  );
  return row!;
}

/** GET /api/members/{id}/network: the profile's counts and buttons; 404 for a member she cannot see. */
export async function readMemberNetwork(
  db: Executor,
  actor: Actor,
  memberId: string,
): Promise<MemberNetwork> {
  await requireMember(db, actor, memberId);
  return (await memberNetworks(db, actor.id, [memberId])).get(memberId)!;
}

/** GET /api/network/suggestions: people she may know, each card with why and her buttons. */
export async function listSuggestions(db: Executor, actor: Actor): Promise<SuggestionList> {
  const ranked = await suggestPeople(db, actor.id);
  if (ranked.length === 0) return { items: [] };
  const ids = ranked.map((s) => s.memberId);
  const [rows, networks] = await Promise.all([
    db.select(personColumns(actor.id)).from(userProfile).where(inArray(userProfile.id, ids)),
    memberNetworks(db, actor.id, ids),
  ]);
  const people = new Map(rows.map((row) => [row.id, toPerson(row)]));
  return {
    items: ranked.flatMap(({ memberId, reasons }) => {
      const person = people.get(memberId);
      return person ? [{ member: { ...person, network: networks.get(memberId)! }, reasons }] : [];
    }),
  };
}
