import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApplicationStatus, EmploymentType, HowToReceive, WorkModel } from '../../../domain/enums.js';
import type { VacancyCard } from '../../../domain/schemas/vacancies.js';
import type { Executor } from '../../db/client.js';
import { companies, jobApplications, jobVacancies, savedVacancies } from '../../db/schema/index.js';
import { keysetTimestamp } from '../shared/keyset-cursor.js';

// A vacancy as every list shows it (vacancyCardSchema): one select shape and one mapping, so
// /vagas, 'Vagas Recomendadas', 'Minhas Vagas', a company's page and her applications agree.

export const isUuid = (id: string) => z.guid().safeParse(id).success;

/** 'City, UF' as profiles and vacancies show it; whichever part is known, or null. */
export function locationOf(city: string | null, state: string | null): string | null {
  return [city, state].filter(Boolean).join(', ') || null;
}

/** Open to applications and visible: the vacancy is active and its company too. */
export const openVacancy: SQL = and(eq(jobVacancies.isActive, true), eq(companies.isActive, true)) as SQL;

export const cardColumns = {
  id: jobVacancies.id,
  title: jobVacancies.title,
  companyId: jobVacancies.companyId,
  companyName: companies.name,
  companyLogoUrl: companies.logoUrl,
  companySealed: sql<boolean>`(${companies.sealGrantedAt} is not null)`,
  location: jobVacancies.location,
  state: jobVacancies.state,
  city: jobVacancies.city,
  workModel: jobVacancies.workModel,
  /** For 'Área e cargo' of the matching (rules/vacancy-match.ts); cards do not show it. */
  roleId: jobVacancies.roleId,
  employmentType: jobVacancies.employmentType,
  salaryRange: jobVacancies.salaryRange,
  howToReceive: jobVacancies.howToReceive,
  isActive: jobVacancies.isActive,
  applicationCount: jobVacancies.applicationCount,
  createdAt: jobVacancies.createdAt,
  /** The keyset of newest-first lists, to the microsecond (shared/keyset-cursor.ts). */
  key: keysetTimestamp(jobVacancies.createdAt),
  myApplicationStatus: jobApplications.status,
  /** When she saved it; null when she has not (every select of these columns joins viewerSavedJoin). */
  savedAt: savedVacancies.createdAt,
};

/** Her application's join: none for a visitor (the condition is then simply false). */
export function viewerApplicationJoin(viewerId: string | null): SQL {
  return viewerId
    ? (and(eq(jobApplications.jobId, jobVacancies.id), eq(jobApplications.userId, viewerId)) as SQL)
    : sql`false`;
}

/** Her saved row's join (unique per user and vacancy): none for a visitor. */
export function viewerSavedJoin(viewerId: string | null): SQL {
  return viewerId
    ? (and(eq(savedVacancies.vacancyId, jobVacancies.id), eq(savedVacancies.userId, viewerId)) as SQL)
    : sql`false`;
}

/**
 * `select <card> from job_vacancies join companies left join <her application> left join
 * <her saved row>`, to be given its where, order and limit. Both are unique per (vacancy, user),
 * so the left joins never repeat a vacancy.
 */
export function selectCards(db: Executor, viewerId: string | null) {
  return db
    .select(cardColumns)
    .from(jobVacancies)
    .innerJoin(companies, eq(companies.id, jobVacancies.companyId))
    .leftJoin(jobApplications, viewerApplicationJoin(viewerId))
    .leftJoin(savedVacancies, viewerSavedJoin(viewerId));
}

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function toCard(row: Omit<CardRow, 'key'>): VacancyCard {
  return {
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    companyName: row.companyName,
    companyLogoUrl: row.companyLogoUrl,
    companySealed: row.companySealed === true,
    // Rows written before the column was derived on save still read 'City, UF'.
    location: row.location ?? locationOf(row.city, row.state),
    state: row.state,
    city: row.city,
    workModel: row.workModel as WorkModel | null,
    employmentType: row.employmentType as EmploymentType | null,
    salaryRange: row.salaryRange,
    howToReceive: row.howToReceive as HowToReceive,
    isActive: row.isActive,
    applicationCount: row.applicationCount,
    createdAt: row.createdAt.toISOString(),
    myApplicationStatus: (row.myApplicationStatus as ApplicationStatus | null) ?? null,
    saved: row.savedAt !== null,
  };
}
