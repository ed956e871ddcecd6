import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { MY_APPLICATION_STATUS_LABELS } from '../../../domain/copy/vacancies.js';
import { VACANCIES_SERVER_COPY as COPY } from '../../../domain/copy/vacancies-server.js';
import type { ApplicationStatus, CompanyRole } from '../../../domain/enums.js';
import { APPLICATION_NOTES_MAX } from '../../../domain/limits.js';
import { COMPANY_PERMISSIONS } from '../../../domain/rules/permissions/company.js';
import { APPLICATION_POLICY } from '../../../domain/rules/permissions/vacancy.js';
import { slugFromName } from '../../../domain/rules/slug.js';
import { canMoveApplication } from '../../../domain/rules/vacancies.js';
import type {
  Applicant,
  ApplicationNote,
  ApplicationPage,
  MyApplication,
  MyApplicationPage,
} from '../../../domain/schemas/vacancies.js';
import type { Database, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  authUser,
  companies,
  companyAdmins,
  jobApplicationNotes,
  jobApplications,
  jobVacancies,
  savedVacancies,
  userProfile,
} from '../../db/schema/index.js';
import { conflict, notFound, unprocessable } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { roleAllows } from '../../policy/scopes.js';
import { applicationCvKey, type PrivateStore } from '../../storage/index.js';
import { memberName } from '../access/index.js';
import type { Notifier } from '../notifications/index.js';
import { decodeCursor, keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import { cardColumns, isUuid, selectCards, toCard, viewerSavedJoin } from './cards.js';
import { requireVacancyManager, vacancyNotFound } from './service.js';

// Applying to a vacancy and the company's side of it (issue 8: /vagas/{id}, /vagas/{id}/candidaturas).
//
// application_count counts the rows of job_applications of a vacancy. Applying and withdrawing
// lock the vacancy row (FOR UPDATE) first, then change her row and move the counter by exactly
// what changed, in one transaction: so they queue behind a deactivation or a delete of the same
// vacancy (which, once committed, they see and honour), and the counter never drifts.

export type PageQuery = { cursor?: string | undefined; limit: number };
export type ApplicationListQuery = PageQuery & { status?: ApplicationStatus | undefined };

/** Her CV attached to an application: its bytes (already checked to be a PDF) and the store. */
export type AttachedCv = { store: PrivateStore; body: Buffer; logger?: Logger };

const applicationNotFound = () => notFound(COPY.applicationNotFound);

/** `(at, id) > (cursor)`: the rows after the cursor in oldest-first order. */
function newerThan(at: AnyColumn, id: AnyColumn, cursor: string): SQL {
  const key = decodeCursor(cursor);
  return sql`(${at}, ${id}) > (${key.at}::timestamptz, ${key.id}::uuid)`;
}

type ApplicationRow = Pick<
  typeof jobApplications.$inferSelect,
  'id' | 'status' | 'message' | 'createdAt' | 'updatedAt' | 'cvKey'
>;

function toMine(row: ApplicationRow): MyApplication {
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    message: row.message,
    hasCv: row.cvKey !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function bumpApplicationCount(tx: Executor, vacancyId: string, delta: 1 | -1): Promise<void> {
  await tx
    .update(jobVacancies)
    // Never below zero (the CHECK constraint's floor).
    .set({ applicationCount: sql`greatest(${jobVacancies.applicationCount} + ${delta}, 0)` })
    .where(eq(jobVacancies.id, vacancyId));
}

/**
 * POST /api/vacancies/{id}/application: she applies with her profile, an optional message and
 * an optional CV (a PDF, checked by the route). 403 for the company's own staff; 409 for an
 * inactive or external vacancy, and when she has already applied (the unique (job_id, user_id)
 * pair decides, whatever the race). The CV is stored first, privately; if the application is
 * refused it is removed again, so a refusal leaves nothing behind.
 */
export async function applyToVacancy(
  db: Database,
  actor: Actor,
  vacancyId: string,
  message: string | null,
  notifier?: Notifier,
  cv?: AttachedCv | null,
): Promise<MyApplication> {
  // Refuse what is certain before storing anything (unknown vacancy, staff, closed, applied).
  if (cv) await authorize(db, actor, { kind: 'vacancy', id: vacancyId }, 'apply');
  const cvKey = cv ? applicationCvKey(actor.id, vacancyId) : null;
  if (cv && cvKey) await cv.store.put(cvKey, cv.body, 'application/pdf');
  try {
    return await db.transaction(async (tx) => {
      // Under the vacancy's lock: a deactivation or delete committed meanwhile is honoured.
      const vacancy = await authorize(tx, actor, { kind: 'vacancy', id: vacancyId }, 'apply', {
        lock: 'update',
      });
      const [row] = await tx
        .insert(jobApplications)
        .values({ jobId: vacancyId, userId: actor.id, message, cvKey })
        .returning();
      await bumpApplicationCount(tx, vacancyId, 1);
      // Those who manage the company's vacancies hear of it (issue 16).
      if (notifier) {
        for (const staff of await vacancyManagers(tx, vacancy.companyId)) {
          await notifier.notify(tx, {
            recipientId: staff,
            kind: 'application_received',
            actorId: actor.id,
            vacancyId,
            applicationId: row!.id,
          });
        }
      }
      return toMine(row!);
    });
  } catch (error) {
    if (cv && cvKey) {
      await cv.store.delete(cvKey).catch((err: unknown) => {
        cv.logger?.error({ err, key: cvKey }, 'application refused: its CV was left behind');
      });
    }
    if (isUniqueViolation(error)) throw conflict(COPY.alreadyApplied);
    throw error;
  }
}

/** The company's staff whose role manages its vacancies (COMPANY_PERMISSIONS). */
async function vacancyManagers(tx: Executor, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: companyAdmins.userId })
    .from(companyAdmins)
    .where(
      and(
        eq(companyAdmins.companyId, companyId),
        roleAllows(companyAdmins.role, COMPANY_PERMISSIONS, 'manageVacancies'),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * DELETE /api/vacancies/{id}/application: she withdraws hers (404 when she has none). Her
 * attached CV goes after the commit (a file that cannot be deleted is logged).
 */
export async function withdrawApplication(
  db: Database,
  actor: Actor,
  vacancyId: string,
  files?: { store: PrivateStore; logger?: Logger },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'vacancy', id: vacancyId }, 'withdraw', { lock: 'update' });
    const rows = await tx
      .delete(jobApplications)
      .where(and(eq(jobApplications.jobId, vacancyId), eq(jobApplications.userId, actor.id)))
      .returning({ cvKey: jobApplications.cvKey });
    await bumpApplicationCount(tx, vacancyId, -1);
    return rows;
  });
  await removeCvs(
    files,
    removed.map((r) => r.cvKey),
  );
}

