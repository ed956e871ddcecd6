import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProjectType } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { dateToMonth, monthToDate } from '../../../domain/rules/month.js';
import type { Project, projectInputSchema } from '../../../domain/schemas/cv.js';
import type { Database, Executor } from '../../db/client.js';
import { projectsAchievements } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { ownedBy } from '../../policy/scopes.js';
import { deleteOwnedRow } from '../shared/owned-rows.js';

/** A validated project: only the months its type uses are set, the others are null. */
export type ProjectEntry = z.output<typeof projectInputSchema>;

type ProjectRow = typeof projectsAchievements.$inferSelect;

const monthOrNull = (date: string | null) => (date ? dateToMonth(date) : null);
const dateOrNull = (month: string | null) => (month ? monthToDate(month) : null);

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    type: row.type as ProjectType,
    title: row.title,
    description: row.description,
    startMonth: monthOrNull(row.startDate),
    endMonth: monthOrNull(row.endDate),
    month: monthOrNull(row.date),
    link: row.link,
  };
}

function columns(entry: ProjectEntry) {
  return {
    type: entry.type,
    title: entry.title,
    description: entry.description,
    startDate: dateOrNull(entry.startMonth),
    endDate: dateOrNull(entry.endMonth),
    date: dateOrNull(entry.month),
    link: entry.link,
  };
}

/** Her projects and achievements (optionally of one type), newest first by start or single date. */
export async function listProjects(db: Executor, userId: string, type?: ProjectType): Promise<Project[]> {
  const conditions: SQL[] = [ownedBy(projectsAchievements.userId, userId)];
  if (type) conditions.push(eq(projectsAchievements.type, type));
  const rows = await db
    .select()
    .from(projectsAchievements)
    .where(and(...conditions))
    .orderBy(
      sql`coalesce(${projectsAchievements.startDate}, ${projectsAchievements.date}) desc nulls last`,
      desc(projectsAchievements.createdAt),
      desc(projectsAchievements.id),
    );
  return rows.map(toProject);
}

export async function createProject(db: Database, userId: string, entry: ProjectEntry): Promise<Project> {
  const [row] = await db
    .insert(projectsAchievements)
    .values({ userId, ...columns(entry) })
    .returning();
  return toProject(row!);
}

export async function updateProject(
  db: Database,
  userId: string,
  id: string,
  entry: ProjectEntry,
): Promise<Project> {
  if (!z.uuid().safeParse(id).success) throw notFound(MSG.common.notFound);
  const [row] = await db
    .update(projectsAchievements)
    .set({ ...columns(entry), updatedAt: new Date() })
    .where(and(eq(projectsAchievements.id, id), ownedBy(projectsAchievements.userId, userId)))
    .returning();
  if (!row) throw notFound(MSG.common.notFound);
  return toProject(row);
}

export async function deleteProject(db: Database, userId: string, id: string): Promise<void> {
  await deleteOwnedRow(db, projectsAchievements, { id, mine: ownedBy(projectsAchievements.userId, userId) });
}
