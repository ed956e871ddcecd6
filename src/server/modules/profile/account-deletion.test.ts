import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAccount,
  authSession,
  authUser,
  communities,
  communityFollowers,
  communityMembers,
  companies,
  companyFollowers,
  education,
  jobApplications,
  jobRoles,
  jobVacancies,
  moderationCases,
  posts,
  professionalExperience,
  projectsAchievements,
  userJobPreferences,
  userProfile,
} from '../../db/schema/index.js';
import { imageKey, userImageFolders } from '../../storage/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { solidPng } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { educationEntry } from '../education/fixtures.js';
import { experienceEntry } from '../experience/fixtures.js';
import { insertPost, report } from '../moderation/fixtures.js';
import { preferenceEntry } from '../preferences/fixtures.js';
import { projectEntry } from '../projects/fixtures.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let communityId: string;
let companyId: string;
let vacancyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Exclusão');
  bia = await createMember(ctx, 'Bia Exclusão');
  const [community] = await ctx.db
    .insert(communities)
    .values({ name: 'Mulheres em Dados', description: 'Comunidade', memberCount: 2, followerCount: 2 })
    .returning();
  const [company] = await ctx.db
    .insert(companies)
    .values({ name: 'Empresa Exemplo', description: 'Empresa', followerCount: 2 })
    .returning();
  const [vacancy] = await ctx.db
    .insert(jobVacancies)
    .values({ companyId: company!.id, title: 'Analista', description: 'Vaga', applicationCount: 2 })
    .returning();
  communityId = community!.id;
  companyId = company!.id;
  vacancyId = vacancy!.id;
  const [role] = await ctx.db.select({ id: jobRoles.id }).from(jobRoles).limit(1);

  for (const member of [ana, bia]) {
    const cookie = member.cookie;
    await call(ctx, 'PUT', '/api/experiences', { cookie, body: { entries: [experienceEntry()] } });
    await call(ctx, 'PUT', '/api/education', { cookie, body: { entries: [educationEntry()] } });
    await call(ctx, 'POST', '/api/projects', { cookie, body: projectEntry() });
    await call(ctx, 'POST', '/api/job-preferences', {
      cookie,
      body: preferenceEntry({ preferredRoles: [role!.id] }),
    });
    for (const kind of ['avatar', 'banner'] as const) {
      const form = new FormData();
      const png = await solidPng(kind === 'avatar' ? 300 : 1200, 300, '#7a1f5c');
      form.set('file', new File([new Uint8Array(png)], `${kind}.png`, { type: 'image/png' }));
      const res = await ctx.app.request(`/api/profile/me/${kind}`, {
        method: 'PUT',
        body: form,
        headers: { cookie },
      });
      expect(res.status).toBe(200);
    }
    // A post with its image, as the posts feature will store it.
    const postImage = imageKey('post', member.id);
    await ctx.store.put(postImage, Buffer.from('image'), 'image/webp');
    await ctx.db.insert(posts).values({
      content: 'Olá, rede!',
      imageUrl: ctx.store.publicUrl(postImage),
      userId: member.id,
      createdByUserId: member.id,
      authorId: member.id,
    });
    await ctx.db.insert(communityMembers).values({ communityId, userId: member.id, isApproved: true });
    await ctx.db.insert(communityFollowers).values({ communityId, followerId: member.id });
    await ctx.db.insert(companyFollowers).values({ companyId, followerId: member.id });
    await ctx.db.insert(jobApplications).values({ jobId: vacancyId, userId: member.id });
  }
});
afterAll(() => ctx?.close());

const countWhere = async (table: PgTable, column: PgColumn, userId: string) =>
  (await ctx.db.select({ n: count() }).from(table).where(eq(column, userId)))[0]!.n;

async function rowsOf(userId: string) {
  return {
    auth_user: await countWhere(authUser, authUser.id, userId),
    auth_session: await countWhere(authSession, authSession.userId, userId),
    auth_account: await countWhere(authAccount, authAccount.userId, userId),
    user_profile: await countWhere(userProfile, userProfile.id, userId),
    professional_experience: await countWhere(professionalExperience, professionalExperience.userId, userId),
    education: await countWhere(education, education.userId, userId),
    projects_achievements: await countWhere(projectsAchievements, projectsAchievements.userId, userId),
    user_job_preferences: await countWhere(userJobPreferences, userJobPreferences.userId, userId),
    posts: await countWhere(posts, posts.createdByUserId, userId),
    community_members: await countWhere(communityMembers, communityMembers.userId, userId),
    community_followers: await countWhere(communityFollowers, communityFollowers.followerId, userId),
    company_followers: await countWhere(companyFollowers, companyFollowers.followerId, userId),
    job_applications: await countWhere(jobApplications, jobApplications.userId, userId),
  };
}

async function filesOf(userId: string) {
  return (await Promise.all(userImageFolders(userId).map((folder) => ctx.store.list(folder)))).flat();
}

describe('account deletion', () => {
  it('answers 401 to a visitor', async () => {
    expect((await call(ctx, 'DELETE', '/api/profile/me')).status).toBe(401);
  });

  it('removes every row and every stored file of hers, and ends her session', async () => {
    expect(Object.values(await rowsOf(ana.id)).every((n) => n > 0)).toBe(true);
    expect(await filesOf(ana.id)).toHaveLength(3);

    const res = await call(ctx, 'DELETE', '/api/profile/me', { cookie: ana.cookie });
    expect(res.status).toBe(204);
    const expired = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(expired).toMatch(/Max-Age=0/i);

    const after = await rowsOf(ana.id);
    expect(after).toEqual(Object.fromEntries(Object.keys(after).map((table) => [table, 0])));
    expect(await filesOf(ana.id)).toEqual([]);

    const again = await call(ctx, 'GET', '/api/profile/me', { cookie: ana.cookie });
    expect(again.status).toBe(401);
    expect((await call(ctx, 'GET', `/api/profiles/${ana.id}`)).status).toBe(404);
  });

  it("releases her places in the counters and leaves everyone else's data alone", async () => {
    const [community] = await ctx.db.select().from(communities).where(eq(communities.id, communityId));
    expect(community).toMatchObject({ memberCount: 1, followerCount: 1 });
    const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.followerCount).toBe(1);
    const [vacancy] = await ctx.db.select().from(jobVacancies).where(eq(jobVacancies.id, vacancyId));
    expect(vacancy!.applicationCount).toBe(1);

    expect(Object.values(await rowsOf(bia.id)).every((n) => n > 0)).toBe(true);
    expect(await filesOf(bia.id)).toHaveLength(3);
    expect((await call(ctx, 'GET', '/api/profile/me', { cookie: bia.cookie })).status).toBe(200);
  });
});

describe('account deletion and moderation (issue 19)', () => {
  it('empties the excerpt of her content that moderation kept, and keeps the case', async () => {
    const author = await createMember(ctx, 'Autora Denunciada');
    const reporter = await createMember(ctx, 'Quem Denunciou');
    const post = await insertPost(ctx, author);
    expect((await report(ctx, reporter, 'post', post.id, 'spam_scam')).status).toBe(201);
    const [before] = await ctx.db.select().from(moderationCases).where(eq(moderationCases.itemId, post.id));
    expect(before?.excerpt).toContain('Publicação para moderar');

    expect((await call(ctx, 'DELETE', '/api/profile/me', { cookie: author.cookie })).status).toBe(204);
    const [after] = await ctx.db.select().from(moderationCases).where(eq(moderationCases.itemId, post.id));
    expect(after).toMatchObject({ id: before!.id, excerpt: '', authorId: null });
  });
});
