import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertCommunity, makePlatformAdmin } from '../moderation/fixtures.js';
import { insertCompany } from '../vacancies/fixtures.js';

// Events (issue 20) through the API as organisers, members and visitors use it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const LINK = 'https://meet.exemplo.com/segredo-123';
const DAY = 86_400_000;

function fields(overrides: Record<string, unknown> = {}) {
  const starts = new Date(Date.now() + 3 * DAY);
  return {
    title: 'Encontro de Dados',
    description: 'Conversa sobre carreira em dados, com perguntas.',
    mode: 'online',
    onlineUrl: LINK,
    startsAt: starts.toISOString(),
    endsAt: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
    visibility: 'public',
    ...overrides,
  };
}

const create = (who: TestMember | null, organiser: object, overrides: Record<string, unknown> = {}) =>
  call(ctx, 'POST', '/api/events', { cookie: who?.cookie, body: { organiser, ...fields(overrides) } });
const rsvp = (who: TestMember, id: string, status: 'going' | 'maybe') =>
  call(ctx, 'PUT', `/api/events/${id}/rsvp`, { cookie: who.cookie, body: { status } });

describe('who organises', () => {
  it('lets community admins and moderators, company admins and editors, and 2FA administrators create, edit and cancel', async () => {
    const [cAdmin, cMod, cMember, coAdmin, coEditor, stranger, pAdmin, pAdminNo2fa] = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n) => createMember(ctx, `Pessoa ${n}`)),
    );
    const community = await insertCommunity(ctx, [
      { user: cAdmin!, role: 'admin' },
      { user: cMod!, role: 'moderator' },
      { user: cMember!, role: 'member' },
    ]);
    const company = await insertCompany(ctx, {
      staff: [
        { user: coAdmin!, role: 'admin' },
        { user: coEditor!, role: 'editor' },
      ],
    });
    await makePlatformAdmin(ctx, pAdmin!);
    await makePlatformAdmin(ctx, pAdminNo2fa!, false);
    const [pa, pn] = [pAdmin!, pAdminNo2fa!];

    const matrix: [TestMember, object, number][] = [
      [cAdmin!, { kind: 'community', id: community.id }, 201],
      [cMod!, { kind: 'community', id: community.id }, 201],
      [cMember!, { kind: 'community', id: community.id }, 403],
      [stranger!, { kind: 'community', id: community.id }, 403],
      [coAdmin!, { kind: 'company', id: company.id }, 201],
      [coEditor!, { kind: 'company', id: company.id }, 201],
      [cAdmin!, { kind: 'company', id: company.id }, 403],
      [pa, { kind: 'platform' }, 201],
      [pn, { kind: 'platform' }, 403],
      [stranger!, { kind: 'platform' }, 403],
    ];
    for (const [who, organiser, status] of matrix) {
      const res = await create(who, organiser);
      expect(res.status, JSON.stringify(organiser)).toBe(status);
      if (status !== 201) continue;
      const id = res.body.id;
      expect(res.body.viewer.canEdit).toBe(true);
      // Another kind of organiser may not touch it.
      const other = who === stranger ? cMember! : stranger!;
      expect(
        (await call(ctx, 'PATCH', `/api/events/${id}`, { cookie: other.cookie, body: { title: 'X' } }))
          .status,
      ).toBe(403);
      const edited = await call(ctx, 'PATCH', `/api/events/${id}`, {
        cookie: who.cookie,
        body: { title: 'Novo título' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.title).toBe('Novo título');
      expect((await call(ctx, 'POST', `/api/events/${id}/cancel`, { cookie: other.cookie })).status).toBe(
        403,
      );
      const cancelled = await call(ctx, 'POST', `/api/events/${id}/cancel`, { cookie: who.cookie });
      expect(cancelled.body.status).toBe('cancelled');
    }
    expect((await create(pn, { kind: 'platform' })).body.error.code).toBe('two_factor_required');
    expect((await create(null, { kind: 'platform' })).status).toBe(401);
  });
});

