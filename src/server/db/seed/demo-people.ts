import { DEFAULT_LOCATION_COUNTRY } from '../../../domain/limits.js';
import type {
  authAccount,
  authUser,
  education,
  memberPrivacy,
  professionalExperience,
  projectsAchievements,
  userJobPreferences,
  userProfile,
} from '../schema/index.js';
import { DEMO_CAREERS } from './datasets/demo-careers.js';
import { DEMO_MEMBERS } from './datasets/demo-members.js';
import type { DemoCareer, DemoMember, DemoProject, MemberKey } from './datasets/demo-types.js';
import { type DemoContext, entriesOf, lookup } from './demo-context.js';
import { claimSlug } from './slug.js';

export type PeopleRows = {
  users: (typeof authUser.$inferInsert)[];
  accounts: (typeof authAccount.$inferInsert)[];
  profiles: (typeof userProfile.$inferInsert)[];
  privacy: (typeof memberPrivacy.$inferInsert)[];
  experiences: (typeof professionalExperience.$inferInsert)[];
  education: (typeof education.$inferInsert)[];
  projects: (typeof projectsAchievements.$inferInsert)[];
  jobPreferences: (typeof userJobPreferences.$inferInsert)[];
};

/** better-auth's e-mail + password provider. */
const CREDENTIAL_PROVIDER = 'credential';

/** Accounts, profiles and CV sections of every demo member, all sharing one password hash. */
export function buildPeopleRows(ctx: DemoContext, passwordHash: string): PeopleRows {
  const rows: PeopleRows = {
    users: [],
    accounts: [],
    profiles: [],
    privacy: [],
    experiences: [],
    education: [],
    projects: [],
    jobPreferences: [],
  };
  const slugs = new Set<string>();

  for (const [key, member] of entriesOf(DEMO_MEMBERS)) {
    const userId = ctx.memberIds[key];
    const since = ctx.memberSince[key];
    const stamps = { createdAt: since, updatedAt: since };

    rows.users.push({
      id: userId,
      name: member.fullName,
      email: member.email,
      emailVerified: true,
      role: member.platformAdmin ? 'admin' : 'member',
      ...stamps,
    });
    rows.accounts.push({
      userId,
      // better-auth's credential accounts use the user id as their account id.
      accountId: userId,
      providerId: CREDENTIAL_PROVIDER,
      password: passwordHash,
      ...stamps,
    });
    rows.profiles.push(profileRow(ctx, userId, member, claimSlug(member.fullName, slugs), since));
    // Those looking for work accept being found by recruiters ('Encontrar uma profissional').
    const talentSearchSince = member.isLookingForJob ? since : null;
    if (member.privacy || talentSearchSince)
      rows.privacy.push({ userId, ...member.privacy, talentSearchSince });

    const career = DEMO_CAREERS[key];
    if (career) addCareerRows(rows, ctx, key, career);
  }
  return rows;
}

function profileRow(
  ctx: DemoContext,
  userId: string,
  member: DemoMember,
  slug: string,
  since: Date,
): typeof userProfile.$inferInsert {
  return {
    id: userId,
    slug,
    fullName: member.fullName,
    email: member.email,
    phone: member.phone ?? null,
    professionalTitle: member.professionalTitle,
    bio: member.bio,
    location: `${member.city}, ${member.uf}`,
    state: member.uf,
    city: member.city,
    birthDate: member.birthDate ?? null,
    experienceYears: member.experienceYears,
    isLookingForJob: member.isLookingForJob,
    softSkills: [...member.softSkills],
    hardSkills: [...member.hardSkills],
    filhos: (member.children ?? []).map((c) => ({ nome: c.nome, birth_date: c.birthDate })),
    idiomas: member.languages.map((l) => ({
      idioma_id: lookup(ctx.languageIds, l.name, 'language'),
      nivel: l.level,
    })),
    // Established members: the guided setup (issue 22) does not greet them after signing in.
    onboardingDismissedAt: since.toISOString(),
    linkedinUrl: member.linkedinUrl ?? null,
    websiteUrl: member.websiteUrl ?? null,
    lattesUrl: member.lattesUrl ?? null,
    createdAt: since,
    updatedAt: since,
  };
}

function addCareerRows(rows: PeopleRows, ctx: DemoContext, key: MemberKey, career: DemoCareer): void {
  const userId = ctx.memberIds[key];
  const stamps = { createdAt: ctx.memberSince[key], updatedAt: ctx.memberSince[key] };

  for (const job of career.experiences) {
    rows.experiences.push({
      userId,
      company: job.company,
      role: job.role,
      description: job.description ?? null,
      startDate: job.start,
      endDate: job.end ?? null,
      isCurrent: job.end === undefined,
      salary: job.salary === undefined ? null : job.salary.toFixed(2),
      contractType: job.contractType,
      workModel: job.workModel,
      country: DEFAULT_LOCATION_COUNTRY,
      state: job.uf,
      city: job.city,
      ...stamps,
    });
  }

  for (const course of career.education) {
    const isCurrent = course.end === undefined;
    rows.education.push({
      userId,
      institution: course.institution,
      degreeLevel: course.degreeLevel,
      field: course.field,
      startDate: course.start,
      endDate: course.end ?? null,
      isCurrent,
      // A course still in progress cannot be completed (education_dates_check).
      completed: !isCurrent,
      description: course.description ?? null,
      ...stamps,
    });
  }

  for (const project of career.projects ?? []) {
    rows.projects.push({ userId, ...projectDates(project), ...stamps });
  }

  const preference = career.jobPreference;
  if (preference) {
    rows.jobPreferences.push({
      userId,
      name: preference.name ?? 'Perfil Principal',
      isActive: true,
      minSalary: preference.minSalary?.toFixed(2) ?? null,
      maxSalary: preference.maxSalary?.toFixed(2) ?? null,
      preferredWorkModels: [...preference.workModels],
      preferredContractTypes: [...preference.contractTypes],
      preferredLocations: preference.locations.map((l) => ({
        country: DEFAULT_LOCATION_COUNTRY,
        state: l.uf,
        city: l.city,
      })),
      preferredRoles: preference.roles.map((name) => lookup(ctx.roleIds, name, 'job role')),
      ...stamps,
    });
  }
}

// Projects and volunteering span a period; articles and awards happen on one day (SPEC §5).
function projectDates(project: DemoProject) {
  const common = {
    type: project.type,
    title: project.title,
    description: project.description ?? null,
    link: project.link ?? null,
  };
  return 'date' in project
    ? { ...common, startDate: null, endDate: null, date: project.date }
    : { ...common, startDate: project.start, endDate: project.end ?? null, date: null };
}
