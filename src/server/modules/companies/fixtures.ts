import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { CompanyRole } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import {
  authUser,
  companies,
  companyAdmins,
  companyFollowers,
  jobApplications,
  jobVacancies,
  posts,
  professionalExperience,
} from '../../db/schema/index.js';
import type { TestContext } from '../../test/context.js';

// Test data for the companies suites: companies as POST makes them, staff, followers,
// vacancies, current jobs, platform administrators, and before/after snapshots.

/** The error bodies the company endpoints answer with. */
export const notFoundBody = { error: { code: 'not_found', message: MSG.companies.notFound } };
export const forbiddenBody = { error: { code: 'forbidden', message: MSG.common.forbidden } };
export const unauthorizedBody = { error: { code: 'unauthorized', message: MSG.common.unauthorized } };

export type StaffSeat = { user: { id: string }; role: CompanyRole };

let counter = 0;

/** A unique company name (names are unique in any letter case). */
export function companyName(label = 'Empresa'): string {
  counter += 1;
  return `${label} ${counter} ${randomUUID().slice(0, 6)}`;
}

/**
 * A company made as POST /api/companies makes it (active, the creator's admin row), plus the
 * given staff and followers (follower_count matching the rows).
 */
export async function insertCompany(
  ctx: TestContext,
  creator: { id: string },
  options: {
    name?: string;
    isActive?: boolean;
    staff?: StaffSeat[];
    followers?: { id: string }[];
    sealedAt?: Date;
    website?: string;
  } = {},
) {
  const followers = options.followers ?? [];
  const [row] = await ctx.db
    .insert(companies)
    .values({
      name: options.name ?? companyName(),
      description: 'Empresa de teste',
      creatorId: creator.id,
      isActive: options.isActive ?? true,
      followerCount: followers.length,
      website: options.website ?? null,
      ...(options.sealedAt ? { sealGrantedAt: options.sealedAt, sealCriteriaVersion: '2025.1' } : {}),
    })
    .returning();
  const seats: StaffSeat[] = [{ user: creator, role: 'admin' }, ...(options.staff ?? [])];
  for (const seat of seats) {
    await ctx.db.insert(companyAdmins).values({ companyId: row!.id, userId: seat.user.id, role: seat.role });
  }
  for (const f of followers) {
    await ctx.db.insert(companyFollowers).values({ companyId: row!.id, followerId: f.id });
  }
  return row!;
}

/**
 * Makes her a platform administrator (auth_user.role 'admin'), read at her next request, with the
 * two-factor sign-in the platform requires of administrators (`twoFactor: false` leaves it off).
 */
export async function makePlatformAdmin(
  ctx: TestContext,
  member: { id: string },
  { twoFactor = true }: { twoFactor?: boolean } = {},
) {
  await ctx.db
    .update(authUser)
    .set({ role: 'admin', twoFactorEnabled: twoFactor })
    .where(eq(authUser.id, member.id));
}

/** An open vacancy of the company with one application per applicant. */
export async function insertVacancy(ctx: TestContext, companyId: string, applicants: { id: string }[] = []) {
  const [vacancy] = await ctx.db
    .insert(jobVacancies)
    .values({
      companyId,
      title: 'Desenvolvedora',
      description: 'Vaga de teste',
      applicationCount: applicants.length,
    })
    .returning();
  for (const a of applicants) {
    await ctx.db.insert(jobApplications).values({ jobId: vacancy!.id, userId: a.id });
  }
  return vacancy!;
}

/** A job of hers at `company` (current unless said otherwise). */
export async function insertJob(ctx: TestContext, member: { id: string }, company: string, isCurrent = true) {
  await ctx.db.insert(professionalExperience).values({
    userId: member.id,
    company,
    role: 'Analista',
    startDate: '2020-01-01',
    endDate: isCurrent ? null : '2022-01-01',
    isCurrent,
    country: 'Brasil',
    state: 'SP',
    city: 'São Paulo',
  });
}

/** Every file of the company (logo and banner folders). */
export async function companyFiles(ctx: TestContext, id: string) {
  return [
    ...(await ctx.store.list(`company-images/logos/${id}/`)),
    ...(await ctx.store.list(`company-images/banners/${id}/`)),
  ];
}

/** Everything a request could change about one company, for before/after comparisons. */
export async function companySnapshot(ctx: TestContext, id: string) {
  const vacancies = await ctx.db
    .select()
    .from(jobVacancies)
    .where(eq(jobVacancies.companyId, id))
    .orderBy(asc(jobVacancies.id));
  const vacancyIds = vacancies.map((v) => v.id);
  return {
    company: await ctx.db.select().from(companies).where(eq(companies.id, id)),
    staff: await ctx.db
      .select()
      .from(companyAdmins)
      .where(eq(companyAdmins.companyId, id))
      .orderBy(asc(companyAdmins.id)),
    followers: await ctx.db
      .select()
      .from(companyFollowers)
      .where(eq(companyFollowers.companyId, id))
      .orderBy(asc(companyFollowers.id)),
    posts: await ctx.db
      .select({ id: posts.id, content: posts.content, imageUrl: posts.imageUrl })
      .from(posts)
      .where(eq(posts.authorId, id))
      .orderBy(asc(posts.id)),
    vacancies,
    applications:
      vacancyIds.length === 0
        ? []
        : await ctx.db
            .select()
            .from(jobApplications)
            .where(inArray(jobApplications.jobId, vacancyIds))
            .orderBy(asc(jobApplications.id)),
    files: await companyFiles(ctx, id),
  };
}

/** Her company_admins row at the company, if any. */
export async function staffRow(ctx: TestContext, companyId: string, userId: string) {
  const rows = await ctx.db.select().from(companyAdmins).where(eq(companyAdmins.companyId, companyId));
  return rows.find((r) => r.userId === userId);
}