describe('RSVP and the waitlist', () => {
  it('seats exactly 10 of 30 at once, waitlists the rest in order, and promotes the first when one cancels', async () => {
    const admin = await createMember(ctx, 'Organizadora');
    const community = await insertCommunity(ctx, [{ user: admin, role: 'admin' }]);
    const event = (await create(admin, { kind: 'community', id: community.id }, { capacity: 10 })).body;
    // One after another: what runs at once is the RSVPs (30 concurrent sign-ups, each hashing a
    // password inside its transaction, outwaited the pool's connect timeout on PostgreSQL in CI).
    const people = [];
    for (let i = 0; i < 30; i += 1) people.push(await createMember(ctx, `Participante ${i}`));
    const answers = await Promise.all(people.map((p) => rsvp(p, event.id, 'going')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.status === 'going')).toHaveLength(10);
    expect(answers.filter((a) => a.body.status === 'waitlist')).toHaveLength(20);

    const waiting = await call(ctx, 'GET', `/api/events/${event.id}/attendees?status=waitlist&limit=50`, {
      cookie: admin.cookie,
    });
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    expect(waiting.body.items).toHaveLength(20);
    const first = waiting.body.items[0];
    const going = answers.findIndex((a) => a.body.status === 'going');

    const left = await call(ctx, 'DELETE', `/api/events/${event.id}/rsvp`, { cookie: people[going]!.cookie });
    expect(left.body).toMatchObject({ status: null, goingCount: 10, waitlistCount: 19 });
    const promoted = people.find((p) => p.id === first.id)!;
    const detail = await call(ctx, 'GET', `/api/events/${event.id}`, { cookie: promoted.cookie });
    expect(detail.body.viewer.rsvp).toBe('going');
    expect(detail.body.onlineUrl).toBe(LINK);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, promoted.id), eq(notifications.kind, 'event_promoted')));
    expect(told).toHaveLength(1);
    const list = await call(ctx, 'GET', '/api/notifications', { cookie: promoted.cookie });
    expect(list.body.items[0].object.event).toEqual({ id: event.id, title: event.title });

    // Cancelling the event tells everyone who answered.
    await call(ctx, 'POST', `/api/events/${event.id}/cancel`, { cookie: admin.cookie });
    const cancelled = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.eventId, event.id), eq(notifications.kind, 'event_cancelled')));
    expect(cancelled).toHaveLength(29);
    expect((await rsvp(people[0]!, event.id, 'going')).status).toBe(409);
  }, 120_000);
});

describe('the online link', () => {
  it('reaches confirmed attendees and organisers only: detail, list, ics', async () => {
    const [admin, going, maybe, other] = await Promise.all(
      ['Org', 'Vai', 'Talvez', 'Outra'].map((n) => createMember(ctx, n)),
    );
    const community = await insertCommunity(ctx, [{ user: admin!, role: 'admin' }]);
    const event = (await create(admin!, { kind: 'community', id: community.id }, { title: 'Evento do link' }))
      .body;
    expect(event.onlineUrl).toBe(LINK);
    await rsvp(going!, event.id, 'going');
    await rsvp(maybe!, event.id, 'maybe');
    for (const who of [maybe!, other!, null]) {
      const cookie = who?.cookie;
      const detail = await call(ctx, 'GET', `/api/events/${event.id}`, { cookie });
      expect(detail.status).toBe(200);
      expect(detail.body.onlineUrl).toBeNull();
      const list = await call(ctx, 'GET', `/api/events?communityId=${community.id}`, { cookie });
      expect(list.body.items.map((e: { id: string }) => e.id)).toContain(event.id);
      expect(JSON.stringify(list.body)).not.toContain('segredo');
      const ics = await call(ctx, 'GET', `/api/events/${event.id}/ics`, { cookie });
      expect(ics.status).toBe(200);
      expect(String(ics.body)).not.toContain('segredo');
      expect(JSON.stringify(detail.body)).not.toContain('segredo');
    }
    const mine = await call(ctx, 'GET', `/api/events/${event.id}/ics`, { cookie: going!.cookie });
    expect(String(mine.body)).toContain('segredo');
  });
});

