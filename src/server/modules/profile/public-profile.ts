import { desc, eq, getTableColumns, or, type SQL, sql, type Table } from 'drizzle-orm';
import { mentoraLabel } from '../../../domain/copy/mentoring.js';
import { MSG } from '../../../domain/messages.js';
import { childAges } from '../../../domain/rules/children.js';
import { birthdayOf, privacyStanding, visibleFields, withDefaults } from '../../../domain/rules/privacy.js';
import type { PublicProfile } from '../../../domain/schemas/public-profile.js';
import type { Executor } from '../../db/client.js';
import { perExecutor } from '../../db/prepared.js';
import {
  connections,
  education,
  idiomas,
  memberPrivacy,
  professionalExperience,
  projectsAchievements,
  userProfile,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { toEducation } from '../education/index.js';
import { toExperience } from '../experience/index.js';
import { toProject } from '../projects/index.js';
import { UUID_SHAPE } from './slug.js';

// What a visitor may see of a member: her profile and every section of her CV in one
// statement (each section a json_agg subquery), whatever the number of rows, so the page costs
// one round trip for a short CV and a long one — and on PGlite's single connection, no queue
// of section queries one after another.

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

/** A row of `table` as `json_agg` wrote it (column names, JSON values), as Drizzle reads it. */
function fromJsonRow<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * One section of her CV as a JSON array, in the order its own list function (experience,
 * education, projects services) gives; the public profile test holds the two orders equal.
 */
function section(table: Table, owner: SQL, order: SQL): SQL<Record<string, unknown>[]> {
  return sql`(select coalesce(json_agg(${table} order by ${order}), '[]'::json) from ${table} where ${owner})`;
}

const e = professionalExperience;
const ed = education;
const pr = projectsAchievements;

/**
 * The profile and every section of it in one statement (one round trip, one plan), with her
 * privacy choices and whether the reader (the `reader` placeholder, null for a visitor) is her
 * connection.
 */
function profileSelect(db: Executor) {
  const reader = sql.placeholder('reader');
  return db
    .select({
      id: userProfile.id,
      slug: userProfile.slug,
      fullName: userProfile.fullName,
      professionalTitle: userProfile.professionalTitle,
      bio: userProfile.bio,
      location: userProfile.location,
      email: userProfile.email,
      phone: userProfile.phone,
      birthDate: userProfile.birthDate,
      privacy: {
        email: memberPrivacy.email,
        phone: memberPrivacy.phone,
        city: memberPrivacy.city,
        birthday: memberPrivacy.birthday,
        children: memberPrivacy.children,
        connections: memberPrivacy.connections,
        activity: memberPrivacy.activity,
      },
      connected: sql<boolean>`exists (select 1 from ${connections}
        where ${connections.userId} = ${reader}::uuid and ${connections.otherId} = ${userProfile.id})`,
      // A block between the reader and her (issue 19): her profile does not exist for the reader.
      blocked: sql<boolean>`not ${notBlockedWith(sql`${reader}::uuid`, userProfile.id)}`,
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
      experience: section(
        e,
        sql`${e.userId} = ${userProfile.id}`,
        sql`${e.startDate} desc, ${e.createdAt} desc, ${e.id} desc`,
      ),
      education: section(
        ed,
        sql`${ed.userId} = ${userProfile.id}`,
        sql`${ed.isCurrent} desc, ${ed.endDate} desc nulls first, ${ed.startDate} desc, ${ed.createdAt} desc, ${ed.id} desc`,
      ),
      projects: section(
        pr,
        sql`${pr.userId} = ${userProfile.id}`,
        sql`coalesce(${pr.startDate}, ${pr.date}) desc nulls last, ${pr.createdAt} desc, ${pr.id} desc`,
      ),
      languageNames: sql<
        { id: number; name: string }[]
      >`(select coalesce(json_agg(json_build_object('id', ${idiomas.id}, 'name', ${idiomas.name})), '[]'::json)
        from ${idiomas} where ${idiomas.id} in (
          select (language->>'idioma_id')::int from jsonb_array_elements(${userProfile.idiomas}) language))`,
      // Her mentoring areas in her order while she mentors and has not paused (issue 20); null otherwise.
      mentorAreas: sql<
        string[] | null
      >`(select coalesce(array_agg(c.name order by array_position(m.areas, c.id)),
          '{}'::text[]) from mentor_profiles m left join job_categories c on c.id = any(m.areas)
        where m.user_id = ${userProfile.id} and not m.paused group by m.user_id)`,
    })
    .from(userProfile)
    .leftJoin(memberPrivacy, eq(memberPrivacy.userId, userProfile.id));
}

/** Prepared once per database: by id, by a slug, and by a slug that has the shape of an id. */
const profileStatements = perExecutor((db) => {
  const id = sql.placeholder('id');
  const slug = sql.placeholder('slug');
  return {
    byId: profileSelect(db).where(eq(userProfile.id, id)).limit(1).prepare('public_profile_by_id'),
    bySlug: profileSelect(db).where(eq(userProfile.slug, slug)).limit(1).prepare('public_profile_by_slug'),
    // /m/{id} works too (SPEC route table: "/m/{id or slug}"); a slug match wins.
    bySlugOrId: profileSelect(db)
      .where(or(eq(userProfile.slug, slug), eq(userProfile.id, slug)))
      .orderBy(desc(sql`${userProfile.slug} = ${slug}`))
      .limit(1)
      .prepare('public_profile_by_slug_or_id'),
  };
});

function findProfile(db: Executor, address: ProfileAddress, reader: string | null) {
  const statements = profileStatements(db);
  if ('id' in address) {
    const id = address.id.toLowerCase();
    return UUID_SHAPE.test(id) ? statements.byId.execute({ id, reader }) : Promise.resolve([]);
  }
  const slug = address.slug.trim().toLowerCase();
  if (!slug) return Promise.resolve([]);
  return UUID_SHAPE.test(slug)
    ? statements.bySlugOrId.execute({ slug, reader })
    : statements.bySlug.execute({ slug, reader });
}

/**
 * Her profile as the reader (null: a visitor) may see it: her privacy choices decide her
 * e-mail, phone, place, birthday (day and month) and children, and tell the page whether her
 * connections list and her activity are shown to this reader (their endpoints check the same).
 */
export async function publicProfile(
  db: Executor,
  address: ProfileAddress,
  readerId: string | null = null,
): Promise<PublicProfile> {
  const [profile] = await findProfile(db, address, readerId);
  if (!profile || profile.blocked) throw notFound(MSG.profile.notFoundDot);
  const shows = visibleFields(
    withDefaults(profile.privacy),
    privacyStanding({
      signedIn: readerId !== null,
      isSelf: readerId === profile.id,
      connected: profile.connected,
    }),
  );
  const experience = profile.experience.map((row) => toExperience(fromJsonRow(e, row)));
  const educationRows = profile.education.map((row) => toEducation(fromJsonRow(ed, row)));
  const projects = profile.projects.map((row) => toProject(fromJsonRow(pr, row)));
  const languageNames = profile.languageNames;
  const nameOf = new Map(languageNames.map((l) => [l.id, l.name]));

  return {
    id: profile.id,
    slug: profile.slug,
    fullName: profile.fullName,
    professionalTitle: profile.professionalTitle,
    bio: profile.bio,
    location: shows.city ? profile.location : null,
    email: shows.email ? profile.email : null,
    phone: shows.phone ? profile.phone : null,
    birthday: shows.birthday ? birthdayOf(profile.birthDate) : null,
    profileImageUrl: profile.profileImageUrl,
    profileBannerUrl: profile.profileBannerUrl,
    linkedinUrl: profile.linkedinUrl,
    websiteUrl: profile.websiteUrl,
    lattesUrl: profile.lattesUrl,
    isLookingForJob: profile.isLookingForJob,
    softSkills: profile.softSkills,
    hardSkills: profile.hardSkills,
    // Children's names and birth dates stay private: their ages are enough for the summary.
    childrenAges: shows.children ? childAges(profile.filhos) : [],
    languages: profile.idiomas.map((l) => ({
      idioma_id: l.idioma_id,
      name: nameOf.get(l.idioma_id) ?? null,
      nivel: l.nivel,
    })),
    // Salaries are private to her.
    experience: experience.map(({ salary: _salary, ...rest }) => rest),
    education: educationRows,
    projects,
    shows: { connections: shows.connections, activity: shows.activity },
    mentorLabel: profile.mentorAreas ? mentoraLabel(profile.mentorAreas) : null,
  };
}
