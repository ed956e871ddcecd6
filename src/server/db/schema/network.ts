import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONNECTION_INVITATION_STATUSES } from '../../../domain/enums.js';
import { CONNECTION_NOTE_MAX_LENGTH } from '../../../domain/limits.js';
import { authUser } from './auth.js';
import { id, inList } from './helpers.js';

// The network between members (issue 17). Counts are never stored: a profile's 'N conexões' and
// 'N seguidoras' are counted from these rows by index-only scans, so they cannot drift.

const member = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => authUser.id, { onDelete: 'cascade' });

/**
 * A connection is mutual and stored once per side: (A, B) and (B, A), written and removed
 * together. Every question about it ("her connections", "connections in common", "posts from
 * her connections") then starts from her own rows, through the primary key.
 */
export const connections = pgTable(
  'connections',
  {
    userId: member('user_id'),
    otherId: member('other_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.otherId], name: 'connections_pkey' }),
    // Her connections, newest first (keyset on created_at, other_id).
    index('connections_list_idx').on(t.userId, t.createdAt, t.otherId),
    check('connections_not_self_check', sql`${t.userId} <> ${t.otherId}`),
  ],
);

/**
 * An invitation to connect: pending until the recipient accepts or declines it, or the sender
 * withdraws it. At most one pending invitation per pair, whichever way (the unique index on
 * the ordered pair), so concurrent invitations cannot duplicate.
 */
export const connectionInvitations = pgTable(
  'connection_invitations',
  {
    id: id(),
    senderId: member('sender_id'),
    recipientId: member('recipient_id'),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connection_invitations_pending_pair_key')
      .on(sql`least(${t.senderId}, ${t.recipientId})`, sql`greatest(${t.senderId}, ${t.recipientId})`)
      .where(sql`${t.status} = 'pending'`),
    // 'Convites' received and sent, newest first, and their counts.
    index('connection_invitations_received_idx')
      .on(t.recipientId, t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('connection_invitations_sent_idx')
      .on(t.senderId, t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The weekly cap (everything she sent in 7 days) and the wait after a decline.
    index('connection_invitations_sender_idx').on(t.senderId, t.createdAt),
    index('connection_invitations_pair_idx').on(t.senderId, t.recipientId, t.respondedAt),
    check('connection_invitations_status_check', inList(t.status, CONNECTION_INVITATION_STATUSES)),
    check('connection_invitations_not_self_check', sql`${t.senderId} <> ${t.recipientId}`),
    check(
      'connection_invitations_note_check',
      sql`${t.note} is null or char_length(${t.note}) <= ${sql.raw(String(CONNECTION_NOTE_MAX_LENGTH))}`,
    ),
  ],
);

/** She follows another member (one-way); connecting makes both follow each other. */
export const memberFollows = pgTable(
  'member_follows',
  {
    followerId: member('follower_id'),
    followedId: member('followed_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId], name: 'member_follows_pkey' }),
    // Her followers' count (index-only).
    index('member_follows_followed_idx').on(t.followedId, t.followerId),
    check('member_follows_not_self_check', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

/**
 * A block between two members: whoever blocked, both sides are shut out of each other
 * (rules/permissions/relation.ts `blocked`). Read by the policy layer and by every list that
 * could show one to the other (server/policy/blocks.ts); written by modules/safety.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: member('blocker_id'),
    blockedId: member('blocked_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId], name: 'member_blocks_pkey' }),
    index('member_blocks_blocked_idx').on(t.blockedId, t.blockerId),
    // 'Contas bloqueadas': the members she blocked, newest first.
    index('member_blocks_list_idx').on(t.blockerId, t.createdAt, t.blockedId),
    check('member_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * She muted a member (issue 19): that member's posts leave her feed, and nothing else changes —
 * no one is told, the connection and follows stay. Read by the feed only (the primary key).
 */
export const memberMutes = pgTable(
  'member_mutes',
  {
    userId: member('user_id'),
    mutedId: member('muted_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mutedId], name: 'member_mutes_pkey' }),
    // Her muted members, newest first (Configurações).
    index('member_mutes_list_idx').on(t.userId, t.createdAt, t.mutedId),
    check('member_mutes_not_self_check', sql`${t.userId} <> ${t.mutedId}`),
  ],
);