describe('exports', () => {
  it('answers a calendar file and a CSV of the attendees (organisers only)', async () => {
    const [admin, ana] = await Promise.all([
      createMember(ctx, 'Org CSV'),
      createMember(ctx, 'Ana "Aninha", Souza'),
    ]);
    const community = await insertCommunity(ctx, [{ user: admin, role: 'admin' }]);
    const starts = new Date('2031-03-13T22:00:00Z');
    const event = (
      await create(
        admin,
        { kind: 'community', id: community.id },
        {
          title: 'Roda, de conversa',
          startsAt: starts.toISOString(),
          endsAt: new Date(starts.getTime() + 7_200_000).toISOString(),
        },
      )
    ).body;
    expect(event.when).toBe('qui., 13 de março de 2031 · 19h–21h');
    expect(event.googleCalendarUrl).toContain('dates=20310313T220000Z%2F20310314T000000Z');
    await rsvp(ana, event.id, 'going');

    const ics = await call(ctx, 'GET', `/api/events/${event.id}/ics`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const lines = String(ics.body).split(/\r?\n/);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20310313T220000Z');
    expect(lines).toContain('SUMMARY:Roda\\, de conversa');

    expect(
      (await call(ctx, 'GET', `/api/events/${event.id}/attendees.csv`, { cookie: ana.cookie })).status,
    ).toBe(403);
    const csv = await call(ctx, 'GET', `/api/events/${event.id}/attendees.csv`, { cookie: admin.cookie });
    expect(csv.status, JSON.stringify(csv.body)).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Nome,E-mail,Resposta,Respondeu em');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^"Ana ""Aninha"", Souza",.*,Vou,\d{4}-/);
  });
});

describe("the feed's suggested events", () => {
  it('puts hers first (answered, then her communities), soonest within each; only the next 60 days', async () => {
    const [her, organiser, outsider] = await Promise.all(
      ['Ela Feed', 'Org Feed', 'Outra Feed'].map((n) => createMember(ctx, n)),
    );
    const mine = await insertCommunity(ctx, [
      { user: organiser!, role: 'admin' },
      { user: her!, role: 'member' },
    ]);
    const theirs = await insertCommunity(ctx, [{ user: outsider!, role: 'admin' }]);
    const at = (days: number) => {
      const starts = new Date(Date.now() + days * DAY);
      return { startsAt: starts.toISOString(), endsAt: new Date(starts.getTime() + 3_600_000).toISOString() };
    };
    const make = async (
      who: TestMember,
      community: { id: string },
      title: string,
      days: number,
      extra = {},
    ) =>
      (await create(who, { kind: 'community', id: community.id }, { title, ...at(days), ...extra })).body.id;
    const soonest = await make(outsider!, theirs, 'Aberto amanhã', 0.5);
    const hidden = await make(outsider!, theirs, 'Só da outra comunidade', 0.6, { visibility: 'community' });
    const answered = await make(outsider!, theirs, 'Ela respondeu', 40);
    const community = await make(organiser!, mine, 'Da comunidade dela', 30);
    const far = await make(organiser!, mine, 'Longe demais', 70);
    await rsvp(her!, answered, 'maybe');

    const res = await call(ctx, 'GET', '/api/events/suggested', { cookie: her!.cookie });
    expect(res.status).toBe(200);
    const ids = res.body.items.map((e: { id: string }) => e.id);
    expect(ids.slice(0, 2)).toEqual([answered, community]);
    expect(ids).toHaveLength(3);
    expect(ids[2]).not.toBe(hidden);
    expect(ids).not.toContain(far);
    expect(ids).not.toContain(hidden);
    expect(soonest).toBeTruthy();
    expect((await call(ctx, 'GET', '/api/events/suggested')).status).toBe(401);
  });
});
