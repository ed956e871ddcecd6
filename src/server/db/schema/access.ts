import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMMUNITY_ROLES, COMPANY_ROLES, INVITATION_STATUSES } from '../../../domain/enums.js';
import { authUser } from './auth.js';
import { communities } from './communities.js';
import { companies } from './companies.js';
import { createdAt, id, inList } from './helpers.js';

/**
 * A role offered at a community or a company (issue 13): it applies only when she accepts.
 * She is named either by account (picked by name on the grant page) or by the e-mail address
 * the admin typed in full; an address invitation reaches whichever verified account has that
 * address, now or after she signs up, so the answer to the admin never says whether it exists.
 * Answered and cancelled rows stay as the record of who offered what, and when.
 */
export const accessInvitations = pgTable(
  'access_invitations',
  {
    id: id(),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    inviteeId: uuid('invitee_id').references(() => authUser.id, { onDelete: 'cascade' }),
    /** Lower-cased, trimmed; only when she was invited by address. */
    inviteeEmail: text('invitee_email'),
    invitedBy: uuid('invited_by').references(() => authUser.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    check('access_invitations_target_check', sql`num_nonnulls(${t.communityId}, ${t.companyId}) = 1`),
    check('access_invitations_invitee_check', sql`num_nonnulls(${t.inviteeId}, ${t.inviteeEmail}) = 1`),
    check('access_invitations_status_check', inList(t.status, INVITATION_STATUSES)),
    check(
      'access_invitations_role_check',
      sql`(${t.communityId} is not null and ${inList(t.role, COMMUNITY_ROLES)})
        or (${t.companyId} is not null and ${inList(t.role, COMPANY_ROLES)})`,
    ),
    // One pending offer per person and place: a second grant replaces the role of the first.
    uniqueIndex('access_invitations_pending_community_user_key')
      .on(t.communityId, t.inviteeId)
      .where(sql`${t.status} = 'pending' and ${t.communityId} is not null and ${t.inviteeId} is not null`),
    uniqueIndex('access_invitations_pending_community_email_key')
      .on(t.communityId, t.inviteeEmail)
      .where(sql`${t.status} = 'pending' and ${t.communityId} is not null and ${t.inviteeEmail} is not null`),
    uniqueIndex('access_invitations_pending_company_user_key')
      .on(t.companyId, t.inviteeId)
      .where(sql`${t.status} = 'pending' and ${t.companyId} is not null and ${t.inviteeId} is not null`),
    uniqueIndex('access_invitations_pending_company_email_key')
      .on(t.companyId, t.inviteeEmail)
      .where(sql`${t.status} = 'pending' and ${t.companyId} is not null and ${t.inviteeEmail} is not null`),
    // Her pending invitations (by account or by address), and each place's list for its admins.
    index('access_invitations_invitee_idx').on(t.inviteeId, t.createdAt).where(sql`${t.status} = 'pending'`),
    index('access_invitations_email_idx').on(t.inviteeEmail, t.createdAt).where(sql`${t.status} = 'pending'`),
    index('access_invitations_community_idx').on(t.communityId, t.status, t.createdAt),
    index('access_invitations_company_idx').on(t.companyId, t.status, t.createdAt),
  ],
);
