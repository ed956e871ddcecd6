import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { VACANCIES_SERVER_COPY as COPY } from '../../../domain/copy/vacancies-server.js';
import type { ApplicationStatus, CompanyRole } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import { VACANCY_POLICY } from '../../../domain/rules/permissions/vacancy.js';
import type { VacancyDetail, VacancyValues } from '../../../domain/schemas/vacancies.js';
import type { Database, Executor } from '../../db/client.js';
import {
  brazilianStates,
  companies,
  companyAdmins,
  industrySectors,
  jobApplications,
  jobCategories,
  jobRoles,
  jobVacancies,
  savedVacancies,
} from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { isUuid, locationOf, toCard, viewerApplicationJoin, viewerSavedJoin } from './cards.js';

// Vacancies (SPEC §2 'Minhas Vagas' and 'Criar Nova Vaga', §4 Vacancy, §5 Vacancy): read one,
// create, edit, (de)activate, delete. Whoever has COMPANY_PERMISSIONS.manageVacancies at the
// vacancy's company manages it (companies/staff.ts decides). Every change locks the company row
// and checks her role again inside its transaction, so a role taken away meanwhile is honoured,
// and answers what that same transaction read after writing (issue 13): never an error for a
// committed change, never an answer that differs from it.

export const vacancyNotFound = () => notFound(COPY.notFound);

/**
 * 404 for a vacancy she cannot see (unknown, malformed, or its company inactive), 403 unless she
 * manages it. With `lock`, its company's row stays locked until the caller's transaction ends
 * (the lock every change of the company takes), so a role taken away meanwhile is honoured.
 */
export async function requireVacancyManager(db: Executor, actor: Actor, vacancyId: string, lock = false) {
  const vacancy = await authorize(db, actor, { kind: 'vacancy', id: vacancyId }, 'manage');
  if (lock) {
    await authorize(db, actor, { kind: 'company', id: vacancy.companyId }, 'manageVacancies', {
      lock: 'update',
    });
  }
  return vacancy;
}

/**
 * GET /api/vacancies/{id}, for members and visitors alike (`viewerId` null): the vacancy, its
 * company and what she may do with it. Inactive vacancies are shown (the page says they take no
 * applications); a deactivated company's vacancies answer 404. One query.
 */
export async function getVacancy(db: Executor, viewerId: string | null, id: string): Promise<VacancyDetail> {
  if (!isUuid(id)) throw vacancyNotFound();
  const [row] = await db
    .select({
      vacancy: jobVacancies,
      company: companies,
      role: companyAdmins.role,
      savedAt: savedVacancies.createdAt,
      jobRole: {
        id: jobRoles.id,
        name: jobRoles.name,
        categoryId: jobCategories.id,
        categoryName: jobCategories.name,
        sectorId: industrySectors.id,
        sectorName: industrySectors.name,
      },
      application: {
        id: jobApplications.id,
        status: jobApplications.status,
        message: jobApplications.message,
        cvKey: jobApplications.cvKey,
        createdAt: jobApplications.createdAt,
        updatedAt: jobApplications.updatedAt,
      },
    })
    .from(jobVacancies)
    .innerJoin(companies, eq(companies.id, jobVacancies.companyId))
    .leftJoin(
      companyAdmins,
      viewerId
        ? and(eq(companyAdmins.companyId, companies.id), eq(companyAdmins.userId, viewerId))
        : sql`false`,
    )
    .leftJoin(jobApplications, viewerApplicationJoin(viewerId))
    .leftJoin(savedVacancies, viewerSavedJoin(viewerId))
    .leftJoin(jobRoles, eq(jobRoles.id, jobVacancies.roleId))
    .leftJoin(jobCategories, eq(jobCategories.id, jobRoles.categoryId))
    .leftJoin(industrySectors, eq(industrySectors.id, jobCategories.sectorId))
    .where(and(eq(jobVacancies.id, id), eq(companies.isActive, true)))
    .limit(1);
  if (!row) throw vacancyNotFound();
  const { vacancy: v, company: c, application: a } = row;
  const application = a
    ? {
        id: a.id,
        status: a.status as ApplicationStatus,
        message: a.message,
        hasCv: a.cvKey !== null,
        createdAt: a.createdAt.toISOString(),
        updatedAt: a.updatedAt.toISOString(),
      }
    : null;
  const card = toCard({
    ...v,
    companyName: c.name,
    companyLogoUrl: c.logoUrl,
    companySealed: c.sealGrantedAt !== null,
    myApplicationStatus: application?.status ?? null,
    savedAt: row.savedAt,
  });
  return {
    ...card,
    role: roleOf(row.jobRole),
    description: v.description,
    requirements: v.requirements,
    benefits: v.benefits,
    externalPlatform: v.externalPlatform,
    updatedAt: v.updatedAt.toISOString(),
    company: {
      id: c.id,
      name: c.name,
      description: c.description,
      industry: c.industry,
      logoUrl: c.logoUrl,
      website: c.website,
      location: c.location,
      size: c.size,
      seal:
        c.sealGrantedAt && c.sealCriteriaVersion
          ? { grantedAt: c.sealGrantedAt.toISOString(), criteriaVersion: c.sealCriteriaVersion }
          : null,
    },
    viewer: {
      signedIn: viewerId !== null,
      ...viewerFlags(VACANCY_POLICY, {
        signedIn: viewerId !== null,
        companyRole: row.role as CompanyRole | null,
        isActive: v.isActive,
        receivesHere: v.howToReceive === 'internal',
        hasApplication: application !== null,
      }),
      application,
    },
  };
}

