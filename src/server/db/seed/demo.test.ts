import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_LEVELS, REACTION_KINDS } from '../../../domain/enums.js';
import { COMMENT_MAX_LENGTH, HOME_SEAL_CARDS } from '../../../domain/limits.js';
import { mentionedIds } from '../../../domain/rules/mentions.js';
import { openTestDatabase } from '../../test/context.js';
import type { DatabaseHandle } from '../client.js';
import {
  authAccount,
  authUser,
  communities,
  communityFollowers,
  communityMembers,
  companies,
  companyAdmins,
  companyFollowers,
  conversationMembers,
  conversations,
  education,
  idiomas,
  jobApplications,
  jobRoles,
  jobVacancies,
  memberPrivacy,
  news,
  postComments,
  postReactions,
  posts,
  professionalExperience,
  userJobPreferences,
  userProfile,
} from '../schema/index.js';
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

  it('does nothing when run again', async () => {
    const before = {
      users: await handle.db.$count(authUser),
      posts: await handle.db.$count(posts),
      reactions: await handle.db.$count(postReactions),
      comments: await handle.db.$count(postComments),
      communities: await handle.db.$count(communities),
    };
    const again = await seedDemo(handle.db, { password: DEMO_PASSWORD, hashPassword: fakeHash([]) });
    expect(again).toEqual(login);
    expect({
      users: await handle.db.$count(authUser),
      posts: await handle.db.$count(posts),
      reactions: await handle.db.$count(postReactions),
      comments: await handle.db.$count(postComments),
      communities: await handle.db.$count(communities),
    }).toEqual(before);
  });
});
