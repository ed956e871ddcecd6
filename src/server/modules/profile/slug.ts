import { eq } from 'drizzle-orm';
import { MSG } from '../../../domain/messages.js';
import { isSomeoneElsesId, UUID_SHAPE } from '../../../domain/rules/slug.js';
import { type SlugAvailability, slugSchema } from '../../../domain/schemas/profile.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { userProfile } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';

// Re-exported for the public profile lookup, which tells an id from a slug by this shape.
export { UUID_SHAPE };

/** GET /api/profile/slug-availability: her own current slug counts as available. */
export async function slugAvailability(
  db: Database,
  userId: string,
  input: string,
): Promise<SlugAvailability> {
  const parsed = slugSchema.safeParse(input);
  if (!parsed.success) return { slug: input.trim().toLowerCase(), valid: false, available: false };
  const slug = parsed.data;
  if (isSomeoneElsesId(slug, userId)) return { slug, valid: true, available: false };
  const [holder] = await db
    .select({ id: userProfile.id })
    .from(userProfile)
    .where(eq(userProfile.slug, slug))
    .limit(1);
  return { slug, valid: true, available: !holder || holder.id === userId };
}

/** PUT /api/profile/me/slug. The unique index decides races: its violation is the 409. */
export async function changeSlug(db: Database, userId: string, input: string): Promise<{ slug: string }> {
  const parsed = slugSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError(400, 'invalid_input', MSG.slug.invalidChars, { slug: MSG.slug.invalidChars });
  const slug = parsed.data;
  if (isSomeoneElsesId(slug, userId)) throw conflict(MSG.slug.saveInvalid, { slug: MSG.slug.saveInvalid });
  let saved: { slug: string }[];
  try {
    // The answer is the slug the statement stored, not the one asked for.
    saved = await db
      .update(userProfile)
      .set({ slug, updatedAt: new Date() })
      .where(eq(userProfile.id, userId))
      .returning({ slug: userProfile.slug });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.slug.saveInvalid, { slug: MSG.slug.saveInvalid });
    throw error;
  }
  const stored = saved[0]?.slug;
  if (!stored) throw notFound(MSG.profile.notFound);
  return { slug: stored };
}
