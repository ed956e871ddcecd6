import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_LEVELS, REACTION_KINDS } from '../../../domain/enums.js';
import { COMMENT_MAX_LENGTH, HOME_SEAL_CARDS } from '../../../domain/limits.js';
import { mentionedIds } from '../../../domain/rules/mentions.js';
import { EVENT_ORGANISERS } from '../../../domain/rules/permissions/event.js';
import { rankByMatch } from '../../../domain/rules/vacancy-match.js';
import { BRASILIA_TIME_ZONE } from '../../../domain/time-zone.js';
import { directKey } from '../../modules/chat/index.js';
import { listEvents, suggestedEvents } from '../../modules/events/index.js';
import { listMentors, listRequests, listSessions, recommendMentors } from '../../modules/mentoring/index.js';
import { activePreference, recommendVacancies } from '../../modules/vacancies/index.js';
import type { Actor } from '../../policy/actor.js';
import { openTestDatabase } from '../../test/context.js';
import type { DatabaseHandle } from '../client.js';
import {
  authAccount,
  authUser,
  brazilianStates,
  communities,
  communityFollowers,
  communityMembers,
  companies,
  companyAdmins,
  companyFollowers,
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
  userJobPreferences,
  userProfile,
} from '../schema/index.js';
import { JOB_TAXONOMY } from './datasets/job-taxonomy.js';
import { createDemoContext } from './demo-context.js';
import { buildEventRows } from './demo-events.js';
import { buildMentoringRows } from './demo-mentoring.js';
import { DEMO_EMAIL, hasAnyUser, seedDemo } from './index.js';

const DEMO_PASSWORD = 'uma senha gerada para este teste';

// A fast stand-in for the real password hasher, writing down in `asked` each password it hashes.
const fakeHash = (asked: string[]) => async (password: string) => {
  asked.push(password);
  return `hash:${password}`;
};
/** What the seed of beforeAll hashed (a later run of the seed keeps its own list). */
const hashed: string[] = [];

let handle: DatabaseHandle;
let login: { email: string; password: string };
let seededAt: Date;

beforeAll(async () => {
  handle = await openTestDatabase();
  expect(await hasAnyUser(handle.db)).toBe(false);
  seededAt = new Date();
  login = await seedDemo(handle.db, { password: DEMO_PASSWORD, hashPassword: fakeHash(hashed) });
});

afterAll(async () => {
  await handle?.close();
});

const DAY_MS = 24 * 3600 * 1000;
const brasiliaHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRASILIA_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});
const hourInBrasilia = (at: Date) => Number(brasiliaHour.format(at));

/** The demo login as the services see her (no second factor: no platform powers). */
async function demoActor(): Promise<Actor> {
  const [demo] = await handle.db.select().from(authUser).where(eq(authUser.email, DEMO_EMAIL));
  return { id: demo!.id, role: demo!.role, twoFactorEnabled: false };
}

function countBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

