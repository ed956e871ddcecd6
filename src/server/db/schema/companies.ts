import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COMPANY_INDUSTRIES, COMPANY_ROLES } from '../../../domain/enums.js';
import { FOUNDED_YEAR_MIN } from '../../../domain/limits.js';
import { authUser } from './auth.js';
import { createdAt, id, inList, searchable, updatedAt } from './helpers.js';

/**
 * The UF at the end of a company's location ('São Paulo, SP' → 'SP'; null when it ends
 * otherwise, e.g. 'Remoto'). The directory's filter and its index use this same expression.
 */
export function companyUf(location: AnyColumn): SQL {
  return sql`upper(substring(${location} from ', *([A-Za-z]{2}) *$'))`;
}

/** The directory's order: the name without letter case or accents (then the id: not unique). */
export function companyNameKey(name: AnyColumn): SQL {
  return searchable(name);
}

// The spec's `admin_users` list and `employee_count` are not stored: admins come from
// company_admins and 'trabalha aqui' from members' current jobs (professional_experience), so
// neither can disagree with its source.
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    industry: text('industry'),
    website: text('website'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    bannerLuminance: real('banner_luminance'),
    companyUrl: text('company_url'),
    location: text('location'),
    size: text('size'),
    foundedYear: integer('founded_year'),
    isActive: boolean('is_active').notNull().default(true),
    creatorId: uuid('creator_id').references(() => authUser.id, { onDelete: 'set null' }),
    followerCount: integer('follower_count').notNull().default(0),
    // Diversity seal: granted by a platform administrator against a published criteria version.
    sealGrantedAt: timestamp('seal_granted_at', { withTimezone: true }),
    sealCriteriaVersion: text('seal_criteria_version'),
    sealGrantedBy: uuid('seal_granted_by').references(() => authUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // 23505 on this index → 'Já existe uma empresa com esse nome.'
    uniqueIndex('companies_name_key').on(sql`lower(${t.name})`),
    index('companies_creator_idx').on(t.creatorId),
    index('companies_sealed_idx').on(t.sealGrantedAt).where(sql`${t.sealGrantedAt} is not null`),
    index('companies_name_trgm_idx').using('gin', sql`${searchable(t.name)} gin_trgm_ops`),
    index('companies_description_trgm_idx').using('gin', sql`${searchable(t.description)} gin_trgm_ops`),
    // Search: short queries match the start of the name; a query naming a sector matches it.
    index('companies_name_prefix_idx').using('btree', sql`${searchable(t.name)} text_pattern_ops`),
    index('companies_industry_idx').on(t.industry),
    // The directory (/empresas, issue 22): by name, within a sector, a UF or the sealed ones.
    index('companies_directory_idx').on(companyNameKey(t.name), t.id).where(sql`${t.isActive}`),
    index('companies_directory_industry_idx')
      .on(t.industry, companyNameKey(t.name), t.id)
      .where(sql`${t.isActive}`),
    index('companies_directory_uf_idx')
      .on(companyUf(t.location), companyNameKey(t.name), t.id)
      .where(sql`${t.isActive}`),
    index('companies_directory_sealed_idx')
      .on(companyNameKey(t.name), t.id)
      .where(sql`${t.isActive} and ${t.sealGrantedAt} is not null`),
    check(
      'companies_industry_check',
      sql`${t.industry} is null or ${inList(t.industry, COMPANY_INDUSTRIES)}`,
    ),
    check('companies_name_check', sql`length(trim(${t.name})) > 0`),
    // The upper bound ("current year") moves, so the service checks it; the table keeps sanity.
    check(
      'companies_founded_year_check',
      sql`${t.foundedYear} is null or ${t.foundedYear} between ${sql.raw(String(FOUNDED_YEAR_MIN))} and 2200`,
    ),
    check('companies_counts_check', sql`${t.followerCount} >= 0`),
    check('companies_seal_check', sql`(${t.sealGrantedAt} is null) = (${t.sealCriteriaVersion} is null)`),
  ],
);

export const companyAdmins = pgTable(
  'company_admins',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('admin'),
    isApproved: boolean('is_approved').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('company_admins_pair_key').on(t.companyId, t.userId),
    index('company_admins_user_idx').on(t.userId),
    check('company_admins_role_check', inList(t.role, COMPANY_ROLES)),
  ],
);

export const companyFollowers = pgTable(
  'company_followers',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('company_followers_pair_key').on(t.companyId, t.followerId),
    index('company_followers_follower_idx').on(t.followerId),
  ],
);
