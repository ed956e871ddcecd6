import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  EMPLOYMENT_TYPES,
  HOW_TO_RECEIVE,
  WORK_MODELS,
} from '../../../domain/enums.js';
import { authUser } from './auth.js';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('job_applications_pair_key').on(t.jobId, t.userId),
    index('job_applications_user_idx').on(t.userId, t.createdAt),
    index('job_applications_job_idx').on(t.jobId, t.createdAt),
    check('job_applications_status_check', inList(t.status, APPLICATION_STATUSES)),
  ],
);
