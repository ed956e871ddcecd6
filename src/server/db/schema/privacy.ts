import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  PRIVACY_AUDIENCES,
  PRIVACY_DEFAULTS,
  PRIVACY_FIELDS,
  type PrivacyAudience,
  type PrivacyField,
} from '../../../domain/rules/privacy.js';
import { authUser } from './auth.js';
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'member_privacy_audience_check',
      sql.join(
        PRIVACY_FIELDS.map((field) => sql`${inList(t[field], PRIVACY_AUDIENCES)}`),
        sql` and `,
      ),
    ),
  ],
);
