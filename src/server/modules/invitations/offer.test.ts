import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITIES_SERVER_COPY } from '../../../domain/copy/communities-server.js';
import { COMPANIES_SERVER_COPY } from '../../../domain/copy/companies-server.js';
import { INVITATIONS_COPY } from '../../../domain/copy/invitations.js';
import { MSG } from '../../../domain/messages.js';
import type { InvitationPlace } from '../../../domain/schemas/invitations.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { communitySnapshot, insertCommunity } from '../communities/fixtures.js';
import { companySnapshot, insertCompany } from '../companies/fixtures.js';
import {
  invitationMails,
  invitationRows,
  myInvitations,
  offer,
  pendingFor,
  person,
  placeInvitations,
  unknownAddress,
  waitForInvitationMail,
} from './fixtures.js';

// Granting a role offers it (issue 13): an invitation for anything that adds or raises a role,
// the same answer for any address, a lower role at once. Each place kind the same way.

let ctx: TestContext;
let admin: TestMember;
let deputy: TestMember;
let helper: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, deputy, helper] = await Promise.all([
    createMember(ctx, 'Alice Administradora'),
    createMember(ctx, 'Diana Vice'),
    createMember(ctx, 'Helô Ajudante'),
  ]);
});
afterAll(() => ctx?.close());

/** Per kind: the role below admin, and how to read a member's role there. */
const KINDS = {
  community: {
    lower: 'moderator',
    lowerMail: 'moderadora',
    noun: 'da comunidade',
    answerPath: '/minhas-comunidades',
    lastAdmin: COMMUNITIES_SERVER_COPY.lastAdminDemote,
  },
  company: {
    lower: 'editor',
    lowerMail: 'editora',
    noun: 'da empresa',
    answerPath: '/minhas-empresas',
    lastAdmin: COMPANIES_SERVER_COPY.lastAdminDemote,
  },
} as const;

/** A place run by `admin`, with `deputy` in the role below admin and `helper` in the lowest. */
async function place(kind: InvitationPlace, options: { seats?: boolean } = {}) {
  if (kind === 'community') {
    const seats = options.seats
      ? [
          { user: deputy, role: 'moderator' as const },
          { user: helper, role: 'member' as const },
        ]
      : [];
    const row = await insertCommunity(ctx, admin, { label: 'Convites', seats });
    return { id: row.id, name: row.name };
  }
  const staff = options.seats ? [{ user: deputy, role: 'editor' as const }] : [];
  const row = await insertCompany(ctx, admin, { staff });
  return { id: row.id, name: row.name };
}

/** Her role at the place (approved membership or staff row), or null. */
async function roleAt(kind: InvitationPlace, placeId: string, userId: string) {
  if (kind === 'community') {
    const snap = await communitySnapshot(ctx, placeId);
    const row = snap.members.find((m) => m.userId === userId && m.isApproved);
    return row?.role ?? null;
  }
  const snap = await companySnapshot(ctx, placeId);
  return snap.staff.find((s) => s.userId === userId)?.role ?? null;
}

/** Everything an offer may change at the place. */
async function everything(kind: InvitationPlace, placeId: string) {
  const placeRows =
    kind === 'community' ? await communitySnapshot(ctx, placeId) : await companySnapshot(ctx, placeId);
  return { placeRows, invitations: await invitationRows(ctx, placeId) };
}

