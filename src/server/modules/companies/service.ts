import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CompanyIndustry, CompanyRole } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { COMPANY_POLICY } from '../../../domain/rules/permissions/company.js';
import { platformRoleOf } from '../../../domain/rules/permissions/platform.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type {
  CompanyDetail,
  CompanySeal,
  CompanySummary,
  CompanyValues,
  CompanyViewer,
  MyCompany,
} from '../../../domain/schemas/companies.js';
import type { Database, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { searchable } from '../../db/schema/helpers.js';
import {
  companies,
  companyAdmins,
  companyFollowers,
  posts,
  professionalExperience,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import type { PrivateStore } from '../../storage/private-store.js';
import { type GroupDeps, sweepGroupFiles } from '../access/index.js';
import { companyCvKeys, removeCvs } from '../vacancies/index.js';

// Company pages (SPEC §2 Companies, §5 Company, §6; issue 8): hers, create, read, edit, delete.
// Every function takes the actor first; the changes lock the company row and ask the policy
// layer again inside their transaction, so a role taken away meanwhile is honoured. What each
// role may do is rules/permissions/company.ts.

export type CompanyDeps = GroupDeps & {
  /** Where applicants' attached CVs are kept: deleting the company removes those of its vacancies. */
  privateStore?: PrivateStore;
};

const isUuid = (id: string) => z.guid().safeParse(id).success;

const notFoundError = () => notFound(MSG.companies.notFound);
const duplicateName = () => conflict(MSG.companies.duplicateName, { name: MSG.companies.duplicateName });

type CompanyRow = typeof companies.$inferSelect;

export const summaryColumns = {
  id: companies.id,
  name: companies.name,
  description: companies.description,
  industry: companies.industry,
  logoUrl: companies.logoUrl,
  location: companies.location,
  followerCount: companies.followerCount,
  sealGrantedAt: companies.sealGrantedAt,
  sealCriteriaVersion: companies.sealCriteriaVersion,
};
type SummaryRow = Pick<CompanyRow, keyof typeof summaryColumns>;

/** The seal, or null: both columns are set together (companies_seal_check). */
function sealOf(row: Pick<CompanyRow, 'sealGrantedAt' | 'sealCriteriaVersion'>): CompanySeal | null {
  if (!row.sealGrantedAt || row.sealCriteriaVersion === null) return null;
  return { grantedAt: row.sealGrantedAt.toISOString(), criteriaVersion: row.sealCriteriaVersion };
}

export function toSummary(row: SummaryRow): CompanySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    industry: row.industry as CompanyIndustry | null,
    logoUrl: row.logoUrl,
    location: row.location,
    followerCount: row.followerCount,
    seal: sealOf(row),
  };
}

/** Her relation to the company and what she may do (the policy's flags). */
export function viewerOf(
  actor: Actor,
  state: { role: string | null; following: boolean; followerCount: number },
): CompanyViewer {
  const role = state.role as CompanyRole | null;
  return {
    role,
    following: state.following,
    followerCount: state.followerCount,
    ...viewerFlags(COMPANY_POLICY, { role, platformRole: platformRoleOf(actor.role) }),
  };
}

const staffOf = (userId: string) =>
  and(eq(companyAdmins.companyId, companies.id), eq(companyAdmins.userId, userId));

const followingOf = (userId: string) =>
  sql<boolean>`exists (select 1 from ${companyFollowers}
    where ${companyFollowers.companyId} = ${companies.id} and ${companyFollowers.followerId} = ${userId})`;

/**
 * 'trabalha aqui': members whose current job is at a company of this name, ignoring case and
 * accents. Written with searchable() on both sides so that the planner serves it from the index
 * professional_experience_company_idx (f_unaccent(lower(company)), user_id); a member with two
 * current jobs there counts once.
 */
export const employeeCount = sql<number>`(select count(distinct ${professionalExperience.userId})::int
  from ${professionalExperience}
  where ${professionalExperience.isCurrent}
    and ${searchable(professionalExperience.company)} = ${searchable(companies.name)})`;

/** The detail statement, unexecuted: the service runs it, the plan test EXPLAINs it. */
export function companyDetailStatement(db: Executor, userId: string, id: string) {
  return db
    .select({
      row: companies,
      role: companyAdmins.role,
      following: followingOf(userId),
      employeeCount,
    })
    .from(companies)
    .leftJoin(companyAdmins, staffOf(userId))
    .where(and(eq(companies.id, id), eq(companies.isActive, true)))
    .limit(1);
}

/** An active company as the page shows it to her, or null. One query. */
export async function readCompany(db: Executor, actor: Actor, id: string): Promise<CompanyDetail | null> {
  if (!isUuid(id)) return null;
  const [found] = await companyDetailStatement(db, actor.id, id);
  if (!found) return null;
  const { row } = found;
  return {
    ...toSummary(row),
    website: row.website,
    companyUrl: row.companyUrl,
    bannerUrl: row.bannerUrl,
    bannerLuminance: row.bannerLuminance,
    size: row.size,
    foundedYear: row.foundedYear,
    employeeCount: Number(found.employeeCount),
    creatorId: row.creatorId,
    createdAt: row.createdAt.toISOString(),
    viewer: viewerOf(actor, {
      role: found.role,
      following: found.following === true,
      followerCount: row.followerCount,
    }),
  };
}

