import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITIES_SERVER_COPY } from '../../../domain/copy/communities-server.js';
import { INVITATIONS_COPY } from '../../../domain/copy/invitations.js';
import { MSG } from '../../../domain/messages.js';
import { accessInvitations, authUser, communities, companies } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { communitySnapshot, insertCommunity } from '../communities/fixtures.js';
import { insertCompany, insertVacancy, staffRow } from '../companies/fixtures.js';
import { listMyInvitations } from './answers.js';
import {
  accept,
  cancel,
  decline,
  invitationRows,
  myInvitations,
  offer,
  pendingFor,
  placeInvitations,
  unknownAddress,
} from './fixtures.js';

// Her answer (issue 13): accept applies the role under the rules of a grant, decline records it,
// both safe to repeat; a stale or foreign invitation is refused and changes nothing.

let ctx: TestContext;
let admin: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, stranger] = await Promise.all([
    createMember(ctx, 'Alice Administradora'),
    createMember(ctx, 'Sara Estranha'),
  ]);
});
afterAll(() => ctx?.close());

const community = () => insertCommunity(ctx, admin, { label: 'Respostas' });

async function expectCountMatchesRows(communityId: string) {
  const snap = await communitySnapshot(ctx, communityId);
  expect(snap.counts!.memberCount).toBe(snap.members.filter((m) => m.isApproved).length);
  return snap;
}

/** A community, a member invited to `role` there, and her pending invitation. */
async function invited(role = 'moderator') {
  const group = await community();
  const invitee = await createMember(ctx, 'Irene Convidada');
  expect((await offer(ctx, admin, 'community', group.id, { userId: invitee.id, role })).status).toBe(200);
  return { group, invitee, invitation: await pendingFor(ctx, invitee, group.id) };
}

/** Everything an answer may change: the community's rows and counts, and its invitations. */
async function everything(communityId: string) {
  return {
    place: await communitySnapshot(ctx, communityId),
    invitations: await invitationRows(ctx, communityId),
  };
}

