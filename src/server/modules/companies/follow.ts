import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '../../../domain/messages.js';
import type { CompanyViewer } from '../../../domain/schemas/companies.js';
import type { Database, Executor } from '../../db/client.js';
import { companies, companyFollowers } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { requireResource } from '../../policy/authorize.js';
import { readViewer } from './service.js';

// Following a company (SPEC §4 "Follow"). follower_count counts the rows of company_followers:
// every change locks the company row first (FOR NO KEY UPDATE, which does not block the
// foreign-key checks of other inserts), changes the row, then moves the counter by exactly the
// number of rows that changed. So concurrent follows queue behind each other and following
// twice counts once.

/** Locks an active company's row (FOR NO KEY UPDATE) or 404. */
const lockActiveCompany = (tx: Executor, companyId: string) =>
  requireResource(tx, { kind: 'company', id: companyId }, { lock: 'no key update' });

/** Moves the follower count, never below zero (the CHECK constraint's floor). */
async function bumpFollowers(tx: Executor, companyId: string, delta: number): Promise<void> {
  await tx
    .update(companies)
    .set({ followerCount: sql`greatest(${companies.followerCount} + ${delta}, 0)` })
    .where(eq(companies.id, companyId));
}

async function viewerAfter(tx: Executor, actor: Actor, companyId: string): Promise<CompanyViewer> {
  const viewer = await readViewer(tx, actor, companyId);
  if (!viewer) throw notFound(MSG.companies.notFound);
  return viewer;
}

/** PUT /api/companies/{id}/follow: follows; following again changes nothing. */
export async function followCompany(db: Database, actor: Actor, companyId: string): Promise<CompanyViewer> {
  return db.transaction(async (tx) => {
    await lockActiveCompany(tx, companyId);
    const inserted = await tx
      .insert(companyFollowers)
      .values({ companyId, followerId: actor.id })
      .onConflictDoNothing({ target: [companyFollowers.companyId, companyFollowers.followerId] })
      .returning({ id: companyFollowers.id });
    if (inserted.length > 0) await bumpFollowers(tx, companyId, 1);
    return viewerAfter(tx, actor, companyId);
  });
}

/** DELETE /api/companies/{id}/follow: unfollows; not following is not an error. */
export async function unfollowCompany(db: Database, actor: Actor, companyId: string): Promise<CompanyViewer> {
  return db.transaction(async (tx) => {
    await lockActiveCompany(tx, companyId);
    const deleted = await tx
      .delete(companyFollowers)
      .where(and(eq(companyFollowers.companyId, companyId), eq(companyFollowers.followerId, actor.id)))
      .returning({ id: companyFollowers.id });
    if (deleted.length > 0) await bumpFollowers(tx, companyId, -1);
    return viewerAfter(tx, actor, companyId);
  });
}
