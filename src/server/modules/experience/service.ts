import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '../../../domain/messages.js';
import { dateToMonth, monthToDate } from '../../../domain/rules/month.js';
import { type Experience, experienceInputSchema, saveExperiencesSchema } from '../../../domain/schemas/cv.js';
import type { Database, Executor } from '../../db/client.js';
import { professionalExperience } from '../../db/schema/index.js';
import { ownedBy } from '../../policy/scopes.js';
import { MAX_MONEY, moneyFromColumn, moneyToColumn } from '../shared/money.js';
import { deleteOwnedRow, saveOwnedRows } from '../shared/owned-rows.js';

/** One editor row after validation: months are full 'YYYY-MM', endMonth null when current. */
export type ExperienceEntry = z.output<typeof experienceInputSchema>;

type ExperienceRow = typeof professionalExperience.$inferSelect;

/** POST /api/experiences and PUT /api/experiences/{id}: one row, with the salary bound of the column. */
export const experienceEntryBody = experienceInputSchema.superRefine((entry, ctx) => {
  if (entry.salary !== null && entry.salary > MAX_MONEY)
    ctx.addIssue({ code: 'custom', path: ['salary'], message: MSG.common.invalidInput });
});

/** PUT /api/experiences: the shared schema, plus the salary bound of the column. */
export const saveExperiencesBody = saveExperiencesSchema.superRefine((body, ctx) => {
  body.entries.forEach((entry, index) => {
    if (entry.salary !== null && entry.salary > MAX_MONEY)
      ctx.addIssue({ code: 'custom', path: ['entries', index, 'salary'], message: MSG.common.invalidInput });
  });
});

export function toExperience(row: ExperienceRow): Experience {
  const kind = row.kind === 'career_break' ? 'career_break' : 'job';
  return {
    id: row.id,
    kind,
    breakReason: kind === 'career_break' ? (row.breakReason as Experience['breakReason']) : null,
    company: row.company,
    role: row.role,
    description: row.description,
    startMonth: dateToMonth(row.startDate),
    endMonth: row.endDate ? dateToMonth(row.endDate) : null,
    isCurrent: row.isCurrent,
    salary: moneyFromColumn(row.salary),
    contractType: row.contractType,
    workModel: row.workModel,
    country: row.country,
    state: row.state,
    city: row.city,
  };
}

function columns(entry: ExperienceEntry) {
  return {
    kind: entry.kind,
    breakReason: entry.breakReason,
    company: entry.company,
    role: entry.role,
    description: entry.description,
    // The input schema refuses a row without a full start month.
    startDate: monthToDate(entry.startMonth!),
    endDate: entry.endMonth ? monthToDate(entry.endMonth) : null,
    isCurrent: entry.isCurrent,
    salary: moneyToColumn(entry.salary),
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
    .where(ownedBy(professionalExperience.userId, userId))
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
  return saveOwnedRows(db, professionalExperience, {
    mine: ownedBy(professionalExperience.userId, userId),
    entries,
    columns,
    newRow: (entry) => ({ userId, ...columns(entry) }),
    list: (tx) => listExperiences(tx, userId),
  });
}

export async function deleteExperience(db: Database, userId: string, id: string): Promise<void> {
  await deleteOwnedRow(db, professionalExperience, {
    id,
    mine: ownedBy(professionalExperience.userId, userId),
  });
}
