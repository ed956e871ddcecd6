import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '../../../domain/messages.js';
import type { OwnProfile, profileUpdateSchema } from '../../../domain/schemas/profile.js';
import type { Database, Executor } from '../../db/client.js';
import { authUser, brazilianStates, idiomas, userProfile } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';

/** The /perfil form after validation. */
export type ProfileEntry = z.output<typeof profileUpdateSchema>;

type ProfileRow = typeof userProfile.$inferSelect;

export function toOwnProfile(row: ProfileRow): OwnProfile {
  return {
    id: row.id,
    slug: row.slug,
    email: row.email,
    fullName: row.fullName,
    professionalTitle: row.professionalTitle,
    bio: row.bio,
    phone: row.phone,
    location: row.location,
    state: row.state,
    city: row.city,
    birthDate: row.birthDate,
    experienceYears: row.experienceYears,
    profileImageUrl: row.profileImageUrl,
    profileBannerUrl: row.profileBannerUrl,
    linkedinUrl: row.linkedinUrl,
    websiteUrl: row.websiteUrl,
    lattesUrl: row.lattesUrl,
    isLookingForJob: row.isLookingForJob,
    softSkills: row.softSkills,
    hardSkills: row.hardSkills,
    filhos: row.filhos,
    idiomas: row.idiomas,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 'City, UF' as profiles and vacancies show it; whichever part she gave, or null. */
export function locationOf(city: string | null, state: string | null): string | null {
  return [city, state].filter(Boolean).join(', ') || null;
}

export async function getOwnProfile(db: Database, userId: string): Promise<OwnProfile> {
  const [row] = await db.select().from(userProfile).where(eq(userProfile.id, userId)).limit(1);
  if (!row) throw notFound(MSG.profile.notFound);
  return toOwnProfile(row);
}

/** Her state must be a real UF and her languages must be in the catalogue. */
async function assertReferencesExist(db: Executor, state: string | null, entry: ProfileEntry): Promise<void> {
  const fields: Record<string, string> = {};
  if (state) {
    const [known] = await db
      .select({ uf: brazilianStates.uf })
      .from(brazilianStates)
      .where(eq(brazilianStates.uf, state));
    if (!known) fields.state = MSG.common.invalidInput;
  }
  const languageIds = entry.idiomas.map((l) => l.idioma_id);
  if (languageIds.length > 0) {
    const found = await db.select({ id: idiomas.id }).from(idiomas).where(inArray(idiomas.id, languageIds));
    const known = new Set(found.map((r) => r.id));
    entry.idiomas.forEach((l, i) => {
      if (!known.has(l.idioma_id)) fields[`idiomas.${i}.idioma_id`] = MSG.profile.unknownLanguage;
    });
  }
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'invalid_input', MSG.common.invalidInput, fields);
}

/**
 * Saves the /perfil form. Her account name follows her profile name, so the header and the
 * e-mails greet her by the name she chose; both change together.
 */
export async function updateOwnProfile(
  db: Database,
  userId: string,
  entry: ProfileEntry,
): Promise<OwnProfile> {
  const state = entry.state?.toUpperCase() ?? null;
  return db.transaction(async (tx) => {
    await assertReferencesExist(tx, state, entry);
    const now = new Date();
    const [row] = await tx
      .update(userProfile)
      .set({
        fullName: entry.fullName,
        professionalTitle: entry.professionalTitle,
        bio: entry.bio,
        phone: entry.phone,
        state,
        city: entry.city,
        location: locationOf(entry.city, state),
        birthDate: entry.birthDate,
        experienceYears: entry.experienceYears,
        linkedinUrl: entry.linkedinUrl,
        websiteUrl: entry.websiteUrl,
        lattesUrl: entry.lattesUrl,
        isLookingForJob: entry.isLookingForJob,
        softSkills: entry.softSkills,
        hardSkills: entry.hardSkills,
        filhos: entry.filhos,
        idiomas: entry.idiomas,
        updatedAt: now,
      })
      .where(eq(userProfile.id, userId))
      .returning();
    if (!row) throw notFound(MSG.profile.notFound);
    await tx.update(authUser).set({ name: entry.fullName, updatedAt: now }).where(eq(authUser.id, userId));
    return toOwnProfile(row);
  });
}