/**
 * GET /api/companies/{id}: an active company with her relation to it. Unknown, malformed and
 * inactive ids all answer 404 'Empresa não encontrada.'.
 */
export async function getCompany(db: Executor, actor: Actor, id: string): Promise<CompanyDetail> {
  const detail = await readCompany(db, actor, id);
  if (!detail) throw notFoundError();
  return detail;
}

/** Her relation to an active company with its follower count, or null. One query. */
export async function readViewer(db: Executor, actor: Actor, id: string): Promise<CompanyViewer | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      followerCount: companies.followerCount,
      role: companyAdmins.role,
      following: followingOf(actor.id),
    })
    .from(companies)
    .leftJoin(companyAdmins, staffOf(actor.id))
    .where(and(eq(companies.id, id), eq(companies.isActive, true)))
    .limit(1);
  if (!row) return null;
  return viewerOf(actor, { ...row, following: row.following === true });
}

/**
 * GET /api/companies/mine: the active companies where she has any company_admins row, with her
 * role, by name (accent- and case-insensitively, like every list). Deliberately her STAFF
 * companies, not only those she created (SPEC §6 says "created by the user"): an editor who was
 * granted access must find the company she now helps run. One query.
 */
export async function listMyCompanies(db: Executor, actor: Actor): Promise<MyCompany[]> {
  const userId = actor.id;
  const platformRole = platformRoleOf(actor.role);
  const rows = await db
    .select({ ...summaryColumns, role: companyAdmins.role })
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.companyId))
    .where(and(eq(companyAdmins.userId, userId), eq(companies.isActive, true)))
    .orderBy(searchable(companies.name), companies.name, companies.id);
  return rows.map((r) => {
    const role = r.role as CompanyRole;
    return { ...toSummary(r), role, viewer: viewerFlags(COMPANY_POLICY, { role, platformRole }) };
  });
}

/** The form's values as columns. */
function columnsOf(input: CompanyValues) {
  return {
    name: input.name,
    description: input.description,
    industry: input.industry,
    website: input.website,
    companyUrl: input.companyUrl,
    location: input.location,
    size: input.size,
    foundedYear: input.foundedYear,
  };
}

/**
 * POST /api/companies: the company (active, hers) and her approved admin row, in one
 * transaction (the spec's create_company_and_add_creator): if either insert fails, neither
 * stays. A name taken in any letter case answers 409 and leaves nothing behind. Like every
 * change here, the answer is read by the transaction that writes (issue 13): an error is never
 * answered for a committed change, and the answer is exactly what was committed.
 */
export async function createCompany(
  db: Database,
  actor: Actor,
  input: CompanyValues,
): Promise<CompanyDetail> {
  const columns = columnsOf(input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({ ...columns, creatorId: actor.id, isActive: true })
        .returning({ id: companies.id });
      await tx
        .insert(companyAdmins)
        .values({ companyId: row!.id, userId: actor.id, role: 'admin', isApproved: true });
      return getCompany(tx, actor, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/** PUT /api/companies/{id}: replaces the form's fields (roles that may edit: admin, editor). */
export async function updateCompany(
  db: Database,
  actor: Actor,
  id: string,
  input: CompanyValues,
): Promise<CompanyDetail> {
  const columns = columnsOf(input);
  try {
    return await db.transaction(async (tx) => {
      await authorize(tx, actor, { kind: 'company', id }, 'edit', { lock: 'update' });
      await tx
        .update(companies)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(companies.id, id));
      return getCompany(tx, actor, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/**
 * DELETE /api/companies/{id} (admins only). Its posts are deleted in the same transaction
 * (author_id has no foreign key; deleting them here also hands back their images); its
 * vacancies and their applications, its staff and its follows cascade. After the commit its
 * logo and banner folders, its posts' images and its applicants' attached CVs are removed; a
 * failure there is only logged.
 */
export async function deleteCompany(deps: CompanyDeps, actor: Actor, id: string): Promise<void> {
  const { postImages, cvs } = await deps.db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'company', id }, 'delete', { lock: 'update' });
    const removed = await tx
      .delete(posts)
      .where(and(eq(posts.authorType, 'company'), eq(posts.authorId, id)))
      .returning({ imageUrl: posts.imageUrl, writerId: posts.createdByUserId });
    const cvKeys = await companyCvKeys(tx, id);
    await tx.delete(companies).where(eq(companies.id, id));
    return { postImages: removed, cvs: cvKeys };
  });
  await sweepGroupFiles(deps, 'company', id, postImages);
  await removeCvs(deps.privateStore && { store: deps.privateStore, logger: deps.logger }, cvs);
}
