import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CAREER_BREAK_REASONS,
  CONTRACT_TYPES,
  DEGREE_LEVELS,
  EXPERIENCE_KINDS,
  type LanguageLevel,
  PROJECT_TYPES,
  WORK_MODELS,
} from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { SLUG_PATTERN } from '../../../domain/rules/slug.js';
import { authUser } from './auth.js';
import { createdAt, id, inList, searchable, subsetOf, updatedAt } from './helpers.js';

export type ChildEntry = { nome: string; birth_date: string | null };
export type LanguageEntry = { idioma_id: number; nivel: LanguageLevel };
export type PreferredLocation = { country: string; state: string | null; city: string | null };

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => authUser.id, { onDelete: 'cascade' });

export const userProfile = pgTable(
  'user_profile',
  {
    // Equals the auth user id: one profile per account, removed with it.
    id: uuid('id')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    professionalTitle: text('professional_title'),
    bio: text('bio'),
    location: text('location'),
    state: char('state', { length: 2 }),
    city: text('city'),
    birthDate: date('birth_date'),
    experienceYears: integer('experience_years').notNull().default(0),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    profileImageUrl: text('profile_image_url'),
    profileBannerUrl: text('profile_banner_url'),
    linkedinUrl: text('linkedin_url'),
    websiteUrl: text('website_url'),
    lattesUrl: text('lattes_url'),
    isLookingForJob: boolean('is_looking_for_job').notNull().default(true),
    softSkills: text('soft_skills').array().notNull().default(sql`'{}'::text[]`),
    hardSkills: text('hard_skills').array().notNull().default(sql`'{}'::text[]`),
    filhos: jsonb('filhos').$type<ChildEntry[]>().notNull().default([]),
    idiomas: jsonb('idiomas').$type<LanguageEntry[]>().notNull().default([]),
    // Who sees her e-mail, phone, city, birthday and children: member_privacy (issue 19).
    /**
     * Suspended by a moderator until then ('infinity': permanently; issue 19). While it lies in
     * the future she cannot sign in and her posts and comments are hidden (post-visibility.ts).
     * The history of suspensions is the moderation log.
     */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, mode: 'string' }),
    /**
     * When she chose 'Pular por enquanto' on the guided setup (issue 22); null while it still
     * greets her. The steps themselves are counted from her data, never stored.
     */
    onboardingDismissedAt: timestamp('onboarding_dismissed_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_profile_slug_key').on(t.slug),
    check('user_profile_experience_years_check', sql`${t.experienceYears} >= 0`),
    check('user_profile_slug_format_check', sql`${t.slug} ~ '${sql.raw(SLUG_PATTERN.source)}'`),
    index('user_profile_name_trgm_idx').using('gin', sql`${searchable(t.fullName)} gin_trgm_ops`),
    // Search queries too short for trigrams match the start of the name: a b-tree prefix scan.
    index('user_profile_name_prefix_idx').using('btree', sql`${searchable(t.fullName)} text_pattern_ops`),
    index('user_profile_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    // People she may know (issue 17): members of her city, and members sharing a skill.
    index('user_profile_place_idx').on(t.state, t.city, t.createdAt),
    index('user_profile_skills_idx').using('gin', t.skills),
  ],
);

