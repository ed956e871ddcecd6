import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  PRIVACY_AUDIENCES,
  PRIVACY_DEFAULTS,
  PRIVACY_FIELDS,
  type PrivacyAudience,
  type PrivacyField,
} from '../../../domain/rules/privacy.js';
import { authUser } from './auth.js';
import { companies } from './companies.js';
import { inList } from './helpers.js';

const audience = (field: PrivacyField) =>
  text(field).$type<PrivacyAudience>().notNull().default(PRIVACY_DEFAULTS[field]);

/**
 * Who sees each part of her profile (issue 19, rules/privacy.ts): one row per member, one column
 * per field. A member without a row has the defaults (the same as the columns'), so sign-up
 * writes nothing and every read path coalesces to PRIVACY_DEFAULTS.
 */
export const memberPrivacy = pgTable(
  'member_privacy',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    email: audience('email'),
    phone: audience('phone'),
    city: audience('city'),
    birthday: audience('birthday'),
    children: audience('children'),
    connections: audience('connections'),
    activity: audience('activity'),
    /**
     * 'Aceito ser encontrada por recrutadoras' (talent search): since when she accepts it; null,
     * the default, when she does not. Company staff search only members with a date here.
     */
    talentSearchSince: timestamp('talent_search_since', { withTimezone: true }),
    /**
     * Search engines may show her public profile (the sitemap lists it; otherwise its page says
     * noindex): since when; null, the default, when not.
     */
    searchEnginesSince: timestamp('search_engines_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The talent search's driving set, newest opt-in first (its keyset).
    index('member_privacy_talent_search_idx')
      .on(t.talentSearchSince.desc(), t.userId.desc())
      .where(sql`${t.talentSearchSince} is not null`),
    // The sitemap's profiles: those who allow search engines.
    index('member_privacy_search_engines_idx').on(t.userId).where(sql`${t.searchEnginesSince} is not null`),
    check(
      'member_privacy_audience_check',
      sql.join(
        PRIVACY_FIELDS.map((field) => sql`${inList(t[field], PRIVACY_AUDIENCES)}`),
        sql` and `,
      ),
    ),
  ],
);

/**
 * 'Empresas que viram seu perfil': a company whose staff opened her profile from the talent
 * search, or wrote to her from it, on a day (São Paulo's calendar). One row per company and day,
 * the first moment of that day kept; the staff member is not recorded, so she learns which
 * companies looked, never which people.
 */
export const companyProfileViews = pgTable(
  'company_profile_views',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.companyId, t.day] }),
    // Her list, newest first (keyset on viewed_at, company_id).
    index('company_profile_views_member_idx').on(t.memberId, t.viewedAt.desc(), t.companyId.desc()),
    // A company deleted finds its rows.
    index('company_profile_views_company_idx').on(t.companyId),
  ],
);
