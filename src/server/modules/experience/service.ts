import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.js';
import { dateToMonth, monthToDate } from '../../../domain/rules/month.js';
import {
  type Experience,
  type experienceInputSchema,
  saveExperiencesSchema,
} from '../../../domain/schemas/cv.js';
import type { Database, Executor } from '../../db/client.js';
import { professionalExperience } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';

/** One editor row after validation: months are full 'YYYY-MM', endMonth null when current. */
export type ExperienceEntry = z.output<typeof experienceInputSchema>;

type ExperienceRow = typeof professionalExperience.$inferSelect;

/** The largest value numeric(12,2) holds; a larger salary would fail in the database. */
const MAX_SALARY = 9_999_999_999.99;

/** PUT /api/experiences: the shared schema, plus the salary bound of the column. */
export const saveExperiencesBody = saveExperiencesSchema.superRefine((body, ctx) => {
  body.entries.forEach((entry, index) => {
    if (entry.salary !== null && entry.salary > MAX_SALARY)
      ctx.addIssue({ code: 'custom', path: ['entries', index, 'salary'], message: MSG.common.invalidInput });
  });
});

export function toExperience(row: ExperienceRow): Experience {
  return {
    id: row.id,
    company: row.company,
    role: row.role,
    description: row.description,
    startMonth: dateToMonth(row.startDate),
    endMonth: row.endDate ? dateToMonth(row.endDate) : null,
    isCurrent: row.isCurrent,
    salary: row.salary === null ? null : Number(row.salary),
    contractType: row.contractType,
    workModel: row.workModel,
    country: row.country,
    state: row.state,
    city: row.city,
  };
}

function columns(entry: ExperienceEntry) {
  return {
    company: entry.company,
    role: entry.role,
    description: entry.description,
    // The input schema refuses a row without a full start month.
    startDate: monthToDate(entry.startMonth!),
    endDate: entry.endMonth ? monthToDate(entry.endMonth) : null,
    isCurrent: entry.isCurrent,
    salary: entry.salary === null ? null : entry.salary.toFixed(2),
    contractType: entry.contractType,
    workModel: entry.workModel,
    country: entry.country,
    state: entry.state,
    city: entry.city,
  };
}

/** Her experience, most recent start first. */
export async function listExperiences(db: Executor, userId: string): Promise<Experience[]> {
  const rows = await db
    .select()
    .from(professionalExperience)
    .where(eq(professionalExperience.userId, userId))
    .orderBy(
      desc(professionalExperience.startDate),
      desc(professionalExperience.createdAt),
      desc(professionalExperience.id),
    );
  return rows.map(toExperience);
}

/**
 * "Save all" of the editor: rows with an id update hers, rows without are inserted, rows left
 * out stay (deleting is explicit). All or nothing: one id that is not hers saves nothing.
 */
export async function saveExperiences(
  db: Database,
  userId: string,
  entries: readonly ExperienceEntry[],
): Promise<Experience[]> {
  return db.transaction(async (tx) => {
    const ids = entries.flatMap((e) => (e.id ? [e.id] : []));
    if (ids.length > 0) {
      const owned = await tx
        .select({ id: professionalExperience.id })
        .from(professionalExperience)
        .where(and(eq(professionalExperience.userId, userId), inArray(professionalExperience.id, ids)));
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
        .update(professionalExperience)
        .set({ ...columns(entry), updatedAt: now })
        .where(and(eq(professionalExperience.id, entry.id), eq(professionalExperience.userId, userId)));
    }
    const added = entries.filter((e) => !e.id).map((e) => ({ userId, ...columns(e) }));
    if (added.length > 0) await tx.insert(professionalExperience).values(added);
    return listExperiences(tx, userId);
  });
}

export async function deleteExperience(db: Database, userId: string, id: string): Promise<void> {
  if (!z.uuid().safeParse(id).success) throw notFound(MSG.common.notFound);
  const deleted = await db
    .delete(professionalExperience)
    .where(and(eq(professionalExperience.id, id), eq(professionalExperience.userId, userId)))
    .returning({ id: professionalExperience.id });
  if (deleted.length === 0) throw notFound(MSG.common.notFound);
}