/** Deletes stored CVs after their rows went; failures are logged, never thrown. */
export async function removeCvs(
  files: { store: PrivateStore; logger?: Logger } | undefined,
  keys: (string | null)[],
): Promise<void> {
  if (!files) return;
  for (const key of keys) {
    if (!key) continue;
    try {
      await files.store.delete(key);
    } catch (err) {
      files.logger?.error({ err, key }, 'application CV left behind');
    }
  }
}

/**
 * GET /api/vacancies/{id}/applications/{applicationId}/cv: the attached PDF, for those
 * APPLICATION_POLICY.readCv allows (her, and the staff who see the vacancy's applications).
 * Anybody else gets the same 404 as for an unknown application: its existence is not told.
 * One query, then the file.
 */
export async function readApplicationCv(
  db: Executor,
  store: PrivateStore,
  actor: Actor,
  vacancyId: string,
  applicationId: string,
): Promise<{ body: Buffer; fileName: string }> {
  if (!isUuid(vacancyId) || !isUuid(applicationId)) throw applicationNotFound();
  const [row] = await db
    .select({
      userId: jobApplications.userId,
      cvKey: jobApplications.cvKey,
      fullName: memberName,
      role: companyAdmins.role,
    })
    .from(jobApplications)
    .innerJoin(jobVacancies, eq(jobVacancies.id, jobApplications.jobId))
    .innerJoin(companies, and(eq(companies.id, jobVacancies.companyId), eq(companies.isActive, true)))
    .innerJoin(authUser, eq(authUser.id, jobApplications.userId))
    .leftJoin(userProfile, eq(userProfile.id, jobApplications.userId))
    .leftJoin(
      companyAdmins,
      and(eq(companyAdmins.companyId, jobVacancies.companyId), eq(companyAdmins.userId, actor.id)),
    )
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.jobId, vacancyId)))
    .limit(1);
  if (!row) throw applicationNotFound();
  const subject = { isApplicant: row.userId === actor.id, companyRole: row.role as CompanyRole | null };
  if (!APPLICATION_POLICY.readCv(subject)) throw applicationNotFound();
  if (!row.cvKey) throw notFound(COPY.cvNotFound);
  const body = await store.get(row.cvKey);
  if (!body) throw notFound(COPY.cvNotFound);
  const name = slugFromName(row.fullName) || 'candidata';
  return { body, fileName: `curriculo-${name}.pdf` };
}

/**
 * Applicants as staff see them: her profile's name, title, photo, slug and place. Applying is
 * her consent to show this company what a CV carries, so her place (city and state) is shown
 * here whatever her privacy says elsewhere (issue 19); her e-mail, phone, birthday and children
 * are not part of an application (staff write to her in Messages), and her profile page follows
 * her privacy as for any member.
 */
