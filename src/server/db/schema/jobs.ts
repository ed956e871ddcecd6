import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  EMPLOYMENT_TYPES,
  HOW_TO_RECEIVE,
  JOB_ALERT_FREQUENCIES,
  WORK_MODELS,
} from '../../../domain/enums.js';
import { authUser } from './auth.js';
import { jobRoles } from './catalogues.js';
import { companies } from './companies.js';
import { createdAt, id, inList, searchable, updatedAt } from './helpers.js';

export const jobVacancies = pgTable(
  'job_vacancies',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements'),
    benefits: text('benefits'),
    location: text('location'),
    state: char('state', { length: 2 }),
    city: text('city'),
    salaryRange: text('salary_range'),
    employmentType: text('employment_type'),
    workModel: text('work_model'),
    /** Its role in the job taxonomy ('Área e cargo' of rules/vacancy-match.ts); optional. */
    roleId: integer('role_id').references(() => jobRoles.id, { onDelete: 'set null' }),
    howToReceive: text('how_to_receive').notNull().default('internal'),
    externalPlatform: text('external_platform'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => authUser.id, { onDelete: 'set null' }),
    applicationCount: integer('application_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_vacancies_company_idx').on(t.companyId, t.createdAt),
    index('job_vacancies_active_idx').on(t.isActive, t.createdAt, t.id),
    index('job_vacancies_role_idx').on(t.roleId),
    index('job_vacancies_title_trgm_idx').using('gin', sql`${searchable(t.title)} gin_trgm_ops`),
    check(
      'job_vacancies_employment_type_check',
      sql`${t.employmentType} is null or ${inList(t.employmentType, EMPLOYMENT_TYPES)}`,
    ),
    check(
      'job_vacancies_work_model_check',
      sql`${t.workModel} is null or ${inList(t.workModel, WORK_MODELS)}`,
    ),
    check('job_vacancies_how_to_receive_check', inList(t.howToReceive, HOW_TO_RECEIVE)),
    check(
      'job_vacancies_external_check',
      sql`${t.howToReceive} = 'internal' or ${t.externalPlatform} is not null`,
    ),
    check('job_vacancies_application_count_check', sql`${t.applicationCount} >= 0`),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status').notNull().default('new'),
    /** Her attached CV (a PDF) in the private store; null when she sent none. Never a public URL. */
    cvKey: text('cv_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('job_applications_pair_key').on(t.jobId, t.userId),
    index('job_applications_user_idx').on(t.userId, t.createdAt),
    index('job_applications_job_idx').on(t.jobId, t.createdAt),
    // The applications page filtered by status ('Filtrar por etapa').
    index('job_applications_job_status_idx').on(t.jobId, t.status, t.createdAt),
    check('job_applications_status_check', inList(t.status, APPLICATION_STATUSES)),
  ],
);

/**
 * Private notes of the company's staff on an application: never shown to the applicant. A list
 * (newest last), each with its author (kept as null when her account goes) and time.
 */
export const jobApplicationNotes = pgTable(
  'job_application_notes',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => authUser.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_application_notes_application_idx').on(t.applicationId, t.createdAt, t.id)],
);

/** 'Salvar' on a vacancy (issue 21): her saved list ('Salvas') is newest saved first. */
export const savedVacancies = pgTable(
  'saved_vacancies',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'saved_vacancies_pkey', columns: [t.userId, t.vacancyId] }),
    // 'Salvas' in keyset pages on (created_at, vacancy_id), hers only.
    index('saved_vacancies_user_idx').on(t.userId, t.createdAt, t.vacancyId),
    index('saved_vacancies_vacancy_idx').on(t.vacancyId),
  ],
);

/**
 * Her job alert (issue 21): an e-mail of the new vacancies matching her active job preference
 * profile, daily or weekly ('off', the default, is the row's absence or 'off'). `since` is what
 * the next e-mail starts from (when she turned it on, then each run); `dueAt` when the next run
 * may send one, so the scheduled fan-out reads only who is due, in index order.
 */
export const jobAlertSettings = pgTable(
  'job_alert_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull().default('off'),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('job_alert_settings_frequency_check', inList(t.frequency, JOB_ALERT_FREQUENCIES)),
    index('job_alert_settings_due_idx').on(t.dueAt, t.userId).where(sql`${t.frequency} <> 'off'`),
  ],
);

/** The vacancies her alerts already listed: never the same one twice. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'job_alert_deliveries_pkey', columns: [t.userId, t.vacancyId] }),
    index('job_alert_deliveries_vacancy_idx').on(t.vacancyId),
  ],
);
