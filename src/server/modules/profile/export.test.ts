import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import {
  accessInvitations,
  authAccount,
  authSession,
  communities,
  communityFollowers,
  communityMembers,
  companies,
  companyAdmins,
  companyFollowers,
  jobApplications,
  jobRoles,
  jobVacancies,
  posts,
} from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { educationEntry } from '../education/fixtures.js';
import { experienceEntry } from '../experience/fixtures.js';
import { preferenceEntry } from '../preferences/fixtures.js';
import { projectEntry } from '../projects/fixtures.js';
import { exportFileName } from './export.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let ids: { community: string; company: string; vacancy: string };

/** Everything one member can leave on the platform, each text marked with `tag`. */
async function fillAccount(member: TestMember, tag: string, roleId: number) {
  const cookie = member.cookie;
  const ok = async (p: Promise<{ status: number }>) => expect((await p).status).toBeLessThan(300);
  await ok(
    call(ctx, 'PUT', '/api/experiences', {
      cookie,
      body: { entries: [experienceEntry({ company: `Empresa ${tag}` })] },
    }),
  );
  await ok(
    call(ctx, 'PUT', '/api/education', {
      cookie,
      body: { entries: [educationEntry({ institution: `Universidade ${tag}` })] },
    }),
  );
  await ok(call(ctx, 'POST', '/api/projects', { cookie, body: projectEntry({ title: `Projeto ${tag}` }) }));
  await ok(
    call(ctx, 'POST', '/api/job-preferences', {
      cookie,
      body: preferenceEntry({ name: `Preferência ${tag}`, preferredRoles: [roleId] }),
    }),
  );
  await ctx.db.insert(posts).values([
    { content: `Post pessoal ${tag}`, userId: member.id, createdByUserId: member.id, authorId: member.id },
    {
      content: `Post na comunidade ${tag}`,
      userId: member.id,
      createdByUserId: member.id,
      authorType: 'community',
      authorId: ids.community,
      communityId: ids.community,
    },
  ]);
  await ctx.db
    .insert(communityMembers)
    .values({ communityId: ids.community, userId: member.id, role: 'moderator', isApproved: true });
  await ctx.db.insert(communityFollowers).values({ communityId: ids.community, followerId: member.id });
  await ctx.db.insert(companyAdmins).values({ companyId: ids.company, userId: member.id, role: 'editor' });
  await ctx.db.insert(companyFollowers).values({ companyId: ids.company, followerId: member.id });
  await ctx.db
    .insert(jobApplications)
    .values({ jobId: ids.vacancy, userId: member.id, message: `Candidatura ${tag}` });
}

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Exportação');
  bia = await createMember(ctx, 'Bia Segredo');
  const [community] = await ctx.db
    .insert(communities)
    .values({ name: 'Mulheres em Dados', description: 'Comunidade' })
    .returning();
  const [company] = await ctx.db
    .insert(companies)
    .values({ name: 'Empresa Exemplo', description: 'Empresa' })
    .returning();
  const [vacancy] = await ctx.db
    .insert(jobVacancies)
    .values({ companyId: company!.id, title: 'Analista de BI', description: 'Vaga' })
    .returning();
  ids = { community: community!.id, company: company!.id, vacancy: vacancy!.id };
  const [role] = await ctx.db.select({ id: jobRoles.id }).from(jobRoles).limit(1);
  await fillAccount(ana, 'ANA-1', role!.id);
  await fillAccount(bia, 'BIA-2', role!.id);
  // Roles offered: by Bia to Ana (by account, then at her address), and by Ana to an address.
  await ctx.db.insert(accessInvitations).values([
    {
      communityId: ids.community,
      role: 'admin',
      inviteeId: ana.id,
      invitedBy: bia.id,
      createdAt: new Date(Date.now() - 2 * 3600_000),
    },
    {
      createdAt: new Date(Date.now() - 3600_000),
      companyId: ids.company,
      role: 'admin',
      inviteeEmail: ana.email,
      invitedBy: bia.id,
      status: 'declined',
      respondedAt: new Date(),
    },
    {
      communityId: ids.community,
      role: 'moderator',
      inviteeEmail: 'outra.pessoa@exemplo.com.br',
      invitedBy: ana.id,
    },
  ]);
  // A second session of Ana's (another device), and an expired one that no longer counts.
  await createSecondSession(ana);
  await ctx.db.insert(authSession).values({
    userId: ana.id,
    token: 'sessao-expirada-de-ana',
    expiresAt: new Date(Date.now() - 60_000),
  });
});
afterAll(() => ctx?.close());

async function createSecondSession(member: TestMember) {
  const res = await ctx.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.config.publicUrl },
    body: JSON.stringify({ email: member.email, password: 'uma senha longa e boa' }),
  });
  expect(res.status).toBe(200);
}

