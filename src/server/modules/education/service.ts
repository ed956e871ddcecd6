import { desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateToMonth, monthToDate } from '../../../domain/rules/month.js';
import type { Education, educationInputSchema } from '../../../domain/schemas/cv.js';
import type { Database, Executor } from '../../db/client.js';
import { education } from '../../db/schema/index.js';
import { ownedBy } from '../../policy/scopes.js';
import { deleteOwnedRow, saveOwnedRows } from '../shared/owned-rows.js';

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
    .where(ownedBy(education.userId, userId))
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
  return saveOwnedRows(db, education, {
    mine: ownedBy(education.userId, userId),
    entries,
    columns,
    newRow: (entry) => ({ userId, ...columns(entry) }),
    list: (tx) => listEducation(tx, userId),
  });
}

export async function deleteEducation(db: Database, userId: string, id: string): Promise<void> {
  await deleteOwnedRow(db, education, { id, mine: ownedBy(education.userId, userId) });
}
