import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MENTORING_ERRORS as E } from '../../../domain/copy/mentoring.js';
import type {
  Mentor,
  MentorPage,
  MentorProfileInput,
  mentorListQuerySchema,
} from '../../../domain/schemas/mentoring.js';
import type { Database, Executor } from '../../db/client.js';
import { foldedTerm } from '../../db/like.js';
import { jobCategories, mentoringRequests, mentorProfiles, userProfile } from '../../db/schema/index.js';
import { invalidInput, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { notSuspended } from '../../policy/post-visibility.js';
import { keysetPage, olderThan } from '../shared/keyset-cursor.js';
import { availableNow, readMentor, readMentorRows, toMentor } from './cards.js';

// Her mentor profile (issue 20: any member may become a mentora) and the directory of mentoras.

const mp = mentorProfiles;

/** GET /api/mentoring/me: her mentor profile, or null while she is not a mentora. */
export function getMyMentorProfile(db: Executor, actor: Actor): Promise<Mentor | null> {
  return readMentor(db, actor, actor.id);
}

/** Areas she named that the job taxonomy does not have: refused on the field. */
async function checkAreas(db: Executor, areaIds: readonly number[]): Promise<void> {
  const found = await db
    .select({ id: jobCategories.id })
    .from(jobCategories)
    .where(inArray(jobCategories.id, [...areaIds]));
  if (found.length !== areaIds.length) throw invalidInput(E.unknownArea, { areaIds: E.unknownArea });
}

/** PUT /api/mentoring/me: she becomes a mentora, or changes (or pauses) her profile. */
export async function saveMyMentorProfile(
  db: Database,
  actor: Actor,
  input: MentorProfileInput,
): Promise<Mentor> {
  await checkAreas(db, input.areaIds);
  const values = {
    areas: input.areaIds,
    skills: input.skills,
    pitch: input.pitch,
    languages: input.languages,
    format: input.format,
    // Online only: no place to name.
    state: input.format === 'online' ? null : input.state,
    monthlyCapacity: input.monthlyCapacity,
    paused: input.paused,
  };
  await db
    .insert(mp)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: mp.userId, set: { ...values, updatedAt: new Date() } });
  const mentor = await readMentor(db, actor, actor.id);
  if (!mentor) throw notFound(E.notMentor);
  return mentor;
}

/**
 * DELETE /api/mentoring/me: she stops being a mentora. Requests still waiting for her answer are
 * cancelled; accepted mentorings, their sessions and conversations stay.
 */
export async function deleteMyMentorProfile(db: Database, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'mentor', id: actor.id }, 'edit', { lock: 'update' });
    await tx
      .update(mentoringRequests)
      .set({ status: 'cancelled', respondedAt: new Date() })
      .where(and(eq(mentoringRequests.mentorId, actor.id), eq(mentoringRequests.status, 'pending')));
    await tx.delete(mp).where(eq(mp.userId, actor.id));
  });
}

type MentorQuery = z.infer<typeof mentorListQuerySchema>;

/** The directory's filters as one condition (each empty filter accepts every mentora). */
function filters(query: MentorQuery): SQL[] {
  const where: SQL[] = [];
  if (query.area !== undefined) where.push(sql`${mp.areas} @> array[${query.area}]::integer[]`);
  if (query.language) where.push(sql`${mp.languages} @> array[${query.language}]::text[]`);
  if (query.state) where.push(eq(mp.state, query.state));
  if (query.format) where.push(inArray(mp.format, [query.format, 'both']));
  if (query.skill)
    where.push(sql`exists (select 1 from unnest(${mp.skills}) as s(skill)
      where f_unaccent(lower(s.skill)) like ${foldedTerm(query.skill)})`);
  if (query.available) where.push(availableNow);
  return where;
}

/**
 * GET /api/mentoring/mentors: mentoras by area, skill (accents and case aside), UF, format,
 * language and availability, newest first (keyset pages). Never herself, never a member a block
 * stands between.
 */
export async function listMentors(db: Executor, actor: Actor, query: MentorQuery): Promise<MentorPage> {
  const rows = await readMentorRows(
    db,
    actor,
    and(
      ne(mp.userId, actor.id),
      // A suspended member is not offered to anyone while her suspension runs (issue 19).
      notSuspended(userProfile.suspendedUntil),
      ...filters(query),
      query.cursor ? olderThan(mp.createdAt, mp.userId, query.cursor) : undefined,
    ),
    query.limit + 1,
  );
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  return { items: page.rows.map((row) => toMentor(row, actor.id)), nextCursor: page.nextCursor };
}

/** GET /api/mentoring/mentors/{id}: one mentora's card (her profile's 'Mentora em …'). */
export async function getMentor(db: Executor, actor: Actor, mentorId: string): Promise<Mentor> {
  const mentor = await readMentor(db, actor, mentorId);
  if (!mentor) throw notFound(E.mentorNotFound);
  return mentor;
}