function selectApplicants(db: Executor) {
  return db
    .select({
      id: jobApplications.id,
      userId: jobApplications.userId,
      // The profile's name, else the account's (a profile is made at sign-up).
      fullName: memberName,
      professionalTitle: userProfile.professionalTitle,
      profileImageUrl: userProfile.profileImageUrl,
      slug: sql<string>`coalesce(${userProfile.slug}, ${authUser.id}::text)`,
      location: userProfile.location,
      message: jobApplications.message,
      status: jobApplications.status,
      hasCv: sql<boolean>`${jobApplications.cvKey} is not null`,
      // Staff only: this select is never used for her own answers.
      noteCount: sql<number>`(select count(*)::int from ${jobApplicationNotes} where ${jobApplicationNotes.applicationId} = ${jobApplications.id})`,
      createdAt: jobApplications.createdAt,
      key: keysetTimestamp(jobApplications.createdAt),
    })
    .from(jobApplications)
    .innerJoin(authUser, eq(authUser.id, jobApplications.userId))
    .leftJoin(userProfile, eq(userProfile.id, jobApplications.userId));
}

type ApplicantRow = Awaited<ReturnType<typeof selectApplicants>>[number];

function toApplicant(row: ApplicantRow): Applicant {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    professionalTitle: row.professionalTitle,
    profileImageUrl: row.profileImageUrl,
    slug: row.slug,
    location: row.location,
    message: row.message,
    status: row.status as ApplicationStatus,
    hasCv: row.hasCv,
    noteCount: Number(row.noteCount),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/vacancies/{id}/applications (staff who manage vacancies): oldest first, keyset
 * pages. The 'new' applications of the page become 'viewed' — the company has now seen them —
 * but are returned with the status they had when loaded, so the page can badge them 'Nova'.
 * Five queries whatever the page size: her standing (two), the vacancy, the page, the marking.
 */
export async function listApplications(
  db: Database,
  actor: Actor,
  vacancyId: string,
  query: ApplicationListQuery,
): Promise<ApplicationPage> {
  await requireVacancyManager(db, actor, vacancyId);
  const [vacancy] = await selectCards(db, actor.id).where(eq(jobVacancies.id, vacancyId)).limit(1);
  if (!vacancy) throw vacancyNotFound();
  const rows = await selectApplicants(db)
    .where(
      and(
        eq(jobApplications.jobId, vacancyId),
        query.status ? eq(jobApplications.status, query.status) : undefined,
        query.cursor ? newerThan(jobApplications.createdAt, jobApplications.id, query.cursor) : undefined,
      ),
    )
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.key, id: r.id }));
  const seen = page.rows.filter((r) => r.status === 'new').map((r) => r.id);
  if (seen.length > 0) {
    await db
      .update(jobApplications)
      .set({ status: 'viewed', updatedAt: sql`now()` })
      // Only if still 'new': a status set meanwhile by a colleague stands.
      .where(and(inArray(jobApplications.id, seen), eq(jobApplications.status, 'new')));
  }
  return { vacancy: toCard(vacancy), items: page.rows.map(toApplicant), nextCursor: page.nextCursor };
}

/**
 * PATCH /api/vacancies/{id}/applications/{applicationId} (staff who manage vacancies): moves
 * an application of that vacancy (rules/vacancies.ts canMoveApplication, else 422); 404 when
 * the application is not one of this vacancy's.
 */
export async function moveApplication(
  db: Database,
  actor: Actor,
  vacancyId: string,
  applicationId: string,
  to: ApplicationStatus,
  notifier?: Notifier,
): Promise<Applicant> {
  return db.transaction(async (tx) => {
    await requireVacancyManager(tx, actor, vacancyId, true);
    if (!isUuid(applicationId)) throw applicationNotFound();
    const ofVacancy = and(eq(jobApplications.id, applicationId), eq(jobApplications.jobId, vacancyId));
    const [current] = await tx
      .select({ status: jobApplications.status, userId: jobApplications.userId })
      .from(jobApplications)
      .where(ofVacancy)
      .for('update');
    if (!current) throw applicationNotFound();
    if (!canMoveApplication(current.status as ApplicationStatus, to)) {
      throw unprocessable(COPY.statusNotAllowed, { status: COPY.statusNotAllowed });
    }
    await tx.update(jobApplications).set({ status: to, updatedAt: sql`now()` }).where(ofVacancy);
    // She hears of a change, in her words for the status; the company decided, nobody is named.
    if (current.status !== to) {
      await notifier?.notify(tx, {
        recipientId: current.userId,
        kind: 'application_status',
        actorId: null,
        vacancyId,
        applicationId,
        excerpt: MY_APPLICATION_STATUS_LABELS[to],
      });
    }
    const [row] = await selectApplicants(tx).where(ofVacancy).limit(1);
    return toApplicant(row!);
  });
}