/** The raw answer, byte for byte. */
async function rawOffer(kind: InvitationPlace, placeId: string, body: unknown) {
  const base = kind === 'community' ? '/api/communities' : '/api/companies';
  const res = await ctx.app.request(`${base}/${placeId}/invitations`, {
    method: 'POST',
    headers: { origin: ctx.config.publicUrl, cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe.each(['community', 'company'] as const)('offering a role at a %s', (kind) => {
  const k = KINDS[kind];

  it('to a person picked by name is an invitation: no role yet, both sides see it, she gets an e-mail', async () => {
    const at = await place(kind);
    const invitee = await createMember(ctx, 'Irene Convidada');
    const res = await offer(ctx, admin, kind, at.id, { userId: invitee.id, role: k.lower });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toEqual({ outcome: 'invited', message: INVITATIONS_COPY.outcome.invited });
    expect(await roleAt(kind, at.id, invitee.id)).toBeNull();

    const listed = await placeInvitations(ctx, admin, kind, at.id);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: expect.any(String),
        role: k.lower,
        invitee: { kind: 'member', userId: invitee.id, fullName: 'Irene Convidada' },
        invitedBy: 'Alice Administradora',
        createdAt: expect.any(String),
      },
    ]);
    const mine = await myInvitations(ctx, invitee);
    expect(mine.body).toEqual([
      {
        id: listed.body[0].id,
        place: { kind, id: at.id, name: at.name, logoUrl: null },
        role: k.lower,
        invitedBy: 'Alice Administradora',
        createdAt: listed.body[0].createdAt,
      },
    ]);

    const mail = await waitForInvitationMail(ctx, invitee.email);
    expect(mail.subject).toBe(`Convite para ser ${k.lowerMail} ${k.noun} ${at.name}`);
    expect(mail.text).toContain('Alice Administradora convidou você');
    expect(mail.text).toContain('O papel só vale depois que você aceitar.');
    expect(mail.links).toContain(`http://localhost:3000${k.answerPath}`);
  });

  it('to an address typed in full answers the same bytes whether it has an account, takes part or is unknown', async () => {
    const at = await place(kind, { seats: true });
    const account = await person(ctx, 'Carla Conta', { email: unknownAddress('carla') });
    const nobody = unknownAddress('nova');
    const before = await roleAt(kind, at.id, deputy.id);

    const answers = [];
    for (const email of [account.email, deputy.email, nobody]) {
      answers.push(await rawOffer(kind, at.id, { email: email.toUpperCase(), role: 'admin' }));
    }
    expect(answers[0]).toMatchObject({
      status: 200,
      text: JSON.stringify({ outcome: 'invited', message: 'Convite enviado.' }),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Her role is untouched until she answers.
    expect(await roleAt(kind, at.id, deputy.id)).toBe(before);

    // The grant page shows each by the address typed (lower-cased), never by a name behind it.
    const listed = await placeInvitations(ctx, admin, kind, at.id);
    expect(listed.body.map((i: { invitee: unknown }) => i.invitee)).toEqual(
      expect.arrayContaining([
        { kind: 'email', email: account.email },
        { kind: 'email', email: deputy.email },
        { kind: 'email', email: nobody },
      ]),
    );
    expect(JSON.stringify(listed.body)).not.toContain('Carla Conta');
    expect(JSON.stringify(listed.body)).not.toContain('Diana Vice');

    // The e-mails differ: an account is told where to answer; a newcomer, how to join.
    const known = await waitForInvitationMail(ctx, account.email);
    expect(known.subject).toBe(`Convite para ser administradora ${k.noun} ${at.name}`);
    expect(known.text).toContain('Olá, Carla Conta!');
    expect(known.links).toContain(`http://localhost:3000${k.answerPath}`);
    const newcomer = await waitForInvitationMail(ctx, nobody);
    expect(newcomer.subject).toBe(`Você foi convidada para a Elas Rede: administradora ${k.noun} ${at.name}`);
    expect(newcomer.text).toContain(`Crie sua conta com este endereço (${nobody})`);
    expect(newcomer.links).toContain('http://localhost:3000/cadastro');
    expect(newcomer.text).not.toContain('Carla');
  });

  it('again to someone with a pending invitation updates its role: one invitation, one e-mail', async () => {
    const at = await place(kind);
    const invitee = await createMember(ctx, 'Renata Reconvidada');
    const nobody = unknownAddress('reconvite');
    for (const role of [k.lower, 'admin', 'admin']) {
      expect((await offer(ctx, admin, kind, at.id, { userId: invitee.id, role })).body.outcome).toBe(
        'invited',
      );
      expect((await offer(ctx, admin, kind, at.id, { email: nobody, role })).body.outcome).toBe('invited');
    }
    const rows = await invitationRows(ctx, at.id);
    expect(rows.map((r) => [r.status, r.role])).toEqual([
      ['pending', 'admin'],
      ['pending', 'admin'],
    ]);
    expect((await pendingFor(ctx, invitee, at.id)).role).toBe('admin');
    await waitForInvitationMail(ctx, invitee.email);
    await waitForInvitationMail(ctx, nobody);
    await ctx.mailQueueIdle();
    expect(invitationMails(ctx, invitee.email)).toHaveLength(1);
    expect(invitationMails(ctx, nobody)).toHaveLength(1);
  });

  it('of a lower role to someone picked by name applies at once; the same role changes nothing', async () => {
    const at = await place(kind, { seats: true });
    // She is raised by invitation first (pending), then the admins settle on a lower role.
    const second = await createMember(ctx, 'Sônia Segunda');
    if (kind === 'community') {
      expect((await offer(ctx, admin, kind, at.id, { userId: helper.id, role: 'admin' })).body.outcome).toBe(
        'invited',
      );
      const same = await offer(ctx, admin, kind, at.id, { userId: helper.id, role: 'member' });
      expect(same.body).toEqual({ outcome: 'unchanged', message: INVITATIONS_COPY.outcome.unchanged });
      // The latest word wins: the pending raise is withdrawn.
      expect(
        (await myInvitations(ctx, helper)).body.filter(
          (i: { place: { id: string } }) => i.place.id === at.id,
        ),
      ).toEqual([]);
    }
    const down = await offer(ctx, admin, kind, at.id, {
      userId: deputy.id,
      role: kind === 'community' ? 'member' : 'editor',
    });
    expect(down.body).toEqual(
      kind === 'community'
        ? { outcome: 'roleChanged', message: INVITATIONS_COPY.outcome.roleChanged }
        : { outcome: 'unchanged', message: INVITATIONS_COPY.outcome.unchanged },
    );
    expect(await roleAt(kind, at.id, deputy.id)).toBe(kind === 'community' ? 'member' : 'editor');

    // A second admin (by invitation, accepted in the database here) can be stepped down at once.
    await offer(ctx, admin, kind, at.id, { userId: second.id, role: 'admin' });
    const invitation = await pendingFor(ctx, second, at.id);
    await ctx.app.request(`/api/invitations/${invitation.id}/accept`, {
      method: 'POST',
      headers: { origin: ctx.config.publicUrl, cookie: second.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin' }),
    });
    expect(await roleAt(kind, at.id, second.id)).toBe('admin');
    const stepDown = await offer(ctx, admin, kind, at.id, { userId: second.id, role: k.lower });
    expect(stepDown.body.outcome).toBe('roleChanged');
    expect(await roleAt(kind, at.id, second.id)).toBe(k.lower);
  });

  it('never takes the admin role from the last admin (409), and changes nothing', async () => {
    const at = await place(kind, { seats: true });
    const before = await everything(kind, at.id);
    const res = await offer(ctx, admin, kind, at.id, { userId: admin.id, role: k.lower });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: k.lastAdmin } });
    expect(await everything(kind, at.id)).toEqual(before);
  });

  it('refuses a missing person, a bad address and a missing or foreign role (400), and an unknown person (404)', async () => {
    const at = await place(kind, { seats: true });
    const before = await everything(kind, at.id);
    const foreignRole = kind === 'community' ? 'editor' : 'moderator';
    const cases: { body: unknown; fields: Record<string, string> }[] = [
      { body: {}, fields: { userId: MSG.access.pickUser, role: MSG.access.rolePlaceholder } },
      { body: { userId: 'maria', role: 'admin' }, fields: { userId: MSG.access.pickUser } },
      { body: { role: 'admin' }, fields: { userId: MSG.access.pickUser } },
      {
        body: { userId: helper.id, email: 'a@exemplo.com.br', role: 'admin' },
        fields: { userId: MSG.access.pickUser },
      },
      { body: { email: 'helena@', role: 'admin' }, fields: { email: INVITATIONS_COPY.errors.email } },
      { body: { email: 'sem arroba', role: 'admin' }, fields: { email: INVITATIONS_COPY.errors.email } },
      {
        body: { email: `${'a'.repeat(250)}@x.com`, role: 'admin' },
        fields: { email: INVITATIONS_COPY.errors.email },
      },
      { body: { userId: helper.id }, fields: { role: MSG.access.rolePlaceholder } },
      { body: { userId: helper.id, role: foreignRole }, fields: { role: MSG.access.rolePlaceholder } },
    ];
    for (const { body, fields } of cases) {
      const res = await offer(ctx, admin, kind, at.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_input', message: MSG.common.invalidInput, fields });
    }
    const unknown = await offer(ctx, admin, kind, at.id, { userId: randomUUID(), role: 'admin' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: MSG.access.notFound } });
    expect(await everything(kind, at.id)).toEqual(before);
  });
});