describe('accepting', () => {
  it('applies the role she saw: approved membership, member count once, the invitation answered', async () => {
    const { group, invitee, invitation } = await invited('moderator');
    const res = await accept(ctx, invitee, invitation.id, 'moderator');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toEqual({
      id: invitation.id,
      status: 'accepted',
      place: { kind: 'community', id: group.id },
      role: 'moderator',
    });
    const snap = await expectCountMatchesRows(group.id);
    expect(snap.counts!.memberCount).toBe(2);
    expect(snap.members.find((m) => m.userId === invitee.id)).toMatchObject({
      role: 'moderator',
      isApproved: true,
    });
    const [row] = await invitationRows(ctx, group.id);
    expect(row).toMatchObject({ status: 'accepted', respondedAt: expect.any(Date) });
    expect((await myInvitations(ctx, invitee)).body).toEqual([]);
    expect((await placeInvitations(ctx, admin, 'community', group.id)).body).toEqual([]);
    // She now runs the community.
    const viewer = await call(ctx, 'POST', `/api/communities/${group.id}/join`, { cookie: invitee.cookie });
    expect(viewer.body).toMatchObject({ membership: 'approved', role: 'moderator', canEdit: true });
  });

  it('is safe to repeat, one after the other and at the same time: counted once', async () => {
    const { group, invitee, invitation } = await invited('member');
    const all = await Promise.all(
      Array.from({ length: 5 }, () => accept(ctx, invitee, invitation.id, 'member')),
    );
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const res of all) expect(res.body).toEqual(all[0]!.body);
    const again = await accept(ctx, invitee, invitation.id, 'member');
    expect(again.body).toEqual(all[0]!.body);
    const snap = await expectCountMatchesRows(group.id);
    expect(snap.counts!.memberCount).toBe(2);
  });

  it('racing with her own decline: exactly one answer wins, and the rows agree with it', async () => {
    const { group, invitee, invitation } = await invited('moderator');
    const [accepted, declined] = await Promise.all([
      accept(ctx, invitee, invitation.id, 'moderator'),
      decline(ctx, invitee, invitation.id),
    ]);
    expect([accepted.status, declined.status].sort()).toEqual([200, 409]);
    const [row] = await invitationRows(ctx, group.id);
    const snap = await expectCountMatchesRows(group.id);
    const member = snap.members.find((m) => m.userId === invitee.id);
    if (accepted.status === 200) {
      expect(row!.status).toBe('accepted');
      expect(member).toMatchObject({ role: 'moderator', isApproved: true });
    } else {
      expect(row!.status).toBe('declined');
      expect(member).toBeUndefined();
    }
  });

  it('needs the role she saw (400 without it), and changes nothing then', async () => {
    const { group, invitee, invitation } = await invited('moderator');
    const before = await everything(group.id);
    const res = await call(ctx, 'POST', `/api/invitations/${invitation.id}/accept`, {
      cookie: invitee.cookie,
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'invalid_input',
      fields: { role: MSG.access.rolePlaceholder },
    });
    expect(await everything(group.id)).toEqual(before);
  });

  it('refuses a role that changed since she looked (409), then takes the new one', async () => {
    const { group, invitee, invitation } = await invited('member');
    await offer(ctx, admin, 'community', group.id, { userId: invitee.id, role: 'admin' });
    const before = await everything(group.id);
    const stale = await accept(ctx, invitee, invitation.id, 'member');
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: { code: 'conflict', message: INVITATIONS_COPY.errors.roleChanged } });
    expect(await everything(group.id)).toEqual(before);
    // Same invitation, its new role.
    expect((await pendingFor(ctx, invitee, group.id)).id).toBe(invitation.id);
    expect((await accept(ctx, invitee, invitation.id, 'admin')).status).toBe(200);
    expect((await communitySnapshot(ctx, group.id)).members.find((m) => m.userId === invitee.id)?.role).toBe(
      'admin',
    );
  });

  it('keeps the last-admin rule: the only admin may not accept a lower role (409)', async () => {
    const group = await community();
    // An address invitation to the admin's own address, for a lower role.
    await offer(ctx, admin, 'community', group.id, { email: admin.email, role: 'member' });
    const invitation = await pendingFor(ctx, admin, group.id);
    const before = await everything(group.id);
    const res = await accept(ctx, admin, invitation.id, 'member');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(COMMUNITIES_SERVER_COPY.lastAdminDemote);
    expect(await everything(group.id)).toEqual(before);
  });

  it('answers 404 to anyone else, to an unknown or malformed id, and when the place is gone', async () => {
    const { group, invitee, invitation } = await invited('admin');
    const before = await everything(group.id);
    for (const [who, id] of [
      [stranger, invitation.id],
      [admin, invitation.id],
      [invitee, randomUUID()],
      [invitee, 'nao-e-um-id'],
    ] as const) {
      for (const res of [await accept(ctx, who, id, 'admin'), await decline(ctx, who, id)]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: { code: 'not_found', message: INVITATIONS_COPY.errors.notFound } });
      }
    }
    expect(await everything(group.id)).toEqual(before);

    await ctx.db.update(communities).set({ isActive: false }).where(eq(communities.id, group.id));
    expect((await myInvitations(ctx, invitee)).body).toEqual([]);
    const gone = await accept(ctx, invitee, invitation.id, 'admin');
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(MSG.communities.notFound);
    expect(await everything(group.id)).toEqual(before);
  });
});