describe('GET /api/profile/export (LGPD)', () => {
  it('answers 401 to a visitor', async () => {
    const res = await call(ctx, 'GET', '/api/profile/export');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.common.unauthorized);
  });

  it('downloads everything kept about her as a dated JSON attachment', async () => {
    const res = await call(ctx, 'GET', '/api/profile/export', { cookie: ana.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${exportFileName(new Date(res.body.exportedAt))}"`,
    );
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="elas-rede-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );

    const data = res.body;
    expect(data.account).toEqual({
      id: ana.id,
      name: 'Ana Exportação',
      email: ana.email,
      emailVerified: true,
      createdAt: expect.any(String),
      activeSessions: 2,
    });
    expect(data.profile).toMatchObject({ id: ana.id, fullName: 'Ana Exportação', email: ana.email });
    expect(data.experiences.map((e: { company: string }) => e.company)).toEqual(['Empresa ANA-1']);
    expect(data.education.map((e: { institution: string }) => e.institution)).toEqual(['Universidade ANA-1']);
    expect(data.projects.map((p: { title: string }) => p.title)).toEqual(['Projeto ANA-1']);
    expect(data.jobPreferences.map((p: { name: string }) => p.name)).toEqual(['Preferência ANA-1']);
    expect(data.posts.map((p: { content: string }) => p.content).sort()).toEqual([
      'Post na comunidade ANA-1',
      'Post pessoal ANA-1',
    ]);
    expect(data.posts.find((p: { community: unknown }) => p.community)).toMatchObject({
      authorType: 'community',
      community: { id: ids.community, name: 'Mulheres em Dados' },
    });
    expect(data.communities.memberships).toEqual([
      {
        communityId: ids.community,
        name: 'Mulheres em Dados',
        role: 'moderator',
        isApproved: true,
        joinedAt: expect.any(String),
      },
    ]);
    expect(data.communities.follows).toEqual([
      { communityId: ids.community, name: 'Mulheres em Dados', followedAt: expect.any(String) },
    ]);
    expect(data.companies.adminRoles).toEqual([
      {
        companyId: ids.company,
        name: 'Empresa Exemplo',
        role: 'editor',
        isApproved: true,
        since: expect.any(String),
      },
    ]);
    expect(data.companies.follows).toEqual([
      { companyId: ids.company, name: 'Empresa Exemplo', followedAt: expect.any(String) },
    ]);
    expect(data.accessInvitations.received).toEqual([
      expect.objectContaining({
        place: { kind: 'company', id: ids.company, name: 'Empresa Exemplo' },
        role: 'admin',
        status: 'declined',
        respondedAt: expect.any(String),
      }),
      expect.objectContaining({
        place: { kind: 'community', id: ids.community, name: 'Mulheres em Dados' },
        role: 'admin',
        status: 'pending',
        respondedAt: null,
      }),
    ]);
    // What she offered, without whom she offered it to (someone else's data).
    expect(data.accessInvitations.sent).toEqual([
      {
        id: expect.any(String),
        place: { kind: 'community', id: ids.community, name: 'Mulheres em Dados' },
        role: 'moderator',
        status: 'pending',
        createdAt: expect.any(String),
        respondedAt: null,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain('outra.pessoa@exemplo.com.br');
    expect(data.jobApplications).toEqual([
      {
        id: expect.any(String),
        vacancyId: ids.vacancy,
        vacancyTitle: 'Analista de BI',
        companyName: 'Empresa Exemplo',
        message: 'Candidatura ANA-1',
        status: 'new',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
  });

  it("never contains another member's data, a password hash or a session token", async () => {
    const res = await call(ctx, 'GET', '/api/profile/export', { cookie: ana.cookie });
    const text = JSON.stringify(res.body);

    for (const foreign of [bia.id, bia.email, 'Bia Segredo', 'BIA-2']) expect(text).not.toContain(foreign);

    const [credential] = await ctx.db
      .select({ password: authAccount.password })
      .from(authAccount)
      .where(eq(authAccount.userId, ana.id));
    expect(credential!.password).toEqual(expect.any(String));
    expect(text).not.toContain(credential!.password);
    const sessions = await ctx.db
      .select({ id: authSession.id, token: authSession.token })
      .from(authSession)
      .where(eq(authSession.userId, ana.id));
    expect(sessions).toHaveLength(3);
    for (const s of sessions) {
      expect(text).not.toContain(s.token);
      expect(text).not.toContain(s.id);
    }
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken|ipAddress|userAgent)"/i);
  });

  it("gives each member her own: Bia's export holds Bia's data and not Ana's", async () => {
    const res = await call(ctx, 'GET', '/api/profile/export', { cookie: bia.cookie });
    expect(res.status).toBe(200);
    expect(res.body.account.email).toBe(bia.email);
    expect(res.body.account.activeSessions).toBe(1);
    const text = JSON.stringify(res.body);
    expect(text).toContain('BIA-2');
    for (const foreign of [ana.id, ana.email, 'Ana Exportação', 'ANA-1']) expect(text).not.toContain(foreign);
  });
});

describe('exportFileName', () => {
  it('dates the file in Brasília time', () => {
    // 01:30 UTC on 2 March is still 1 March in Brasília (UTC-3).
    expect(exportFileName(new Date('2025-03-02T01:30:00Z'))).toBe('elas-rede-dados-2025-03-01.json');
    expect(exportFileName(new Date('2025-03-02T12:00:00Z'))).toBe('elas-rede-dados-2025-03-02.json');
  });
});
