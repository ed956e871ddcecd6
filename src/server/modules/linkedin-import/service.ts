import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LINKEDIN_IMPORT_ERRORS as E } from '../../../domain/copy/linkedin-import.js';
import { LINKEDIN_CSV_MAX_BYTES } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { monthToDate } from '../../../domain/rules/month.js';
import type {
  LinkedInImportResult,
  LinkedInPreview,
  linkedInImportSchema,
} from '../../../domain/schemas/linkedin-import.js';
import type { Database, Executor } from '../../db/client.js';
import {
  brazilianStates,
  education,
  idiomas,
  professionalExperience,
  userProfile,
} from '../../db/schema/index.js';
import { notFound, tooLarge, unprocessable, unsupportedType } from '../../lib/app-error.js';
import { listEducation } from '../education/index.js';
import { listExperiences } from '../experience/index.js';
import { EXPORT_FILES, type ExportFile, normalized, parseExport } from './parse.js';
import { readZipEntries, ZipError } from './zip.js';

// Her LinkedIn data export into her profile (issue 21): a preview that writes nothing, then the
// rows she confirmed, added in one transaction and never twice (what her profile already has is
// left out, at the preview and again on import).

/** The profile holds at most this many hard skills and languages (profileUpdateSchema's bounds). */
const MAX_SKILLS = 30;
const MAX_LANGUAGES = 30;

type ImportBody = z.output<typeof linkedInImportSchema>;

const experienceKey = (e: { company: string | null; role: string | null; startMonth: string }) =>
  `${normalized(e.company ?? '')}|${normalized(e.role ?? '')}|${e.startMonth.slice(0, 7)}`;
const educationKey = (e: { institution: string; field: string; startMonth: string }) =>
  `${normalized(e.institution)}|${normalized(e.field)}|${e.startMonth.slice(0, 7)}`;

/** What her profile already has, as the keys the import compares. */
async function present(db: Executor, userId: string) {
  const [profile] = await db
    .select({
      hardSkills: userProfile.hardSkills,
      softSkills: userProfile.softSkills,
      idiomas: userProfile.idiomas,
    })
    .from(userProfile)
    .where(eq(userProfile.id, userId));
  if (!profile) throw notFound(MSG.profile.notFound);
  return {
    profile,
    experiences: new Set(
      (await listExperiences(db, userId)).filter((e) => e.kind === 'job').map(experienceKey),
    ),
    education: new Set((await listEducation(db, userId)).map(educationKey)),
    skills: new Set([...profile.hardSkills, ...profile.softSkills].map(normalized)),
    languages: new Set(profile.idiomas.map((l) => l.idioma_id)),
  };
}

/** The four CSVs of the export, by file name; pt-BR errors for a file that is not one. */
function exportFiles(zip: Buffer): Partial<Record<ExportFile, string>> {
  const names = Object.keys(EXPORT_FILES) as ExportFile[];
  // LinkedIn puts them at the root; a re-zipped folder puts them one level down.
  const fileOf = (path: string) =>
    names.find((n) => path.split('/').at(-1)?.toLowerCase() === n.toLowerCase());
  let entries: Map<string, Buffer>;
  try {
    entries = readZipEntries(zip, (path) => fileOf(path) !== undefined, {
      maxEntries: 5000,
      maxEntryBytes: LINKEDIN_CSV_MAX_BYTES,
    });
  } catch (error) {
    if (error instanceof ZipError && error.message === 'entry too large') throw tooLarge(E.csvTooLarge);
    throw unsupportedType(E.notZip);
  }
  const files: Partial<Record<ExportFile, string>> = {};
  for (const [path, bytes] of entries) files[fileOf(path)!] = bytes.toString('utf8');
  if (Object.keys(files).length === 0) throw unprocessable(E.noData);
  return files;
}

