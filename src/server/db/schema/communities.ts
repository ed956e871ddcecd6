import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COMMUNITY_NICHES, COMMUNITY_ROLES } from '../../../domain/enums.js';
import { authUser } from './auth.js';
import { createdAt, id, inList, searchable, updatedAt } from './helpers.js';

export const communities = pgTable(
  'communities',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    niche: text('niche').notNull().default('geral'),
    isPrivate: boolean('is_private').notNull().default(false),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    requiresPayment: boolean('requires_payment').notNull().default(false),
    paymentAmount: numeric('payment_amount', { precision: 10, scale: 2 }),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    // Relative luminance (0..1) of the banner, computed at upload: below 0.5 the title turns white.
    bannerLuminance: real('banner_luminance'),
    communityUrl: text('community_url'),
    rules: text('rules'),
    welcomeMessage: text('welcome_message'),
    // A community outlives its creator's account: other admins keep running it.
    creatorId: uuid('creator_id').references(() => authUser.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    memberCount: integer('member_count').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    location: text('location'),
    website: text('website'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // 23505 on this index → 'Já existe uma comunidade com esse nome.'
    uniqueIndex('communities_name_key').on(sql`lower(${t.name})`),
    index('communities_active_idx').on(t.isActive, t.createdAt, t.id),
    index('communities_creator_idx').on(t.creatorId),
    index('communities_name_trgm_idx').using('gin', sql`${searchable(t.name)} gin_trgm_ops`),
    index('communities_description_trgm_idx').using('gin', sql`${searchable(t.description)} gin_trgm_ops`),
    // Search: short queries match the start of the name; a query naming a niche matches it.
    index('communities_name_prefix_idx').using('btree', sql`${searchable(t.name)} text_pattern_ops`),
    index('communities_niche_idx').on(t.niche),
    check('communities_niche_check', inList(t.niche, COMMUNITY_NICHES)),
    check('communities_name_check', sql`length(trim(${t.name})) > 0`),
    check(
      'communities_payment_check',
      sql`(${t.requiresPayment} and ${t.paymentAmount} >= 0) or (not ${t.requiresPayment} and ${t.paymentAmount} is null)`,
    ),
    check('communities_counts_check', sql`${t.memberCount} >= 0 and ${t.followerCount} >= 0`),
  ],
);

export const communityMembers = pgTable(
  'community_members',
  {
    id: id(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    isApproved: boolean('is_approved').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('community_members_pair_key').on(t.communityId, t.userId),
    index('community_members_user_idx').on(t.userId, t.isApproved, t.role),
    index('community_members_community_idx').on(t.communityId, t.isApproved, t.role),
    // People she may know (issue 17): the newest participants of each of her communities.
    index('community_members_recent_idx').on(t.communityId, t.joinedAt).where(sql`${t.isApproved}`),
    check('community_members_role_check', inList(t.role, COMMUNITY_ROLES)),
  ],
);

export const communityFollowers = pgTable(
  'community_followers',
  {
    id: id(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('community_followers_pair_key').on(t.communityId, t.followerId),
    index('community_followers_follower_idx').on(t.followerId),
  ],
);

/**
 * She muted a community (issue 19): its posts — into it, or speaking for it — leave her feed;
 * she stays a member or follower, and nobody is told. Read by the feed only (the primary key).
 */
export const communityMutes = pgTable(
  'community_mutes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.communityId], name: 'community_mutes_pkey' }),
    index('community_mutes_list_idx').on(t.userId, t.createdAt, t.communityId),
  ],
);
