import { desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { MSG } from '../../../domain/messages.js';
import { childAges } from '../../../domain/rules/children.js';
import type { PublicProfile } from '../../../domain/schemas/public-profile.js';
import type { Database } from '../../db/client.js';
import { idiomas, userProfile } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { listEducation } from '../education/service.js';
import { listExperiences } from '../experience/service.js';
import { listProjects } from '../projects/service.js';
import { UUID_SHAPE } from './slug.js';

// What a visitor may see of a member. One query per section, whatever the number of rows, so
// the page costs the same for a short CV and a long one.

/** Which profile a public address means: /m/{slug} (or her id), /perfil-publico/{id}. */
export type ProfileAddress = { slug: string } | { id: string };

/** A WHERE clause and an ORDER BY that prefers a slug match, or null when nothing can match. */
export function addressCondition(address: ProfileAddress): { where: SQL; preference: SQL } | null {
  if ('id' in address) {
    const id = address.id.toLowerCase();
    if (!UUID_SHAPE.test(id)) return null;
    const where = eq(userProfile.id, id);
    return { where, preference: where };
  }
  const slug = address.slug.trim().toLowerCase();
  if (!slug) return null;
  // /m/{id} works too (SPEC route table: "/m/{id or slug}"); a slug match wins.
  const where = UUID_SHAPE.test(slug)
    ? or(eq(userProfile.slug, slug), eq(userProfile.id, slug))!
    : eq(userProfile.slug, slug);
  return { where, preference: sql`${userProfile.slug} = ${slug}` };
}

export async function publicProfile(db: Database, address: ProfileAddress): Promise<PublicProfile> {
  const condition = addressCondition(address);
  if (!condition) throw notFound(MSG.profile.notFoundDot);
  const [profile] = await db
    .select({
      id: userProfile.id,
      slug: userProfile.slug,
      fullName: userProfile.fullName,
      professionalTitle: userProfile.professionalTitle,
      bio: userProfile.bio,
      location: userProfile.location,
      email: userProfile.email,
      showEmail: userProfile.showEmail,
      phone: userProfile.phone,
      showPhone: userProfile.showPhone,
      profileImageUrl: userProfile.profileImageUrl,
      profileBannerUrl: userProfile.profileBannerUrl,
      linkedinUrl: userProfile.linkedinUrl,
      websiteUrl: userProfile.websiteUrl,
      lattesUrl: userProfile.lattesUrl,
      isLookingForJob: userProfile.isLookingForJob,
      softSkills: userProfile.softSkills,
      hardSkills: userProfile.hardSkills,
      filhos: userProfile.filhos,
      idiomas: userProfile.idiomas,
    })
    .from(userProfile)
    .where(condition.where)
    .orderBy(desc(condition.preference))
    .limit(1);
  if (!profile) throw notFound(MSG.profile.notFoundDot);

  const languageIds = [...new Set(profile.idiomas.map((l) => l.idioma_id))];
  const [experience, education, projects, languageNames] = await Promise.all([
    listExperiences(db, profile.id),
    listEducation(db, profile.id),
    listProjects(db, profile.id),
    languageIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: idiomas.id, name: idiomas.name })
          .from(idiomas)
          .where(inArray(idiomas.id, languageIds)),
  ]);
  const nameOf = new Map(languageNames.map((l) => [l.id, l.name]));

  return {
    id: profile.id,
    slug: profile.slug,
    fullName: profile.fullName,
    professionalTitle: profile.professionalTitle,
    bio: profile.bio,
    location: profile.location,
    email: profile.showEmail ? profile.email : null,
    phone: profile.showPhone ? profile.phone : null,
    profileImageUrl: profile.profileImageUrl,
    profileBannerUrl: profile.profileBannerUrl,
    linkedinUrl: profile.linkedinUrl,
    websiteUrl: profile.websiteUrl,
    lattesUrl: profile.lattesUrl,
    isLookingForJob: profile.isLookingForJob,
    softSkills: profile.softSkills,
    hardSkills: profile.hardSkills,
    // Children's names and birth dates stay private: their ages are enough for the summary.
    childrenAges: childAges(profile.filhos),
    languages: profile.idiomas.map((l) => ({
      idioma_id: l.idioma_id,
      name: nameOf.get(l.idioma_id) ?? null,
      nivel: l.nivel,
    })),
    // Salaries are private to her.
    experience: experience.map(({ salary: _salary, ...rest }) => rest),
    education,
    projects,
  };
}