export const professionalExperience = pgTable(
  'professional_experience',
  {
    id: id(),
    userId: userRef(),
    /** 'job' or 'career_break' (issue 21); a break has a reason instead of company, role and place. */
    kind: text('kind').notNull().default('job'),
    breakReason: text('break_reason'),
    company: text('company'),
    role: text('role'),
    description: text('description'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    isCurrent: boolean('is_current').notNull().default(false),
    salary: numeric('salary', { precision: 12, scale: 2 }),
    contractType: text('contract_type').default('CLT'),
    workModel: text('work_model').default('Presencial'),
    // Null for a break, and for a job imported without a place (the editor then asks for it).
    country: text('country'),
    state: text('state'),
    city: text('city'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('professional_experience_user_idx').on(t.userId, t.startDate),
    // A company of the same name, accents and case aside: 'trabalha aqui' on a company page
    // (current jobs) and people she may know (issue 17: who worked there, now or before).
    index('professional_experience_company_idx').using('btree', searchable(t.company), t.userId),
    check('professional_experience_kind_check', inList(t.kind, EXPERIENCE_KINDS)),
    check('professional_experience_break_reason_check', inList(t.breakReason, CAREER_BREAK_REASONS)),
    check(
      'professional_experience_kind_fields_check',
      sql`(${t.kind} = 'job' and ${t.company} is not null and ${t.role} is not null and ${t.contractType} is not null and ${t.workModel} is not null and ${t.breakReason} is null)
        or (${t.kind} = 'career_break' and ${t.breakReason} is not null and ${t.company} is null and ${t.role} is null)`,
    ),
    check('professional_experience_contract_type_check', inList(t.contractType, CONTRACT_TYPES)),
    check('professional_experience_work_model_check', inList(t.workModel, WORK_MODELS)),
    check('professional_experience_salary_check', sql`${t.salary} is null or ${t.salary} >= 0`),
    check(
      'professional_experience_dates_check',
      sql`(${t.isCurrent} and ${t.endDate} is null) or (not ${t.isCurrent} and (${t.endDate} is null or ${t.endDate} >= ${t.startDate}))`,
    ),
  ],
);

export const education = pgTable(
  'education',
  {
    id: id(),
    userId: userRef(),
    institution: text('institution').notNull(),
    degreeLevel: text('degree_level').notNull().default('graduação'),
    field: text('field').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    isCurrent: boolean('is_current').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('education_user_idx').on(t.userId, t.endDate),
    check('education_degree_level_check', inList(t.degreeLevel, DEGREE_LEVELS)),
    check(
      'education_dates_check',
      sql`(${t.isCurrent} and ${t.endDate} is null and not ${t.completed}) or (not ${t.isCurrent} and (${t.endDate} is null or ${t.endDate} >= ${t.startDate}))`,
    ),
  ],
);

export const projectsAchievements = pgTable(
  'projects_achievements',
  {
    id: id(),
    userId: userRef(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    date: date('date'),
    link: text('link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_achievements_user_idx').on(t.userId, t.type, t.startDate),
    check('projects_achievements_type_check', inList(t.type, PROJECT_TYPES)),
    check('projects_achievements_title_check', sql`length(trim(${t.title})) > 0`),
  ],
);

export const userJobPreferences = pgTable(
  'user_job_preferences',
  {
    id: id(),
    userId: userRef(),
    name: text('name').notNull().default(MSG.preferences.defaultName),
    isActive: boolean('is_active').notNull().default(true),
    minSalary: numeric('min_salary', { precision: 12, scale: 2 }),
    maxSalary: numeric('max_salary', { precision: 12, scale: 2 }),
    preferredWorkModels: text('preferred_work_models').array().notNull().default(sql`'{}'::text[]`),
    preferredContractTypes: text('preferred_contract_types').array().notNull().default(sql`'{}'::text[]`),
    preferredLocations: jsonb('preferred_locations').$type<PreferredLocation[]>().notNull().default([]),
    preferredRoles: integer('preferred_roles').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_job_preferences_user_idx').on(t.userId, t.isActive, t.createdAt),
    check(
      'user_job_preferences_salary_check',
      sql`(${t.minSalary} is null or ${t.minSalary} >= 0) and (${t.maxSalary} is null or ${t.minSalary} is null or ${t.maxSalary} >= ${t.minSalary})`,
    ),
    check('user_job_preferences_work_models_check', subsetOf(t.preferredWorkModels, WORK_MODELS)),
    check('user_job_preferences_contract_types_check', subsetOf(t.preferredContractTypes, CONTRACT_TYPES)),
  ],
);