describe('seedDemo', () => {
  it('returns the demo login and hashes the shared password once', async () => {
    expect(login).toEqual({ email: 'demo@elasrede.com.br', password: DEMO_PASSWORD });
    expect(hashed).toEqual([DEMO_PASSWORD]);
    expect(await hasAnyUser(handle.db)).toBe(true);
  });

  it('creates a verified admin demo user who can sign in with a credential account', async () => {
    const [user] = await handle.db.select().from(authUser).where(eq(authUser.email, DEMO_EMAIL));
    expect(user).toMatchObject({ emailVerified: true, role: 'admin' });
    const accounts = await handle.db.select().from(authAccount).where(eq(authAccount.userId, user!.id));
    expect(accounts).toEqual([
      expect.objectContaining({
        providerId: 'credential',
        accountId: user!.id,
        password: `hash:${DEMO_PASSWORD}`,
      }),
    ]);
    const [profile] = await handle.db.select().from(userProfile).where(eq(userProfile.id, user!.id));
    expect(profile?.fullName).toBe(user!.name);
  });

  it('creates about twenty members, each with a verified account, one credential and a profile', async () => {
    const users = await handle.db.select().from(authUser);
    const profiles = await handle.db.select().from(userProfile);
    const accounts = await handle.db.select().from(authAccount);
    expect(profiles.length).toBeGreaterThanOrEqual(18);
    expect(profiles.length).toBeLessThanOrEqual(25);
    expect(users).toHaveLength(profiles.length);
    expect(accounts).toHaveLength(profiles.length);
    expect(users.every((u) => u.emailVerified)).toBe(true);
    expect(users.filter((u) => u.role === 'admin').map((u) => u.email)).toEqual([DEMO_EMAIL]);
    expect(accounts.every((a) => a.providerId === 'credential' && a.accountId === a.userId)).toBe(true);
  });

  it('gives every profile a unique slug derived from her name', async () => {
    const profiles = await handle.db.select().from(userProfile);
    const slugs = profiles.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const ana = profiles.find((p) => p.fullName === 'Ana Lúcia Araújo');
    expect(ana?.slug).toBe('ana-lucia-araujo');
  });

  it('fills the profiles: location, skills, languages that exist, children for the mothers', async () => {
    const profiles = await handle.db.select().from(userProfile);
    const languageIds = new Set((await handle.db.select({ id: idiomas.id }).from(idiomas)).map((r) => r.id));
    for (const p of profiles) {
      expect(p.location).toBe(`${p.city}, ${p.state}`);
      expect(p.professionalTitle).toBeTruthy();
      expect(p.hardSkills.length).toBeGreaterThan(0);
      expect(p.idiomas.length).toBeGreaterThan(0);
      for (const language of p.idiomas) {
        expect(languageIds.has(language.idioma_id)).toBe(true);
        expect(LANGUAGE_LEVELS).toContain(language.nivel);
      }
    }
    expect(profiles.filter((p) => p.filhos.length > 0).length).toBeGreaterThanOrEqual(3);
    const privacy = await handle.db.select().from(memberPrivacy);
    expect(privacy.filter((p) => p.email === 'public').length).toBeGreaterThanOrEqual(1);
    // Companies find someone in the talent search.
    expect(privacy.filter((p) => p.talentSearchSince !== null).length).toBeGreaterThanOrEqual(3);
  });

  it('writes CV sections with one current job each and valid job preferences', async () => {
    const jobs = await handle.db.select().from(professionalExperience);
    const courses = await handle.db.select().from(education);
    const currentJobs = countBy(
      jobs.filter((j) => j.isCurrent),
      (j) => j.userId,
    );
    expect(currentJobs.size).toBeGreaterThanOrEqual(15);
    expect([...currentJobs.values()].every((n) => n === 1)).toBe(true);
    expect(jobs.every((j) => j.startDate.endsWith('-01'))).toBe(true);
    expect(courses.length).toBeGreaterThanOrEqual(15);

    const preferences = await handle.db.select().from(userJobPreferences);
    const roleIds = new Set((await handle.db.select({ id: jobRoles.id }).from(jobRoles)).map((r) => r.id));
    expect(preferences.length).toBeGreaterThanOrEqual(5);
    for (const preference of preferences) {
      expect(preference.preferredRoles.length).toBeGreaterThan(0);
      expect(preference.preferredRoles.every((id) => roleIds.has(id))).toBe(true);
    }
  });

  it("keeps each community's counters equal to its approved members and its followers", async () => {
    const all = await handle.db.select().from(communities);
    const approved = countBy(
      (await handle.db.select().from(communityMembers)).filter((m) => m.isApproved),
      (m) => m.communityId,
    );
    const followers = countBy(await handle.db.select().from(communityFollowers), (f) => f.communityId);
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const community of all) {
      expect(community.memberCount, community.name).toBe(approved.get(community.id) ?? 0);
      expect(community.followerCount, community.name).toBe(followers.get(community.id) ?? 0);
    }
  });

  it('makes every community creator its approved admin, with pending requests and a moderator somewhere', async () => {
    const all = await handle.db.select().from(communities);
    const members = await handle.db.select().from(communityMembers);
    for (const community of all) {
      const creator = members.find((m) => m.communityId === community.id && m.userId === community.creatorId);
      expect(creator, community.name).toMatchObject({ role: 'admin', isApproved: true });
    }
    expect(members.some((m) => !m.isApproved)).toBe(true);
    expect(members.some((m) => m.role === 'moderator' && m.isApproved)).toBe(true);
    expect(all.some((c) => c.isPrivate)).toBe(true);
    expect(all.filter((c) => c.requiresPayment).map((c) => c.paymentAmount)).toEqual(['29.90']);
  });

  it("keeps each company's follower count equal to its followers and seals enough companies to fill the home page", async () => {
    const all = await handle.db.select().from(companies);
    const followers = countBy(await handle.db.select().from(companyFollowers), (f) => f.companyId);
    for (const company of all) {
      expect(company.followerCount, company.name).toBe(followers.get(company.id) ?? 0);
    }
    const [demo] = await handle.db.select().from(authUser).where(eq(authUser.email, DEMO_EMAIL));
    const sealed = all.filter((c) => c.sealGrantedAt !== null);
    // The home page's carousel shows real sealed companies: the demo fills its widest row.
    expect(sealed).toHaveLength(HOME_SEAL_CARDS.large);
    expect(sealed.every((c) => c.sealCriteriaVersion === '2026.1' && c.sealGrantedBy === demo!.id)).toBe(
      true,
    );

    const demoRoles = (await handle.db.select().from(companyAdmins).where(eq(companyAdmins.userId, demo!.id)))
      .map((a) => a.role)
      .sort();
    expect(demoRoles).toEqual(['admin', 'admin', 'editor']);
  });

  it('gives the demo member one vacancy matching her active profile exactly, and others in part', async () => {
    const [demo] = await handle.db.select().from(authUser).where(eq(authUser.email, DEMO_EMAIL));
    const recommended = await recommendVacancies(handle.db, demo!.id, 20);
    expect(recommended.hasActivePreference).toBe(true);
    expect(recommended.nearest).toBe(false);
    const pm = recommended.items.find((v) => v.title === 'Product Manager Sênior (Marketplace)');
    expect(pm?.exact).toBe(true);
    expect(pm?.matchReasons.map((r) => [r.criterion, r.met])).toEqual([
      ['role', true],
      ['workModel', true],
      ['contractType', true],
      ['place', true],
      ['salary', true],
    ]);
    const preference = (await activePreference(handle.db, demo!.id))!;
    const open = await handle.db.select().from(jobVacancies).where(eq(jobVacancies.isActive, true));
    const ranked = rankByMatch(open, preference);
    const partial = ranked.filter((r) => !r.match.exact && r.match.reasons.some((reason) => reason.met));
    expect(partial.length).toBeGreaterThanOrEqual(3);
    expect(open.filter((v) => v.roleId !== null).length).toBeGreaterThanOrEqual(10);
  });

  it("keeps each vacancy's application count equal to its applications", async () => {
    const vacancies = await handle.db.select().from(jobVacancies);
    const applications = countBy(await handle.db.select().from(jobApplications), (a) => a.jobId);
    expect(vacancies.length).toBeGreaterThanOrEqual(12);
    for (const vacancy of vacancies) {
      expect(vacancy.applicationCount, vacancy.title).toBe(applications.get(vacancy.id) ?? 0);
    }
    expect(vacancies.filter((v) => v.howToReceive === 'external').length).toBe(2);
    expect(vacancies.some((v) => !v.isActive)).toBe(true);
    expect([...applications.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
  });

  it('writes three weeks of posts whose authors may speak where they post', async () => {
    const all = await handle.db.select().from(posts);
    const members = await handle.db.select().from(communityMembers);
    const admins = await handle.db.select().from(companyAdmins);
    const threeWeeksAgo = seededAt.getTime() - 21 * 24 * 3600 * 1000 - 60_000;
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(all.some((p) => p.updatedAt > p.createdAt)).toBe(true);

    for (const post of all) {
      expect(post.createdAt.getTime()).toBeGreaterThanOrEqual(threeWeeksAgo);
      expect(post.updatedAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(post.userId).toBe(post.createdByUserId);
      const membership = members.find((m) => m.communityId === post.communityId && m.userId === post.userId);
      if (post.communityId) expect(membership?.isApproved, post.content).toBe(true);
      if (post.authorType === 'user') expect(post.authorId).toBe(post.userId);
      if (post.authorType === 'community') {
        expect(post.authorId).toBe(post.communityId);
        expect(['admin', 'moderator']).toContain(membership?.role);
      }
      if (post.authorType === 'company') {
        const role = admins.find((a) => a.companyId === post.authorId && a.userId === post.userId)?.role;
        expect(role, post.content).toBe('admin');
      }
    }
    expect(new Set(all.map((p) => p.authorType))).toEqual(new Set(['user', 'community', 'company']));
  });

  it('answers a few posts with reactions and comments that the product would accept', async () => {
    const all = await handle.db.select().from(posts);
    const reactions = await handle.db.select().from(postReactions);
    const comments = await handle.db.select().from(postComments);
    const users = new Set((await handle.db.select({ id: authUser.id }).from(authUser)).map((u) => u.id));
    const privateIds = new Set(
      (await handle.db.select().from(communities)).filter((c) => c.isPrivate).map((c) => c.id),
    );
    const approved = new Set(
      (await handle.db.select().from(communityMembers))
        .filter((m) => m.isApproved)
        .map((m) => `${m.communityId}/${m.userId}`),
    );
    const postsById = new Map(all.map((p) => [p.id, p]));
    const commentsById = new Map(comments.map((c) => [c.id, c]));
    // What post-visibility.ts decides: a post in a private community is for its approved members.
    const mayRead = (postId: string, userId: string) => {
      const post = postsById.get(postId)!;
      return (
        !post.communityId ||
        !privateIds.has(post.communityId) ||
        approved.has(`${post.communityId}/${userId}`)
      );
    };

    const answered = new Set([...reactions, ...comments].map((r) => r.postId));
    expect(answered.size).toBeGreaterThanOrEqual(6);
    expect(answered.size).toBeLessThanOrEqual(8);
    expect([...answered].some((id) => privateIds.has(postsById.get(id)!.communityId ?? ''))).toBe(true);
    const reactionsOn = countBy(reactions, (r) => r.postId);
    const topLevelOn = countBy(
      comments.filter((c) => c.parentId === null),
      (c) => c.postId,
    );
    for (const postId of answered) {
      expect(reactionsOn.get(postId) ?? 0).toBeGreaterThanOrEqual(2);
      expect(reactionsOn.get(postId) ?? 0).toBeLessThanOrEqual(6);
      expect(topLevelOn.get(postId) ?? 0).toBeGreaterThanOrEqual(1);
      expect(topLevelOn.get(postId) ?? 0).toBeLessThanOrEqual(4);
    }
    expect(new Set(reactions.map((r) => r.kind))).toEqual(new Set(REACTION_KINDS));

    const now = Date.now();
    for (const reaction of reactions) {
      const post = postsById.get(reaction.postId)!;
      expect(mayRead(reaction.postId, reaction.userId), post.content).toBe(true);
      expect(reaction.createdAt > post.createdAt).toBe(true);
      expect(reaction.createdAt.getTime()).toBeLessThanOrEqual(now);
    }
    for (const comment of comments) {
      const post = postsById.get(comment.postId)!;
      expect(mayRead(comment.postId, comment.userId), comment.content).toBe(true);
      expect(comment.createdAt > post.createdAt, comment.content).toBe(true);
      expect(comment.createdAt.getTime()).toBeLessThanOrEqual(now);
      expect(comment.content).toBe(comment.content.trim());
      expect(comment.content.length).toBeGreaterThanOrEqual(1);
      expect(comment.content.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
      for (const id of mentionedIds(comment.content)) {
        expect(users.has(id)).toBe(true);
        expect(mayRead(comment.postId, id)).toBe(true);
      }
      if (comment.parentId === null) continue;
      // One level: a reply answers a comment of the same post that is not itself a reply.
      const parent = commentsById.get(comment.parentId);
      expect(parent, comment.content).toMatchObject({ postId: comment.postId, parentId: null });
      expect(comment.createdAt > parent!.createdAt, comment.content).toBe(true);
    }
    expect(comments.some((c) => c.parentId !== null)).toBe(true);
    const mentionsWriter = comments.filter((c) =>
      mentionedIds(c.content).includes(postsById.get(c.postId)!.userId),
    );
    expect(mentionsWriter.length).toBeGreaterThanOrEqual(1);

    // The demo member answers the conversation on her own post, so her post page shows one.
    const [demo] = await handle.db.select().from(authUser).where(eq(authUser.email, DEMO_EMAIL));
    const onHerPosts = comments.filter((c) => postsById.get(c.postId)!.userId === demo!.id);
    expect(onHerPosts.some((c) => c.userId === demo!.id)).toBe(true);
    expect(onHerPosts.some((c) => c.userId !== demo!.id)).toBe(true);
  });

  it('publishes articles with HTML and news with an external https link over the last month', async () => {
    const all = await handle.db.select().from(news);
    const monthAgo = seededAt.getTime() - 31 * 24 * 3600 * 1000;
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const item of all) {
      expect(item.slug).toMatch(/^[a-z0-9-]+$/);
      expect(item.excerpt).toBeTruthy();
      expect(item.publishedAt.getTime()).toBeGreaterThanOrEqual(monthAgo);
      if (item.typeId === 'article') {
        expect(item.authorName).toBeTruthy();
        expect(item.content).toMatch(/^<p>/);
      } else {
        expect(item.source).toBeTruthy();
        expect(item.newsUrl).toMatch(/^https:\/\//);
      }
    }
    expect(new Set(all.map((n) => n.typeId))).toEqual(new Set(['article', 'news']));
  });

  it('gives the demo login messages: one unread reply, a group and a request from a non-connection', async () => {
    const [demo] = await handle.db
      .select({ id: authUser.id })
      .from(authUser)
      .where(eq(authUser.email, DEMO_EMAIL));
    const rows = await handle.db
      .select({
        state: conversationMembers.state,
        unread: sql<boolean>`${conversationMembers.lastMessageSeq} > ${conversationMembers.lastReadSeq}`,
        kind: conversations.kind,
        lastSeq: conversations.lastSeq,
        messages: sql<number>`(select count(*)::int from messages m where m.conversation_id = ${conversations.id})`,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(eq(conversationMembers.userId, demo?.id ?? ''));
    expect(rows.filter((r) => r.state === 'request')).toHaveLength(1);
    expect(rows.filter((r) => r.state === 'inbox' && r.unread)).toHaveLength(1);
    expect(rows.some((r) => r.kind === 'group')).toBe(true);
    // Numbered as the service numbers them: 1…n, the conversation's counter at n.
    for (const row of rows) expect(row.messages).toBe(row.lastSeq);
  });

  it('schedules about six events over the next six weeks, at sensible hours in Brasília, plus one past', async () => {
    const all = await handle.db.select().from(events);
    const states = new Set((await handle.db.select().from(brazilianStates)).map((s) => s.uf));
    const upcoming = all.filter((e) => e.startsAt > seededAt);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.length).toBeLessThanOrEqual(8);
    expect(all.filter((e) => e.endsAt < seededAt)).toHaveLength(1);
    for (const event of all) {
      expect(event.status, event.title).toBe('scheduled');
      expect(event.createdAt < event.startsAt, event.title).toBe(true);
      expect(event.endsAt > event.startsAt, event.title).toBe(true);
      expect(event.title).not.toMatch(/exemplo/i);
      expect(event.description).not.toMatch(/exemplo/i);
      // Daytime or evening in Brasília, over by midnight.
      expect(hourInBrasilia(event.startsAt), event.title).toBeGreaterThanOrEqual(9);
      expect(hourInBrasilia(event.startsAt), event.title).toBeLessThanOrEqual(20);
      expect(event.endsAt.getTime() - event.startsAt.getTime()).toBeLessThanOrEqual(4 * 3600 * 1000);
      expect(event.endsAt.getTime() - seededAt.getTime()).toBeLessThanOrEqual(42 * DAY_MS);
      if (event.mode === 'online') {
        expect(event.onlineUrl, event.title).toMatch(/^https:\/\/meet\.jit\.si\/elasrede-[a-z0-9-]+$/);
        expect([event.address, event.city, event.state]).toEqual([null, null, null]);
      } else {
        expect(event.onlineUrl).toBeNull();
        expect(event.address && event.city, event.title).toBeTruthy();
        expect(states.has(event.state ?? '')).toBe(true);
      }
    }
    expect(new Set(upcoming.map((e) => e.organiserType))).toEqual(
      new Set(['community', 'company', 'platform']),
    );
    expect(new Set(upcoming.map((e) => e.mode))).toEqual(new Set(['online', 'in_person']));
    expect(upcoming.filter((e) => e.visibility === 'members')).toHaveLength(1);
    expect(upcoming.filter((e) => e.visibility === 'community')).toHaveLength(1);
    expect(upcoming.filter((e) => e.visibility === 'public').length).toBeGreaterThanOrEqual(4);
    const [nuvem] = await handle.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Nuvem Aberta Tecnologia'));
    expect(upcoming.some((e) => e.companyId === nuvem!.id)).toBe(true);
  });

  it('creates each event by one who organises it', async () => {
    const all = await handle.db.select().from(events);
    const users = await handle.db.select().from(authUser);
    const members = await handle.db.select().from(communityMembers);
    const staff = await handle.db.select().from(companyAdmins);
    for (const event of all) {
      const role =
        event.organiserType === 'community'
          ? members.find(
              (m) => m.communityId === event.communityId && m.userId === event.createdBy && m.isApproved,
            )?.role
          : event.organiserType === 'company'
            ? staff.find((a) => a.companyId === event.companyId && a.userId === event.createdBy)?.role
            : users.find((u) => u.id === event.createdBy)?.role;
      const roles: readonly string[] = EVENT_ORGANISERS[event.organiserType as keyof typeof EVENT_ORGANISERS];
      expect(roles, event.title).toContain(role);
    }
  });

  it('answers events as the service would: never over capacity, a waitlist only when full, in its order', async () => {
    const all = await handle.db.select().from(events);
    const rsvps = await handle.db.select().from(eventRsvps);
    const approved = new Set(
      (await handle.db.select().from(communityMembers))
        .filter((m) => m.isApproved)
        .map((m) => `${m.communityId}/${m.userId}`),
    );
    let full = 0;
    let almostFull = 0;
    for (const event of all) {
      const answers = rsvps.filter((r) => r.eventId === event.id);
      const going = answers.filter((r) => r.status === 'going');
      const waiting = answers.filter((r) => r.status === 'waitlist');
      expect(answers.length, event.title).toBeGreaterThanOrEqual(3);
      if (event.capacity !== null) expect(going.length, event.title).toBeLessThanOrEqual(event.capacity);
      if (waiting.length > 0) {
        expect(going.length, event.title).toBe(event.capacity);
        full += 1;
        const lastSeat = Math.max(...going.map((r) => r.createdAt.getTime()));
        expect(waiting.every((r) => r.createdAt.getTime() > lastSeat)).toBe(true);
      } else if (event.capacity !== null && event.capacity - going.length <= 2) almostFull += 1;
      for (const answer of answers) {
        expect(answer.createdAt > event.createdAt).toBe(true);
        expect(
          answer.createdAt < event.startsAt && answer.createdAt.getTime() <= seededAt.getTime() + 60_000,
        ).toBe(true);
        if (event.visibility === 'community')
          expect(approved.has(`${event.communityId}/${answer.userId}`)).toBe(true);
      }
    }
    expect(full).toBe(1);
    expect(almostFull).toBeGreaterThanOrEqual(1);
  });

  it("shows the demo login 'Você vai' in the feed's upcoming events, for an event she does not organise", async () => {
    const actor = await demoActor();
    const suggested = await suggestedEvents(handle.db, actor);
    expect(suggested.length).toBeGreaterThan(0);
    const going = suggested.filter((e) => e.viewer.rsvp === 'going');
    expect(going.length).toBeGreaterThanOrEqual(1);
    expect(going.every((e) => !e.viewer.canEdit)).toBe(true);

    // /eventos: a visitor reads the public ones; she also reads the members' and her community's.
    const visitor = await listEvents(handle.db, null, { limit: 50 });
    const hers = await listEvents(handle.db, actor, { limit: 50 });
    expect(visitor.items.length).toBeGreaterThanOrEqual(4);
    expect(visitor.items.every((e) => e.visibility === 'public')).toBe(true);
    expect(hers.items.length).toBeGreaterThan(visitor.items.length);
    expect(hers.items.some((e) => e.visibility === 'community')).toBe(true);
  });

  it('makes about six mentoras, one paused, in areas of the job taxonomy', async () => {
    const profiles = await handle.db.select().from(mentorProfiles);
    const categories = new Set((await handle.db.select().from(jobCategories)).map((c) => c.id));
    const languages = new Set((await handle.db.select().from(idiomas)).map((l) => l.name));
    expect(profiles.length).toBeGreaterThanOrEqual(6);
    expect(profiles.length).toBeLessThanOrEqual(8);
    expect(profiles.filter((p) => p.paused)).toHaveLength(1);
    for (const profile of profiles) {
      expect(profile.areas.length).toBeGreaterThanOrEqual(1);
      expect(profile.areas.every((id) => categories.has(id))).toBe(true);
      expect(profile.languages.every((name) => languages.has(name))).toBe(true);
      expect(profile.skills.length).toBeGreaterThan(0);
      expect(profile.pitch).not.toMatch(/exemplo/i);
      expect(profile.state === null, profile.pitch).toBe(profile.format === 'online');
    }
    expect(new Set(profiles.map((p) => p.format))).toEqual(new Set(['online', 'both']));
  });

  it("fills /mentoria for the demo login: the directory and 'Recomendadas para você'", async () => {
    const actor = await demoActor();
    const profiles = await handle.db.$count(mentorProfiles);
    const directory = await listMentors(handle.db, actor, { limit: 50, available: undefined });
    expect(directory.items).toHaveLength(profiles - 1);
    const recommended = await recommendMentors(handle.db, actor);
    expect(recommended.items.length).toBeGreaterThanOrEqual(3);
    for (const mentor of recommended.items) expect(mentor.reasons.length).toBeGreaterThan(0);
  });

  it('keeps mentorings consistent: a conversation per accepted pair, sessions of accepted ones, capacity kept', async () => {
    const actor = await demoActor();
    const requests = await handle.db.select().from(mentoringRequests);
    const sessions = await handle.db.select().from(mentoringSessions);
    const profiles = await handle.db.select().from(mentorProfiles);
    const byId = new Map(requests.map((r) => [r.id, r]));

    const accepted = requests.filter((r) => r.status === 'accepted');
    expect(accepted.some((r) => r.menteeId === actor.id)).toBe(true);
    expect(requests.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(1);
    for (const profile of profiles) {
      const taken = accepted.filter((r) => r.mentorId === profile.userId).length;
      expect(taken).toBeLessThanOrEqual(profile.monthlyCapacity);
    }
    for (const request of requests) {
      expect(request.menteeId).not.toBe(request.mentorId);
      expect(profiles.some((p) => p.userId === request.mentorId)).toBe(true);
      if (request.status === 'pending') {
        expect([request.conversationId, request.respondedAt]).toEqual([null, null]);
        continue;
      }
      expect(request.respondedAt! > request.createdAt).toBe(true);
      // As answerRequest leaves it: the pair's own conversation, in both inboxes, naming the request.
      const [conversation] = await handle.db
        .select()
        .from(conversations)
        .where(eq(conversations.id, request.conversationId!));
      expect(conversation).toMatchObject({
        kind: 'direct',
        directKey: directKey(request.mentorId, request.menteeId, 'mentoring'),
        contextMentoringRequestId: request.id,
        createdBy: request.mentorId,
      });
      const members = await handle.db
        .select()
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, conversation!.id));
      expect(members.map((m) => m.userId).sort()).toEqual([request.mentorId, request.menteeId].sort());
      expect(members.every((m) => m.state === 'inbox')).toBe(true);
      const written = await handle.db.$count(messages, eq(messages.conversationId, conversation!.id));
      expect(written).toBe(conversation!.lastSeq);
    }

    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of sessions) {
      const request = byId.get(session.requestId);
      expect(request?.status).toBe('accepted');
      expect([session.mentorId, session.menteeId]).toEqual([request!.mentorId, request!.menteeId]);
      expect(session.createdAt >= request!.respondedAt!).toBe(true);
      expect(session.createdAt < session.startsAt).toBe(true);
      expect(session.cancelledAt).toBeNull();
    }

    // 'Minhas mentorias': her next session is coming up; the request to her waits for her answer.
    const mine = await listSessions(handle.db, actor, { limit: 20 });
    expect(mine.items.some((s) => s.role === 'mentee' && Date.parse(s.startsAt) > Date.now())).toBe(true);
    const received = await listRequests(handle.db, actor, { side: 'received', limit: 20 });
    expect(received.items.some((r) => r.status === 'pending' && r.viewer.canAccept)).toBe(true);
  });

  it('does nothing when run again', async () => {
    const before = {
      users: await handle.db.$count(authUser),
      posts: await handle.db.$count(posts),
      reactions: await handle.db.$count(postReactions),
      comments: await handle.db.$count(postComments),
      communities: await handle.db.$count(communities),
      events: await handle.db.$count(events),
      rsvps: await handle.db.$count(eventRsvps),
      mentors: await handle.db.$count(mentorProfiles),
      mentorings: await handle.db.$count(mentoringRequests),
    };
    const again = await seedDemo(handle.db, { password: DEMO_PASSWORD, hashPassword: fakeHash([]) });
    expect(again).toEqual(login);
    expect({
      users: await handle.db.$count(authUser),
      posts: await handle.db.$count(posts),
      reactions: await handle.db.$count(postReactions),
      comments: await handle.db.$count(postComments),
      communities: await handle.db.$count(communities),
      events: await handle.db.$count(events),
      rsvps: await handle.db.$count(eventRsvps),
      mentors: await handle.db.$count(mentorProfiles),
      mentorings: await handle.db.$count(mentoringRequests),
    }).toEqual(before);
  });
});

describe('the demo agenda, whenever it is seeded', () => {
  const categoryIds = new Map(
    JOB_TAXONOMY.flatMap((sector) => sector.categories).map((category, i) => [category.name, i + 1]),
  );
  // Every hour of one week: the events and sessions fall on weekdays relative to the seed's clock.
  const clocks = Array.from({ length: 7 * 24 }, (_, hour) => new Date(Date.UTC(2026, 2, 2, hour, 17)));

  it('builds events and mentorings the services would accept, her session apart from her events', () => {
    for (const now of clocks) {
      const ctx = createDemoContext(now, new Map(), new Map(), categoryIds);
      const agenda = buildEventRows(ctx);
      const mentoring = buildMentoringRows(ctx);
      const camila = ctx.memberIds.camila;
      const hers = agenda.rsvps
        .filter((r) => r.userId === camila && r.status !== 'waitlist')
        .map((r) => agenda.events.find((e) => e.id === r.eventId)!);
      for (const session of mentoring.sessions.filter(
        (s) => s.menteeId === camila || s.mentorId === camila,
      )) {
        for (const event of hers) {
          const overlaps = session.startsAt < event.endsAt && event.startsAt < session.endsAt;
          expect(overlaps, `${now.toISOString()}: ${event.title}`).toBe(false);
        }
      }
      const upcoming = agenda.events.filter((e) => e.startsAt > now);
      expect(upcoming.every((e) => e.endsAt.getTime() - now.getTime() <= 42 * DAY_MS)).toBe(true);
      expect(mentoring.sessions.some((s) => s.menteeId === camila && s.startsAt > now)).toBe(true);
    }
  });
});
