import { and, desc, eq } from 'drizzle-orm';
import type { SavedVacancyPage } from '../../../domain/schemas/vacancies.js';
import type { Database } from '../../db/client.js';
import { companies, jobApplications, jobVacancies, savedVacancies } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import type { PageQuery } from './applications.js';
import { cardColumns, toCard, viewerApplicationJoin } from './cards.js';

// 'Salvar' / 'Salvas' (issue 21): a member keeps vacancies to come back to. Any vacancy she can
// see may be saved (VACANCY_POLICY.save), a closed one too; her list shows closed ones as
// 'Encerrada' and leaves out a deactivated company's (their page answers 404, as everywhere).

/** PUT /api/vacancies/{id}/save: idempotent (saving it again keeps the first date). */
export async function saveVacancy(db: Database, actor: Actor, vacancyId: string): Promise<void> {
  await authorize(db, actor, { kind: 'vacancy', id: vacancyId }, 'save');
  await db.insert(savedVacancies).values({ userId: actor.id, vacancyId }).onConflictDoNothing();
}

/** DELETE /api/vacancies/{id}/save: idempotent; a vacancy she cannot see answers 404. */
export async function unsaveVacancy(db: Database, actor: Actor, vacancyId: string): Promise<void> {
  await authorize(db, actor, { kind: 'vacancy', id: vacancyId }, 'save');
  await db
    .delete(savedVacancies)
    .where(and(eq(savedVacancies.userId, actor.id), eq(savedVacancies.vacancyId, vacancyId)));
}

/**
 * GET /api/vacancies/saved: hers, newest saved first, in keyset pages on (saved at, vacancy id)
 * read from saved_vacancies_user_idx; each a card with her application. One query.
 */
export async function listSavedVacancies(
  db: Database,
  userId: string,
  query: PageQuery,
): Promise<SavedVacancyPage> {
  const rows = await db
    .select({ ...cardColumns, savedKey: keysetTimestamp(savedVacancies.createdAt) })
    .from(savedVacancies)
    .innerJoin(jobVacancies, eq(jobVacancies.id, savedVacancies.vacancyId))
    .innerJoin(companies, eq(companies.id, jobVacancies.companyId))
    .leftJoin(jobApplications, viewerApplicationJoin(userId))
    .where(
      and(
        eq(savedVacancies.userId, userId),
        eq(companies.isActive, true),
        query.cursor
          ? olderThan(savedVacancies.createdAt, savedVacancies.vacancyId, query.cursor)
          : undefined,
      ),
    )
    .orderBy(desc(savedVacancies.createdAt), desc(savedVacancies.vacancyId))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.savedKey, id: r.id }));
  return {
    items: page.rows.map((r) => ({ ...toCard(r), savedAt: (r.savedAt as Date).toISOString() })),
    nextCursor: page.nextCursor,
  };
}