/**
 * GET /api/me/applications: hers, newest first, keyset pages, each with its vacancy — inactive
 * ones included, so she sees what became of them. A deactivated company's vacancies are left
 * out, as they are everywhere (their page answers 404). One query.
 */
export async function listMyApplications(
  db: Database,
  userId: string,
  query: PageQuery,
): Promise<MyApplicationPage> {
  const rows = await db
    .select({
      ...cardColumns,
      applicationId: jobApplications.id,
      applicationMessage: jobApplications.message,
      applicationCvKey: jobApplications.cvKey,
      applicationCreatedAt: jobApplications.createdAt,
      applicationUpdatedAt: jobApplications.updatedAt,
      applicationKey: keysetTimestamp(jobApplications.createdAt),
    })
    .from(jobApplications)
    .innerJoin(jobVacancies, eq(jobVacancies.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobVacancies.companyId))
    .leftJoin(savedVacancies, viewerSavedJoin(userId))
    .where(
      and(
        eq(jobApplications.userId, userId),
        eq(companies.isActive, true),
        query.cursor ? olderThan(jobApplications.createdAt, jobApplications.id, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.applicationKey, id: r.applicationId }));
  return {
    items: page.rows.map((r) => ({
      ...toMine({
        id: r.applicationId,
        status: r.myApplicationStatus,
        message: r.applicationMessage,
        cvKey: r.applicationCvKey,
        createdAt: r.applicationCreatedAt,
        updatedAt: r.applicationUpdatedAt,
      }),
      vacancy: toCard(r),
    })),
    nextCursor: page.nextCursor,
  };
}

/** The application of this vacancy, for its staff; 404 when it is not one of the vacancy's. */
async function requireApplicationOf(tx: Executor, vacancyId: string, applicationId: string): Promise<void> {
  if (!isUuid(applicationId)) throw applicationNotFound();
  const [row] = await tx
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.jobId, vacancyId)))
    .limit(1);
  if (!row) throw applicationNotFound();
}

function selectNotes(db: Executor) {
  return db
    .select({
      id: jobApplicationNotes.id,
      body: jobApplicationNotes.body,
      authorId: jobApplicationNotes.authorId,
      authorName: memberName,
      createdAt: jobApplicationNotes.createdAt,
    })
    .from(jobApplicationNotes)
    .leftJoin(authUser, eq(authUser.id, jobApplicationNotes.authorId))
    .leftJoin(userProfile, eq(userProfile.id, jobApplicationNotes.authorId));
}

function toNote(row: Awaited<ReturnType<typeof selectNotes>>[number]): ApplicationNote {
  return {
    id: row.id,
    body: row.body,
    author: row.authorId ? { id: row.authorId, fullName: row.authorName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/vacancies/{id}/applications/{applicationId}/notes (staff who manage vacancies): the
 * company's private notes on one application, oldest first. An application carries at most
 * APPLICATION_NOTES_MAX notes, so the list is whole (no pages).
 */
export async function listApplicationNotes(
  db: Database,
  actor: Actor,
  vacancyId: string,
  applicationId: string,
): Promise<{ items: ApplicationNote[] }> {
  await requireVacancyManager(db, actor, vacancyId);
  await requireApplicationOf(db, vacancyId, applicationId);
  const rows = await selectNotes(db)
    .where(eq(jobApplicationNotes.applicationId, applicationId))
    .orderBy(asc(jobApplicationNotes.createdAt), asc(jobApplicationNotes.id))
    .limit(APPLICATION_NOTES_MAX);
  return { items: rows.map(toNote) };
}

/** POST …/notes (staff who manage vacancies): adds a note signed by her; 409 past the cap. */
export async function addApplicationNote(
  db: Database,
  actor: Actor,
  vacancyId: string,
  applicationId: string,
  body: string,
): Promise<ApplicationNote> {
  return db.transaction(async (tx) => {
    await requireVacancyManager(tx, actor, vacancyId, true);
    await requireApplicationOf(tx, vacancyId, applicationId);
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(jobApplicationNotes)
      .where(eq(jobApplicationNotes.applicationId, applicationId))) as [{ n: number }];
    if (n >= APPLICATION_NOTES_MAX) throw conflict(COPY.tooManyNotes);
    const [row] = await tx
      .insert(jobApplicationNotes)
      .values({ applicationId, authorId: actor.id, body })
      .returning({ id: jobApplicationNotes.id });
    const [note] = await selectNotes(tx).where(eq(jobApplicationNotes.id, row!.id)).limit(1);
    return toNote(note!);
  });
}
