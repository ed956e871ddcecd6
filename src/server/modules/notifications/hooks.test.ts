import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_APPLICATION_STATUS_LABELS } from '../../../domain/copy/vacancies.js';
import { ROLE_LABELS } from '../../../domain/messages.js';
import { accessInvitations, jobApplications } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertCommunity } from '../communities/fixtures.js';
import { insertCompany, insertVacancy } from '../vacancies/fixtures.js';

// Each feature's action notifies in its own transaction (issue 16): join requests and their
// answers, applications and their status, role invitations.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type Item = {
  id: string;
  kind: string;
  actorCount: number;
  actors: { id: string }[];
  excerpt: string | null;
  object: {
    community: { id: string } | null;
    company: { id: string } | null;
    vacancy: { id: string } | null;
    applicationId: string | null;
    invitationId: string | null;
  };
};

async function itemsOf(member: TestMember): Promise<Item[]> {
  const res = await call(ctx, 'GET', '/api/notifications', { cookie: member.cookie });
  expect(res.status).toBe(200);
  return res.body.items;
}

describe('community membership', () => {
  it("tells the community's admins and moderators of a new join request (grouped), nobody else", async () => {
    const [admin, moderator, member, pendingModerator, ana, bia] = await Promise.all(
      ['Admin', 'Moderadora', 'Participante', 'Pendente', 'Ana Souza', 'Bia Lima'].map((n) =>
        createMember(ctx, n),
      ),
    );
    const group = await insertCommunity(ctx, admin!, {
      requiresApproval: true,
      seats: [
        { user: moderator!, role: 'moderator' },
        { user: member!, role: 'member' },
        { user: pendingModerator!, role: 'moderator', approved: false },
      ],
    });
    for (const requester of [ana!, bia!]) {
      const res = await call(ctx, 'POST', `/api/communities/${group.id}/join`, { cookie: requester.cookie });
      expect(res.status).toBe(200);
    }
    for (const reviewer of [admin!, moderator!]) {
      const items = await itemsOf(reviewer);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        kind: 'join_requested',
        actorCount: 2,
        object: { community: { id: group.id } },
      });
      expect(items[0]!.actors.map((a) => a.id)).toEqual([bia!.id, ana!.id]);
    }
    for (const other of [member!, pendingModerator!, ana!, bia!]) expect(await itemsOf(other)).toEqual([]);
  });

  it('tells her when her request is approved or declined', async () => {
    const [admin, ana, bia] = await Promise.all(['Admin', 'Ana', 'Bia'].map((n) => createMember(ctx, n)));
    const group = await insertCommunity(ctx, admin!, { requiresApproval: true });
    for (const m of [ana!, bia!])
      await call(ctx, 'POST', `/api/communities/${group.id}/join`, { cookie: m.cookie });
    const approve = await call(ctx, 'POST', `/api/communities/${group.id}/requests/${ana!.id}/approve`, {
      cookie: admin!.cookie,
    });
    const decline = await call(ctx, 'POST', `/api/communities/${group.id}/requests/${bia!.id}/decline`, {
      cookie: admin!.cookie,
    });
    expect([approve.status, decline.status]).toEqual([204, 204]);
    expect(await itemsOf(ana!)).toMatchObject([
      { kind: 'join_approved', actors: [], object: { community: { id: group.id } } },
    ]);
    expect(await itemsOf(bia!)).toMatchObject([
      { kind: 'join_declined', actors: [], object: { community: { id: group.id } } },
    ]);
  });

  it('tells nobody when a refused answer changes nothing', async () => {
    const [admin, stranger, ana] = await Promise.all(
      ['Admin', 'Estranha', 'Ana'].map((n) => createMember(ctx, n)),
    );
    const group = await insertCommunity(ctx, admin!, { requiresApproval: true });
    await call(ctx, 'POST', `/api/communities/${group.id}/join`, { cookie: ana!.cookie });
    const refused = await call(ctx, 'POST', `/api/communities/${group.id}/requests/${ana!.id}/approve`, {
      cookie: stranger!.cookie,
    });
    expect(refused.status).toBe(403);
    expect(await itemsOf(ana!)).toEqual([]);
  });
});