describe('declining and cancelling', () => {
  it('declining records it, is safe to repeat, and leaves her role alone; she can no longer accept', async () => {
    const { group, invitee, invitation } = await invited('admin');
    const before = await communitySnapshot(ctx, group.id);
    const first = await decline(ctx, invitee, invitation.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: invitation.id, status: 'declined', role: 'admin' });
    expect((await decline(ctx, invitee, invitation.id)).body).toEqual(first.body);
    expect(await communitySnapshot(ctx, group.id)).toEqual(before);
    const [row] = await invitationRows(ctx, group.id);
    expect(row).toMatchObject({ status: 'declined', respondedAt: expect.any(Date) });
    const late = await accept(ctx, invitee, invitation.id, 'admin');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(INVITATIONS_COPY.errors.notPending);
    // Declining an accepted invitation is refused too.
    const other = await invited('member');
    await accept(ctx, other.invitee, other.invitation.id, 'member');
    expect((await decline(ctx, other.invitee, other.invitation.id)).status).toBe(409);
  });

  it('an admin cancels a pending invitation (again: nothing changes); an answered one is 409', async () => {
    const { group, invitee, invitation } = await invited('moderator');
    expect((await cancel(ctx, admin, 'community', group.id, invitation.id)).status).toBe(204);
    expect((await cancel(ctx, admin, 'community', group.id, invitation.id)).status).toBe(204);
    expect((await myInvitations(ctx, invitee)).body).toEqual([]);
    expect((await placeInvitations(ctx, admin, 'community', group.id)).body).toEqual([]);
    const late = await accept(ctx, invitee, invitation.id, 'moderator');
    expect(late.status).toBe(409);
    expect(await expectCountMatchesRows(group.id)).toMatchObject({ counts: { memberCount: 1 } });

    const answered = await invited('member');
    await decline(ctx, answered.invitee, answered.invitation.id);
    const refused = await cancel(ctx, admin, 'community', answered.group.id, answered.invitation.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(INVITATIONS_COPY.errors.alreadyAnswered);
    // Another place's invitation is not this place's to cancel.
    const elsewhere = await community();
    const foreign = await cancel(ctx, admin, 'community', elsewhere.id, answered.invitation.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(INVITATIONS_COPY.errors.notFound);
  });
});

describe('an address invitation', () => {
  it('waits for whoever signs up with that address and confirms it, then applies on acceptance', async () => {
    const group = await community();
    const email = unknownAddress('futura');
    await offer(ctx, admin, 'community', group.id, { email, role: 'moderator' });
    const { user } = await ctx.auth.api.signUpEmail({
      body: { name: 'Fernanda Futura', email, password: 'uma senha longa e boa' },
    });
    // Unconfirmed, the address is not yet proven hers.
    expect(await listMyInvitations(ctx.db, user.id)).toEqual([]);
    await ctx.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, user.id));
    const [invitation] = await listMyInvitations(ctx.db, user.id);
    expect(invitation).toMatchObject({
      role: 'moderator',
      place: { id: group.id },
      invitedBy: 'Alice Administradora',
    });

    const signIn = await call(ctx, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'uma senha longa e boa' },
    });
    const she = { cookie: signIn.cookie };
    expect((await accept(ctx, she, invitation!.id, 'moderator')).status).toBe(200);
    const snap = await expectCountMatchesRows(group.id);
    expect(snap.members.find((m) => m.userId === user.id)).toMatchObject({
      role: 'moderator',
      isApproved: true,
    });
  });

  it('to an existing account reaches her now; accepting withdraws her other offer at that place', async () => {
    const group = await community();
    const invitee = await createMember(ctx, 'Olga Duas Vezes');
    await offer(ctx, admin, 'community', group.id, { email: invitee.email, role: 'admin' });
    await offer(ctx, admin, 'community', group.id, { userId: invitee.id, role: 'member' });
    const mine = (await myInvitations(ctx, invitee)).body;
    expect(mine.map((i: { role: string }) => i.role)).toEqual(['member', 'admin']);
    const byAddress = mine.find((i: { role: string }) => i.role === 'admin');
    expect((await accept(ctx, invitee, byAddress.id, 'admin')).status).toBe(200);
    expect((await myInvitations(ctx, invitee)).body).toEqual([]);
    const rows = await ctx.db
      .select()
      .from(accessInvitations)
      .where(eq(accessInvitations.communityId, group.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['accepted', 'cancelled']);
  });
});

describe('a company role applies only on acceptance', () => {
  it('an invited editor cannot read the applications until she accepts', async () => {
    const applicant = await createMember(ctx, 'Cecília Candidata');
    const acme = await insertCompany(ctx, admin);
    const vacancy = await insertVacancy(ctx, acme.id, [applicant]);
    const editor = await createMember(ctx, 'Edna Editora');
    await offer(ctx, admin, 'company', acme.id, { userId: editor.id, role: 'editor' });
    const read = () =>
      call(ctx, 'GET', `/api/vacancies/${vacancy.id}/applications`, { cookie: editor.cookie });

    const before = await read();
    expect(before.status).toBe(403);
    expect(await staffRow(ctx, acme.id, editor.id)).toBeUndefined();

    const invitation = await pendingFor(ctx, editor, acme.id);
    expect((await accept(ctx, editor, invitation.id, 'editor')).status).toBe(200);
    expect(await staffRow(ctx, acme.id, editor.id)).toMatchObject({ role: 'editor', isApproved: true });
    const after = await read();
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).toContain('Cecília Candidata');
    const mine = await call(ctx, 'GET', '/api/companies/mine', { cookie: editor.cookie });
    expect(mine.body.map((c: { id: string }) => c.id)).toContain(acme.id);
  });

  it('a deactivated company hides her invitation and refuses her answer', async () => {
    const acme = await insertCompany(ctx, admin);
    const editor = await createMember(ctx, 'Elza Editora');
    await offer(ctx, admin, 'company', acme.id, { userId: editor.id, role: 'editor' });
    const invitation = await pendingFor(ctx, editor, acme.id);
    await ctx.db.update(companies).set({ isActive: false }).where(eq(companies.id, acme.id));
    expect((await myInvitations(ctx, editor)).body).toEqual([]);
    const res = await accept(ctx, editor, invitation.id, 'editor');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(MSG.companies.notFound);
    expect(await staffRow(ctx, acme.id, editor.id)).toBeUndefined();
  });
});
