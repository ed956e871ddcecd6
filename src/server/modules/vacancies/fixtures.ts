import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { VACANCIES_SERVER_COPY } from '../../../domain/copy/vacancies-server.js';
import type { CompanyRole } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { companies, companyAdmins, jobApplications, jobVacancies } from '../../db/schema/index.js';
import type { TestContext } from '../../test/context.js';

// Test data for the vacancy suites, written straight to the database: a company with its staff
// (as the companies module's creation would leave it) and vacancies, so these suites do not
// depend on the companies API.

let counter = 0;

export type StaffSeat = { user: { id: string }; role: CompanyRole };

/** A company with the given staff (company_admins rows). */
export async function insertCompany(
  ctx: TestContext,
  options: { name?: string; staff?: StaffSeat[]; isActive?: boolean; sealed?: boolean } = {},
) {
  counter += 1;
  const [row] = await ctx.db
    .insert(companies)
    .values({
      name: options.name ?? `Empresa Teste ${counter} ${randomUUID().slice(0, 6)}`,
      description: 'Empresa de teste',
      industry: 'Tecnologia',
      isActive: options.isActive ?? true,
      logoUrl: `https://cdn.exemplo/empresa-${counter}.png`,
      ...(options.sealed
        ? { sealGrantedAt: new Date('2025-03-01T12:00:00Z'), sealCriteriaVersion: '2025.1' }
        : {}),
    })
    .returning();
  for (const seat of options.staff ?? []) {
    await ctx.db.insert(companyAdmins).values({ companyId: row!.id, userId: seat.user.id, role: seat.role });
  }
  return row!;
}

type VacancyInsert = typeof jobVacancies.$inferInsert;

/** A vacancy of the company, created `minutesAgo` (so lists have a known order). */
export async function insertVacancy(
  ctx: TestContext,
  companyId: string,
  overrides: Partial<VacancyInsert> & { minutesAgo?: number } = {},
) {
  counter += 1;
  const { minutesAgo, ...values } = overrides;
  const [row] = await ctx.db
    .insert(jobVacancies)
    .values({
      companyId,
      title: `Vaga de teste ${counter}`,
      description: 'Descrição da vaga de teste',
      ...(minutesAgo === undefined ? {} : { createdAt: new Date(Date.now() - minutesAgo * 60_000) }),
      ...values,
    })
    .returning();
  return row!;
}

/** An application written directly, with the counter moved as the API would. */
export async function insertApplication(
  ctx: TestContext,
  vacancyId: string,
  user: { id: string },
  options: { status?: string; message?: string | null; minutesAgo?: number } = {},
) {
  const [row] = await ctx.db
    .insert(jobApplications)
    .values({
      jobId: vacancyId,
      userId: user.id,
      status: options.status ?? 'new',
      message: options.message ?? null,
      ...(options.minutesAgo === undefined
        ? {}
        : { createdAt: new Date(Date.now() - options.minutesAgo * 60_000) }),
    })
    .returning();
  const [vacancy] = await ctx.db
    .select({ n: jobVacancies.applicationCount })
    .from(jobVacancies)
    .where(eq(jobVacancies.id, vacancyId));
  await ctx.db
    .update(jobVacancies)
    .set({ applicationCount: vacancy!.n + 1 })
    .where(eq(jobVacancies.id, vacancyId));
  return row!;
}

/** The form's body (vacancyInputSchema input) with sensible values. */
export function vacancyBody(companyId: string, overrides: Record<string, unknown> = {}) {
  return {
    companyId,
    title: 'Desenvolvedora Back-end Pleno',
    description: 'Venha construir APIs com a gente.',
    requirements: 'TypeScript e PostgreSQL',
    benefits: 'Plano de saúde',
    state: 'SP',
    city: 'São Paulo',
    salaryRange: 'R$ 8.000 - R$ 10.000',
    employmentType: 'CLT',
    workModel: 'Híbrido',
    howToReceive: 'internal',
    ...overrides,
  };
}

/** Everything a vacancy request could change about one company's vacancies. */
export async function vacancySnapshot(ctx: TestContext, companyId: string) {
  const vacancies = await ctx.db
    .select()
    .from(jobVacancies)
    .where(eq(jobVacancies.companyId, companyId))
    .orderBy(asc(jobVacancies.id));
  const applications = await ctx.db
    .select({ app: jobApplications })
    .from(jobApplications)
    .innerJoin(jobVacancies, eq(jobVacancies.id, jobApplications.jobId))
    .where(eq(jobVacancies.companyId, companyId))
    .orderBy(asc(jobApplications.id));
  return { vacancies, applications: applications.map((a) => a.app) };
}

/** The error bodies the vacancy endpoints answer with. */
export const bodies = {
  unauthorized: { code: 'unauthorized', message: MSG.common.unauthorized },
  forbidden: { code: 'forbidden', message: MSG.common.forbidden },
  vacancyNotFound: { code: 'not_found', message: VACANCIES_SERVER_COPY.notFound },
  companyNotFound: { code: 'not_found', message: MSG.companies.notFound },
};