/** POST /api/linkedin-import/preview: what the export would add, and what she already has. Writes nothing. */
export async function previewLinkedInImport(
  db: Database,
  userId: string,
  zip: Buffer,
): Promise<LinkedInPreview> {
  const files = exportFiles(zip);
  const [states, languages] = await Promise.all([
    db.select({ uf: brazilianStates.uf, name: brazilianStates.name }).from(brazilianStates),
    db.select({ id: idiomas.id, name: idiomas.name }).from(idiomas),
  ]);
  const parsed = parseExport(files, { states, languages });
  const has = await present(db, userId);
  const split = <T>(items: T[], isPresent: (item: T) => boolean) => ({
    new: items.filter((i) => !isPresent(i)),
    present: items.filter(isPresent),
  });
  return {
    experiences: split(parsed.experiences, (e) => has.experiences.has(experienceKey(e))),
    education: split(parsed.education, (e) => has.education.has(educationKey(e))),
    skills: split(parsed.skills, (s) => has.skills.has(normalized(s))),
    languages: split(parsed.languages, (l) => has.languages.has(l.idioma_id)),
    skipped: parsed.skipped,
  };
}

/**
 * POST /api/linkedin-import: adds the rows she confirmed that her profile does not have yet,
 * all or nothing. Her profile row is locked first, so two imports at once cannot both add.
 */
export async function applyLinkedInImport(
  db: Database,
  userId: string,
  body: ImportBody,
): Promise<LinkedInImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${userProfile} where ${userProfile.id} = ${userId} for update`);
    const has = await present(tx, userId);

    const experiences = body.experiences.filter((e) => {
      const key = experienceKey({ ...e, startMonth: e.startMonth! });
      if (has.experiences.has(key)) return false;
      has.experiences.add(key);
      return true;
    });
    if (experiences.length > 0)
      await tx.insert(professionalExperience).values(
        experiences.map((e) => ({
          userId,
          kind: 'job',
          company: e.company,
          role: e.role,
          description: e.description,
          // The import schema refuses a row without a full start month.
          startDate: monthToDate(e.startMonth!),
          endDate: e.endMonth ? monthToDate(e.endMonth) : null,
          isCurrent: e.isCurrent,
          country: e.country,
          state: e.state,
          city: e.city,
        })),
      );

    const educationRows = body.education.filter((e) => {
      const key = educationKey({ ...e, startMonth: e.startMonth! });
      if (has.education.has(key)) return false;
      has.education.add(key);
      return true;
    });
    if (educationRows.length > 0)
      await tx.insert(education).values(
        educationRows.map((e) => ({
          userId,
          institution: e.institution,
          degreeLevel: e.degreeLevel,
          field: e.field,
          startDate: monthToDate(e.startMonth!),
          endDate: e.endMonth ? monthToDate(e.endMonth) : null,
          isCurrent: e.isCurrent,
          completed: e.completed,
          description: e.description,
        })),
      );

    const skills: string[] = [];
    for (const skill of body.skills) {
      if (has.skills.has(normalized(skill))) continue;
      if (has.profile.hardSkills.length + skills.length >= MAX_SKILLS) break;
      has.skills.add(normalized(skill));
      skills.push(skill);
    }
    const languages: { idioma_id: number; nivel: (typeof body.languages)[number]['nivel'] }[] = [];
    const known = new Set((await tx.select({ id: idiomas.id }).from(idiomas)).map((l) => l.id));
    for (const language of body.languages) {
      if (has.languages.has(language.idioma_id) || !known.has(language.idioma_id)) continue;
      if (has.profile.idiomas.length + languages.length >= MAX_LANGUAGES) break;
      has.languages.add(language.idioma_id);
      languages.push({ idioma_id: language.idioma_id, nivel: language.nivel });
    }
    if (skills.length > 0 || languages.length > 0)
      await tx
        .update(userProfile)
        .set({
          hardSkills: [...has.profile.hardSkills, ...skills],
          idiomas: [...has.profile.idiomas, ...languages],
          updatedAt: new Date(),
        })
        .where(eq(userProfile.id, userId));

    return {
      experiences: experiences.length,
      education: educationRows.length,
      skills: skills.length,
      languages: languages.length,
    };
  });
}
