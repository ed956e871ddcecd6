import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.js';
import { dateToMonth, monthToDate } from '../../../domain/rules/month.js';
import type { Education, educationInputSchema } from '../../../domain/schemas/cv.js';
import type { Database, Executor } from '../../db/client.js';
import { education } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';

/** One editor row after validation: months are full 'YYYY-MM', endMonth null when current. */
export type EducationEntry = z.output<typeof educationInputSchema>;

type EducationRow = typeof education.$inferSelect;

export function toEducation(row: EducationRow): Education {
  return {
    id: row.id,
    institution: row.institution,
    degreeLevel: row.degreeLevel,
    field: row.field,
    startMonth: dateToMonth(row.startDate),
    endMonth: row.endDate ? dateToMonth(row.endDate) : null,
    isCurrent: row.isCurrent,
    completed: row.completed,
    description: row.description,
  };
}

function columns(entry: EducationEntry) {
  return {
    institution: entry.institution,
    degreeLevel: entry.degreeLevel,
    field: entry.field,
    // The input schema refuses a row without a full start month.
    startDate: monthToDate(entry.startMonth!),
    endDate: entry.endMonth ? monthToDate(entry.endMonth) : null,
    isCurrent: entry.isCurrent,
    completed: entry.completed,
    description: entry.description,
  };
}

/** Her education: current courses (no end) first, then by end date, most recent first. */
export async function listEducation(db: Executor, userId: string): Promise<Education[]> {
  const rows = await db
    .select()
    .from(education)
    .where(eq(education.userId, userId))
    .orderBy(
      desc(education.isCurrent),
      sql`${education.endDate} desc nulls first`,
      desc(education.startDate),
      desc(education.createdAt),
      desc(education.id),
    );
  return rows.map(toEducation);
}

/**
 * "Save all" of the editor: rows with an id update hers, rows without are inserted, rows left
 * out stay (deleting is explicit). All or nothing: one id that is not hers saves nothing.
 */
export async function saveEducation(
  db: Database,
  userId: string,
  entries: readonly EducationEntry[],
): Promise<Education[]> {
  return db.transaction(async (tx) => {
    const ids = entries.flatMap((e) => (e.id ? [e.id] : []));
    if (ids.length > 0) {
      const owned = await tx
        .select({ id: education.id })
        .from(education)
        .where(and(eq(education.userId, userId), inArray(education.id, ids)));
      const ownedIds = new Set(owned.map((r) => r.id));
      const foreign = entries.findIndex((e) => e.id && !ownedIds.has(e.id));
      if (foreign !== -1)
        throw new AppError(404, 'not_found', MSG.common.notFound, {
          [`entries.${foreign}.id`]: MSG.common.notFound,
        });
    }
    const now = new Date();
    for (const entry of entries) {
      if (!entry.id) continue;
      await tx
        .update(education)
        .set({ ...columns(entry), updatedAt: now })
        .where(and(eq(education.id, entry.id), eq(education.userId, userId)));
    }
    const added = entries.filter((e) => !e.id).map((e) => ({ userId, ...columns(e) }));
    if (added.length > 0) await tx.insert(education).values(added);
    return listEducation(tx, userId);
  });
}

export async function deleteEducation(db: Database, userId: string, id: string): Promise<void> {
  if (!z.uuid().safeParse(id).success) throw notFound(MSG.common.notFound);
  const deleted = await db
    .delete(education)
    .where(and(eq(education.id, id), eq(education.userId, userId)))
    .returning({ id: education.id });
  if (deleted.length === 0) throw notFound(MSG.common.notFound);
}