describe('vacancies', () => {
  it("tells the company's staff of an application, and her of its status changes", async () => {
    const [admin, editor, outsider, ana] = await Promise.all(
      ['Admin', 'Editora', 'Fora', 'Ana Souza'].map((n) => createMember(ctx, n)),
    );
    const company = await insertCompany(ctx, {
      staff: [
        { user: admin!, role: 'admin' },
        { user: editor!, role: 'editor' },
      ],
    });
    const vacancy = await insertVacancy(ctx, company.id, { title: 'Analista de Dados' });
    const applied = await call(ctx, 'POST', `/api/vacancies/${vacancy.id}/application`, {
      cookie: ana!.cookie,
      body: { message: 'Tenho interesse!' },
    });
    expect(applied.status).toBe(201);
    const [application] = await ctx.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, vacancy.id));
    for (const staff of [admin!, editor!]) {
      expect(await itemsOf(staff)).toMatchObject([
        {
          kind: 'application_received',
          actors: [{ id: ana!.id }],
          object: { vacancy: { id: vacancy.id }, applicationId: application!.id },
        },
      ]);
    }
    expect(await itemsOf(outsider!)).toEqual([]);
    expect(await itemsOf(ana!)).toEqual([]);

    const moved = await call(ctx, 'PATCH', `/api/vacancies/${vacancy.id}/applications/${application!.id}`, {
      cookie: editor!.cookie,
      body: { status: 'shortlisted' },
    });
    expect(moved.status).toBe(200);
    const mine = await itemsOf(ana!);
    expect(mine).toMatchObject([
      {
        kind: 'application_status',
        actors: [],
        excerpt: MY_APPLICATION_STATUS_LABELS.shortlisted,
        object: { vacancy: { id: vacancy.id }, applicationId: application!.id },
      },
    ]);
    // Her mode for it is 'each' by default: an e-mail follows.
    const deadline = Date.now() + 10_000;
    while (!ctx.smtp.messages.some((m) => m.to.includes(ana!.email) && m.headers['list-unsubscribe'])) {
      if (Date.now() > deadline) throw new Error('no e-mail for the status change');
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});

describe('role invitations', () => {
  it('tells an existing member of a role offered to her, without a second e-mail besides the invitation’s', async () => {
    const [admin, ana] = await Promise.all(['Admin', 'Ana Souza'].map((n) => createMember(ctx, n)));
    const group = await insertCommunity(ctx, admin!);
    const res = await call(ctx, 'POST', `/api/communities/${group.id}/invitations`, {
      cookie: admin!.cookie,
      body: { userId: ana!.id, role: 'moderator' },
    });
    expect(res.status).toBe(200);
    const [invitation] = await ctx.db
      .select({ id: accessInvitations.id })
      .from(accessInvitations)
      .where(eq(accessInvitations.inviteeId, ana!.id));
    expect(await itemsOf(ana!)).toMatchObject([
      {
        kind: 'role_invitation',
        actors: [{ id: admin!.id }],
        excerpt: ROLE_LABELS.moderator,
        object: { community: { id: group.id }, invitationId: invitation!.id },
      },
    ]);
    await ctx.smtp.waitFor(ana!.email);
    await ctx.notificationMailIdle();
    const hers = ctx.smtp.messages.filter((m) => m.to.includes(ana!.email.toLowerCase()));
    // Sign-up's confirmation and the invitation itself; no notification e-mail.
    expect(hers.filter((m) => m.headers['list-unsubscribe'])).toEqual([]);
    expect(hers.some((m) => m.text.includes(group.name))).toBe(true);
  });
});
