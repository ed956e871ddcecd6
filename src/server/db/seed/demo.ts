import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../client.js';
import {
  authAccount,
  authUser,
  communities,
  communityFollowers,
  communityMembers,
  companies,
  companyAdmins,
  companyFollowers,
  connectionInvitations,
  connections,
  conversationMembers,
  conversations,
  education,
  eventRsvps,
  events,
  idiomas,
  jobApplications,
  jobCategories,
  jobRoles,
  jobVacancies,
  memberFollows,
  memberPrivacy,
  mentoringRequests,
  mentoringSessions,
  mentorProfiles,
  messages,
  news,
  postComments,
  postReactions,
  posts,
  professionalExperience,
  projectsAchievements,
  userJobPreferences,
  userProfile,
} from '../schema/index.js';
import { DEMO_CAREERS } from './datasets/demo-careers.js';
import { DEMO_EMAIL, DEMO_MEMBERS } from './datasets/demo-members.js';
import { DEMO_MENTORS } from './datasets/demo-mentoring.js';
import { DEMO_VACANCIES } from './datasets/demo-vacancies.js';
import { buildChatRows } from './demo-chat.js';
import { createDemoContext } from './demo-context.js';
import { buildConversationRows } from './demo-conversation.js';
import { buildEventRows } from './demo-events.js';
import { buildFeedRows } from './demo-feed.js';
import { buildCommunityRows, buildCompanyRows } from './demo-groups.js';
import { buildJobRows } from './demo-jobs.js';
import { buildMentoringRows } from './demo-mentoring.js';
import { buildNetworkRows } from './demo-network.js';
import { buildPeopleRows } from './demo-people.js';
import { seedReference } from './reference.js';

export { DEMO_EMAIL } from './datasets/demo-members.js';

export type DemoLogin = { email: string; password: string };
export type SeedDemoOptions = {
  /** The password every demo member shares (generated per data folder by the caller). */
  password: string;
  hashPassword: (password: string) => Promise<string>;
};

/**
 * Fills an empty database with a living demo: members with full CVs, communities, companies
 * (some with the diversity seal), vacancies with applications, three weeks of feed with a few
 * conversations, a month of news, messages between members, the next six weeks of events, and
 * mentoras with their mentorings. Everything is written in one transaction, a constant
 * number of bulk inserts, so a failed seed leaves nothing behind. Running it again once the
 * demo user exists does nothing.
 */
export async function seedDemo(db: Database, opts: SeedDemoOptions): Promise<DemoLogin> {
  // Demo rows point into the catalogues; seeding them is idempotent and cheap.
  await seedReference(db);
  // Hashing is deliberately slow: do it before taking PGlite's exclusive transaction lock.
  // Every demo member shares the demo password, so it is hashed once.
  const passwordHash = await opts.hashPassword(opts.password);

  await db.transaction(async (tx) => {
    if (await demoUserExists(tx)) return;

    const ctx = createDemoContext(
      new Date(),
      await languageIdsByName(tx),
      await roleIdsByName(tx),
      await categoryIdsByName(tx),
    );
    const people = buildPeopleRows(ctx, passwordHash);
    const groups = buildCommunityRows(ctx);
    const firms = buildCompanyRows(ctx);
    const jobs = buildJobRows(ctx);
    const feed = buildFeedRows(ctx);
    const conversation = buildConversationRows(ctx, feed.keyed);
    const network = buildNetworkRows(ctx);
    const chat = buildChatRows(ctx, network.connected);
    const agenda = buildEventRows(ctx);
    const mentoring = buildMentoringRows(ctx);

    // Parents before children, one statement per table.
    await tx.insert(authUser).values(people.users);
    await tx.insert(authAccount).values(people.accounts);
    await tx.insert(userProfile).values(people.profiles);
    if (people.privacy.length > 0) await tx.insert(memberPrivacy).values(people.privacy);
    await tx.insert(professionalExperience).values(people.experiences);
    await tx.insert(education).values(people.education);
    await tx.insert(projectsAchievements).values(people.projects);
    await tx.insert(userJobPreferences).values(people.jobPreferences);
    await tx.insert(communities).values(groups.communities);
    await tx.insert(communityMembers).values(groups.members);
    await tx.insert(communityFollowers).values(groups.followers);
    await tx.insert(companies).values(firms.companies);
    await tx.insert(companyAdmins).values(firms.admins);
    await tx.insert(companyFollowers).values(firms.followers);
    await tx.insert(jobVacancies).values(jobs.vacancies);
    await tx.insert(jobApplications).values(jobs.applications);
    await tx.insert(connectionInvitations).values(network.invitations);
    await tx.insert(connections).values(network.connections);
    await tx.insert(memberFollows).values(network.follows);
    await tx.insert(posts).values(feed.posts);
    await tx.insert(postReactions).values(conversation.reactions);
    await tx.insert(postComments).values(conversation.comments);
    await tx.insert(news).values(feed.news);
    await tx.insert(events).values(agenda.events);
    await tx.insert(eventRsvps).values(agenda.rsvps);
    await tx.insert(mentorProfiles).values(mentoring.profiles);
    // Before the conversations: a mentoring's conversation names its request.
    await tx.insert(mentoringRequests).values(mentoring.requests);
    await tx.insert(conversations).values([...chat.conversations, ...mentoring.chat.conversations]);
    await tx.insert(conversationMembers).values([...chat.members, ...mentoring.chat.members]);
    await tx.insert(messages).values([...chat.messages, ...mentoring.chat.messages]);
    await tx.insert(mentoringSessions).values(mentoring.sessions);
  });

  return { email: DEMO_EMAIL, password: opts.password };
}

async function demoUserExists(tx: Transaction): Promise<boolean> {
  const found = await tx
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, DEMO_EMAIL))
    .limit(1);
  return found.length > 0;
}

async function languageIdsByName(tx: Transaction): Promise<Map<string, number>> {
  const names = [...new Set(Object.values(DEMO_MEMBERS).flatMap((m) => m.languages.map((l) => l.name)))];
  const rows = await tx
    .select({ id: idiomas.id, name: idiomas.name })
    .from(idiomas)
    .where(inArray(idiomas.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * The mentoras' areas, by category name: distinct across today's taxonomy; should two sectors
 * ever share one, the first seeded is taken, so the pick stays deterministic.
 */
async function categoryIdsByName(tx: Transaction): Promise<Map<string, number>> {
  const names = [...new Set(Object.values(DEMO_MENTORS).flatMap((mentor) => mentor?.areas ?? []))];
  const rows = await tx
    .select({ id: jobCategories.id, name: jobCategories.name })
    .from(jobCategories)
    .where(inArray(jobCategories.name, names))
    .orderBy(jobCategories.id);
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.name)) ids.set(row.name, row.id);
  return ids;
}

async function roleIdsByName(tx: Transaction): Promise<Map<string, number>> {
  const names = [
    ...new Set([
      ...Object.values(DEMO_CAREERS).flatMap((career) => career.jobPreference?.roles ?? []),
      ...DEMO_VACANCIES.flatMap((vacancy) => (vacancy.role ? [vacancy.role] : [])),
    ]),
  ];
  // Ordered so that, should another catalogue reuse a role name, the pick stays deterministic.
  const rows = await tx
    .select({ id: jobRoles.id, name: jobRoles.name })
    .from(jobRoles)
    .where(inArray(jobRoles.name, names))
    .orderBy(jobRoles.id);
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.name)) ids.set(row.name, row.id);
  return ids;
}
