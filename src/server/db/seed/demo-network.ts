import { randomUUID } from 'node:crypto';
import { CONNECTION_NOTE_MAX_LENGTH } from '../../../domain/limits.js';
import type { connectionInvitations, connections, memberFollows } from '../schema/index.js';
import { daysBefore, hoursBefore } from './clock.js';
import { DEMO_CONNECTIONS, DEMO_FOLLOWS, DEMO_INVITATIONS } from './datasets/demo-network.js';
import type { MemberKey } from './datasets/demo-types.js';
import type { DemoContext } from './demo-context.js';

export type NetworkRows = {
  connections: (typeof connections.$inferInsert)[];
  invitations: (typeof connectionInvitations.$inferInsert)[];
  follows: (typeof memberFollows.$inferInsert)[];
  /** Whether two demo members are connections (the messages' seed asks). */
  connected(a: MemberKey, b: MemberKey): boolean;
};

const pairKey = (a: MemberKey, b: MemberKey) => [a, b].sort().join('|');

/**
 * The demo's connections (both rows each, with the accepted invitation that made them and the
 * follows they imply), one-way follows and pending invitations — refused when the services would
 * refuse them: nobody with herself, one connection and one pending invitation per pair, no
 * invitation between connections, notes within the limit. No notifications: this is history.
 */
export function buildNetworkRows(ctx: DemoContext): NetworkRows {
  const connected = new Set<string>();
  const rows: NetworkRows = {
    connections: [],
    invitations: [],
    follows: [],
    connected: (a, b) => connected.has(pairKey(a, b)),
  };
  const id = (key: MemberKey) => ctx.memberIds[key];
  const follows = new Map<string, typeof memberFollows.$inferInsert>();
  const follow = (follower: MemberKey, followed: MemberKey, at: Date) => {
    const key = `${follower}>${followed}`;
    if (!follows.has(key))
      follows.set(key, { followerId: id(follower), followedId: id(followed), createdAt: at });
  };

  for (const { between, daysAgo } of DEMO_CONNECTIONS) {
    const [a, b] = between;
    const pair = pairKey(a, b);
    if (a === b) throw new Error(`Demo seed: "${a}" is connected to herself`);
    if (connected.has(pair)) throw new Error(`Demo seed: "${a}" and "${b}" are connected twice`);
    connected.add(pair);
    const at = daysBefore(ctx.now, daysAgo);
    rows.invitations.push({
      id: randomUUID(),
      senderId: id(a),
      recipientId: id(b),
      status: 'accepted',
      createdAt: daysBefore(ctx.now, daysAgo + 1),
      respondedAt: at,
    });
    rows.connections.push(
      { userId: id(a), otherId: id(b), createdAt: at },
      { userId: id(b), otherId: id(a), createdAt: at },
    );
    follow(a, b, at);
    follow(b, a, at);
  }

  const pending = new Set<string>();
  for (const invitation of DEMO_INVITATIONS) {
    const { from, to, note } = invitation;
    const pair = pairKey(from, to);
    if (from === to || connected.has(pair) || pending.has(pair))
      throw new Error(`Demo seed: the invitation from "${from}" to "${to}" would be refused`);
    if (note && note.length > CONNECTION_NOTE_MAX_LENGTH)
      throw new Error(`Demo seed: the note from "${from}" is too long`);
    pending.add(pair);
    rows.invitations.push({
      id: randomUUID(),
      senderId: id(from),
      recipientId: id(to),
      note: note ?? null,
      status: 'pending',
      createdAt: hoursBefore(ctx.now, invitation.hoursAgo),
    });
  }

  for (const { follower, followed, daysAgo } of DEMO_FOLLOWS) {
    if (follower === followed) throw new Error(`Demo seed: "${follower}" follows herself`);
    follow(follower, followed, daysBefore(ctx.now, daysAgo));
  }
  rows.follows = [...follows.values()];
  return rows;
}