type Nullable<T> = { [K in keyof T]: T[K] | null };
type VacancyRole = NonNullable<VacancyDetail['role']>;

/** The left-joined role, category and sector, or null when the vacancy has none. */
function roleOf(r: Nullable<VacancyRole> | null): VacancyRole | null {
  if (!r || r.id === null || r.categoryId === null || r.sectorId === null) return null;
  return {
    id: r.id,
    name: r.name ?? '',
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    sectorId: r.sectorId,
    sectorName: r.sectorName ?? '',
  };
}

/** 400 with a field error unless the UF is in the brazilian_states catalogue. */
async function assertKnownState(db: Executor, state: string | null): Promise<void> {
  if (state === null) return;
  const [known] = await db
    .select({ uf: brazilianStates.uf })
    .from(brazilianStates)
    .where(eq(brazilianStates.uf, state))
    .limit(1);
  if (!known) throw new AppError(400, 'invalid_input', MSG.common.invalidInput, { state: COPY.unknownState });
}

/** 400 with a field error unless the role is in the job taxonomy. */
async function assertKnownRole(db: Executor, roleId: number | null): Promise<void> {
  if (roleId === null) return;
  const [known] = await db.select({ id: jobRoles.id }).from(jobRoles).where(eq(jobRoles.id, roleId)).limit(1);
  if (!known) throw new AppError(400, 'invalid_input', MSG.common.invalidInput, { roleId: COPY.unknownRole });
}

/** The form's values as columns; `location` is derived, so lists and the page agree. */
function columnsOf(input: VacancyValues) {
  return {
    title: input.title,
    description: input.description,
    requirements: input.requirements,
    benefits: input.benefits,
    state: input.state,
    city: input.city,
    location: locationOf(input.city, input.state),
    salaryRange: input.salaryRange,
    employmentType: input.employmentType,
    workModel: input.workModel,
    roleId: input.roleId,
    howToReceive: input.howToReceive,
    externalPlatform: input.externalPlatform,
  };
}

/**
 * POST /api/vacancies: a vacancy of the chosen company (404 unknown or inactive, 403 unless she
 * manages it), created active (SPEC §4) and attributed to her.
 */
export async function createVacancy(
  db: Database,
  actor: Actor,
  input: VacancyValues,
): Promise<VacancyDetail> {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'company', id: input.companyId }, 'manageVacancies', {
      lock: 'update',
    });
    await assertKnownState(tx, input.state);
    await assertKnownRole(tx, input.roleId);
    const [row] = await tx
      .insert(jobVacancies)
      .values({ ...columnsOf(input), companyId: input.companyId, isActive: true, createdBy: userId })
      .returning({ id: jobVacancies.id });
    return getVacancy(tx, userId, row!.id);
  });
}

/**
 * PUT /api/vacancies/{id}: replaces the form's fields. A vacancy stays with its company: a
 * different companyId answers 400 (moving it would hand its applicants to another company).
 */
export async function updateVacancy(
  db: Database,
  actor: Actor,
  id: string,
  input: VacancyValues,
): Promise<VacancyDetail> {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    const standing = await requireVacancyManager(tx, actor, id, true);
    if (input.companyId !== standing.companyId) {
      throw new AppError(400, 'invalid_input', COPY.companyLocked, { companyId: COPY.companyLocked });
    }
    await assertKnownState(tx, input.state);
    await assertKnownRole(tx, input.roleId);
    await tx
      .update(jobVacancies)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(eq(jobVacancies.id, id));
    return getVacancy(tx, userId, id);
  });
}

/** PATCH /api/vacancies/{id}/active: 'Ativar' / 'Desativar'. An inactive one takes no applications. */
export async function setVacancyActive(
  db: Database,
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<VacancyDetail> {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    await requireVacancyManager(tx, actor, id, true);
    await tx.update(jobVacancies).set({ isActive, updatedAt: sql`now()` }).where(eq(jobVacancies.id, id));
    return getVacancy(tx, userId, id);
  });
}

/**
 * DELETE /api/vacancies/{id}: the vacancy and (by cascade) its applications; answers the keys of
 * their attached CVs, for the caller to remove after the commit.
 */
export async function deleteVacancy(db: Database, actor: Actor, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await requireVacancyManager(tx, actor, id, true);
    // Applying locks the vacancy's row too: no application (nor its CV) slips in meanwhile.
    await tx.select({ id: jobVacancies.id }).from(jobVacancies).where(eq(jobVacancies.id, id)).for('update');
    const cvs = await tx
      .select({ key: jobApplications.cvKey })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, id), isNotNull(jobApplications.cvKey)));
    await tx.delete(jobVacancies).where(eq(jobVacancies.id, id));
    return cvs.map((r) => r.key).filter((k): k is string => k !== null);
  });
}

/**
 * The attached CVs of every application to a company's vacancies: what deleting the company
 * leaves to remove from the private store once its rows are gone (call inside its transaction,
 * after locking the company).
 */
export async function companyCvKeys(tx: Executor, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: jobApplications.cvKey })
    .from(jobApplications)
    .innerJoin(jobVacancies, eq(jobVacancies.id, jobApplications.jobId))
    .where(and(eq(jobVacancies.companyId, companyId), isNotNull(jobApplications.cvKey)));
  return rows.map((r) => r.key).filter((k): k is string => k !== null);
}
