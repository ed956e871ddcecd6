import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { communities, communityMembers, companies, companyAdmins } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { listWorkspaces } from './workspaces.js';

let ctx: TestContext;

async function company(name: string, isActive = true) {
  const [row] = await ctx.db
    .insert(companies)
    .values({ name, description: 'Empresa de teste', isActive, logoUrl: `https://cdn.exemplo/${name}.png` })
    .returning();
  return row!;
}

async function community(name: string, isActive = true) {
  const [row] = await ctx.db
    .insert(communities)
    .values({ name, description: 'Comunidade de teste', isActive })
    .returning();
  return row!;
}

const workspacesOf = (member?: TestMember) =>
  call(ctx, 'GET', '/api/me/workspaces', { cookie: member?.cookie });

const EMPTY = { companies: [], communities: [] };

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('GET /api/me/workspaces: what she helps run, by kind of viewer', () => {
  it('answers 401 to a visitor', async () => {
    const res = await workspacesOf();
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'unauthorized', message: MSG.common.unauthorized });
  });

  it('gives a plain member empty lists', async () => {
    const plain = await createMember(ctx, 'Paula Simples');
    const res = await workspacesOf(plain);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toEqual(EMPTY);
  });

  it('lists the companies of a company admin and of a company editor, with their roles', async () => {
    const admin = await createMember(ctx, 'Alice Admin');
    const editor = await createMember(ctx, 'Edna Editora');
    const acme = await company('Acme Tecnologia');
    await ctx.db.insert(companyAdmins).values([
      { companyId: acme.id, userId: admin.id, role: 'admin' },
      { companyId: acme.id, userId: editor.id, role: 'editor' },
    ]);

    expect((await workspacesOf(admin)).body).toEqual({
      companies: [{ id: acme.id, name: 'Acme Tecnologia', logoUrl: acme.logoUrl, role: 'admin' }],
      communities: [],
    });
    expect((await workspacesOf(editor)).body).toEqual({
      companies: [{ id: acme.id, name: 'Acme Tecnologia', logoUrl: acme.logoUrl, role: 'editor' }],
      communities: [],
    });
  });

  it('lists the communities of a community admin and of a moderator', async () => {
    const admin = await createMember(ctx, 'Clara Admin');
    const moderator = await createMember(ctx, 'Marta Moderadora');
    const group = await community('Mulheres na Ciência');
    await ctx.db.insert(communityMembers).values([
      { communityId: group.id, userId: admin.id, role: 'admin', isApproved: true },
      { communityId: group.id, userId: moderator.id, role: 'moderator', isApproved: true },
    ]);

    expect((await workspacesOf(admin)).body).toEqual({
      companies: [],
      communities: [{ id: group.id, name: 'Mulheres na Ciência', logoUrl: null, role: 'admin' }],
    });
    expect((await workspacesOf(moderator)).body).toEqual({
      companies: [],
      communities: [{ id: group.id, name: 'Mulheres na Ciência', logoUrl: null, role: 'moderator' }],
    });
  });

  it('leaves out a moderator row not yet approved and a plain membership', async () => {
    const pending = await createMember(ctx, 'Pietra Pendente');
    const member = await createMember(ctx, 'Mara Membro');
    const group = await community('Dev Mães');
    await ctx.db.insert(communityMembers).values([
      { communityId: group.id, userId: pending.id, role: 'moderator', isApproved: false },
      { communityId: group.id, userId: member.id, role: 'member', isApproved: true },
    ]);
    expect((await workspacesOf(pending)).body).toEqual(EMPTY);
    expect((await workspacesOf(member)).body).toEqual(EMPTY);
  });

  it('leaves out inactive companies and communities', async () => {
    const owner = await createMember(ctx, 'Olga Inativa');
    const closed = await company('Empresa Encerrada', false);
    const archived = await community('Comunidade Arquivada', false);
    await ctx.db.insert(companyAdmins).values({ companyId: closed.id, userId: owner.id, role: 'admin' });
    await ctx.db
      .insert(communityMembers)
      .values({ communityId: archived.id, userId: owner.id, role: 'admin', isApproved: true });
    expect((await workspacesOf(owner)).body).toEqual(EMPTY);
  });

  it("orders each list by name, ignoring accents and case, and never shows another member's", async () => {
    const busy = await createMember(ctx, 'Beatriz Ocupada');
    const other = await createMember(ctx, 'Outra Pessoa');
    const names = ['zeta Consultoria', 'Ágora Serviços', 'beta Labs'];
    for (const name of names) {
      const c = await company(name);
      await ctx.db.insert(companyAdmins).values({ companyId: c.id, userId: busy.id, role: 'editor' });
    }
    for (const name of ['Únicas', 'elas no código', 'Amigas da Saúde']) {
      const g = await community(name);
      await ctx.db
        .insert(communityMembers)
        .values({ communityId: g.id, userId: busy.id, role: 'admin', isApproved: true });
    }
    const theirs = await company('Empresa Alheia');
    await ctx.db.insert(companyAdmins).values({ companyId: theirs.id, userId: other.id, role: 'admin' });

    const res = await workspacesOf(busy);
    expect(res.body.companies.map((c: { name: string }) => c.name)).toEqual([
      'Ágora Serviços',
      'beta Labs',
      'zeta Consultoria',
    ]);
    expect(res.body.communities.map((c: { name: string }) => c.name)).toEqual([
      'Amigas da Saúde',
      'elas no código',
      'Únicas',
    ]);
    // One query per list, however many she runs.
    expect(await countQueries(ctx.db, () => listWorkspaces(ctx.db, busy.id))).toBe(2);
  });
});
