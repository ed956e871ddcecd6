import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_ORGANISE_COPY } from '../../../domain/copy/events-organise.js';
import { EVENT_MESSAGE_RATE_LIMIT, IMAGE_PURPOSES } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { events, messages } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { solidPng, TEXT_FILE } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { conversations, history } from '../chat/fixtures.js';
import { insertCommunity } from '../moderation/fixtures.js';
import { imageFile, multipart } from '../posts/fixtures.js';
import { insertCompany } from '../vacancies/fixtures.js';

// What organisers do beyond create/edit/cancel (issue 20): the cover, and the message to the
// attendees through the chat; and the 'Criar evento' flag of a community's and a company's page.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: true });
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;

function fields(overrides: Record<string, unknown> = {}) {
  const starts = new Date(Date.now() + 3 * DAY);
  return {
    title: 'Encontro de Dados',
    description: 'Conversa sobre carreira em dados.',
    mode: 'online',
    onlineUrl: 'https://meet.exemplo.com/sala',
    startsAt: starts.toISOString(),
    endsAt: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
    visibility: 'public',
    ...overrides,
  };
}

async function communityEvent(admin: TestMember, overrides: Record<string, unknown> = {}) {
  const community = await insertCommunity(ctx, [{ user: admin, role: 'admin' }]);
  const res = await call(ctx, 'POST', '/api/events', {
    cookie: admin.cookie,
    body: { organiser: { kind: 'community', id: community.id }, ...fields(overrides) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { community, event: res.body as { id: string; title: string } };
}

const rsvp = (who: TestMember, id: string, status: 'going' | 'maybe') =>
  call(ctx, 'PUT', `/api/events/${id}/rsvp`, { cookie: who.cookie, body: { status } });
const message = (who: TestMember | null, id: string, body: object) =>
  call(ctx, 'POST', `/api/events/${id}/message`, { cookie: who?.cookie, body });
const uploadCover = (who: TestMember | null, id: string, file: File | string) =>
  multipart(ctx, 'POST', `/api/events/${id}/cover`, { file }, who);

describe('POST /api/events/{id}/cover', () => {
  it('stores a 1200×630 WebP under the event for its organisers, replacing the previous one', async () => {
    const [admin, attendee] = await Promise.all([createMember(ctx, 'Org Capa'), createMember(ctx, 'Ana')]);
    const { event } = await communityEvent(admin);
    const folder = `event-covers/${event.id}/`;

    const first = await uploadCover(admin, event.id, imageFile(await solidPng(1600, 900, '#7a1f5c')));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.coverUrl).toMatch(new RegExp(`^/uploads/${folder}\\d+_[\\w-]+\\.webp$`));
    expect(first.body.viewer.canEdit).toBe(true);
    const key = ctx.store.keyFromUrl(first.body.coverUrl)!;
    const stored = await sharp(await readStored(key)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual([
      'webp',
      IMAGE_PURPOSES.cover.width,
      IMAGE_PURPOSES.cover.height,
    ]);

    const second = await uploadCover(admin, event.id, imageFile(await solidPng(800, 600, '#f2a65a')));
    expect(second.status).toBe(200);
    expect(await ctx.store.list(folder)).toEqual([ctx.store.keyFromUrl(second.body.coverUrl)]);
    // The cards of the list show it too.
    const list = await call(ctx, 'GET', `/api/events?limit=50`, { cookie: attendee.cookie });
    expect(list.body.items.find((e: { id: string }) => e.id === event.id).coverUrl).toBe(
      second.body.coverUrl,
    );

    // Anyone else: refused, nothing stored or changed.
    expect((await uploadCover(attendee, event.id, imageFile(await solidPng(800, 600, '#000')))).status).toBe(
      403,
    );
    expect((await uploadCover(null, event.id, imageFile(await solidPng(800, 600, '#000')))).status).toBe(401);
    const text = await uploadCover(admin, event.id, imageFile(TEXT_FILE, 'capa.png'));
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe(MSG.images.onlyImages);
    expect((await uploadCover(admin, event.id, 'não é arquivo')).status).toBe(400);
    const [row] = await ctx.db.select({ cover: events.coverUrl }).from(events).where(eq(events.id, event.id));
    expect(row!.cover).toBe(second.body.coverUrl);
    expect(await ctx.store.list(folder)).toHaveLength(1);

    // A cancelled event's cover stays as it was (409, as for an edit).
    await call(ctx, 'POST', `/api/events/${event.id}/cancel`, { cookie: admin.cookie });
    expect((await uploadCover(admin, event.id, imageFile(await solidPng(800, 600, '#111')))).status).toBe(
      409,
    );
  });
});

describe('POST /api/events/{id}/message', () => {
  it('reaches each attendee going (and maybe, when asked) in a conversation about the event; a blocked one is skipped', async () => {
    const [admin, going, maybe, blocker, waiting, stranger] = await Promise.all(
      ['Org Msg', 'Vai', 'Talvez', 'Bloqueia', 'Espera', 'Outra'].map((n) => createMember(ctx, n)),
    );
    const { event } = await communityEvent(admin!, { capacity: 2, title: 'Roda de Carreira' });
    await rsvp(going!, event.id, 'going');
    await rsvp(blocker!, event.id, 'going');
    await rsvp(waiting!, event.id, 'going');
    await rsvp(maybe!, event.id, 'maybe');
    expect(
      (await call(ctx, 'PUT', `/api/members/${admin!.id}/block`, { cookie: blocker!.cookie })).status,
    ).toBeLessThan(300);

    // Only organisers; an attendee or a stranger may not, a visitor must sign in.
    expect((await message(going!, event.id, { body: 'Oi' })).status).toBe(403);
    expect((await message(stranger!, event.id, { body: 'Oi' })).status).toBe(403);
    expect((await message(null, event.id, { body: 'Oi' })).status).toBe(401);
    const empty = await message(admin!, event.id, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.body).toBe(EVENTS_ORGANISE_COPY.message.required);

    const sent = await message(admin!, event.id, { body: 'Levem suas perguntas!' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ sent: 1, skipped: 1 });

    const inbox = await conversations(ctx, going!);
    expect(inbox.body.items).toHaveLength(1);
    const thread = await history(ctx, going!, inbox.body.items[0].id);
    const text: string = thread.body.items[0].body;
    expect(text).toContain('Roda de Carreira');
    expect(text).toContain(`/eventos/${event.id}`);
    expect(text).toContain('Levem suas perguntas!');
    for (const left of [maybe!, waiting!, blocker!, stranger!]) {
      expect((await conversations(ctx, left)).body.items, 'nothing for her').toHaveLength(0);
    }

    // With 'maybe' too: the same conversation gets the second message.
    const again = await message(admin!, event.id, { body: 'Começamos às 19h.', includeMaybe: true });
    expect(again.body).toEqual({ sent: 2, skipped: 1 });
    const same = await conversations(ctx, going!);
    expect(same.body.items).toHaveLength(1);
    expect((await history(ctx, going!, same.body.items[0].id)).body.items).toHaveLength(2);
    expect((await conversations(ctx, maybe!)).body.items).toHaveLength(1);
    const written = await ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.authorId, admin!.id)));
    expect(written).toHaveLength(3);
  });

  it(`answers 429 after ${EVENT_MESSAGE_RATE_LIMIT.perEvent} messages to one event's attendees in a day`, async () => {
    const admin = await createMember(ctx, 'Org Limite');
    const { event } = await communityEvent(admin);
    for (let i = 0; i < EVENT_MESSAGE_RATE_LIMIT.perEvent; i++)
      expect((await message(admin, event.id, { body: `Aviso ${i}` })).status).toBe(200);
    const over = await message(admin, event.id, { body: 'Mais um' });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(MSG.common.rateLimited);
  });
});

describe("'Criar evento' on a community's and a company's page", () => {
  it('is offered to the roles that may create its events, as the events API decides', async () => {
    const [cAdmin, cMod, cMember, coEditor, stranger] = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((n) => createMember(ctx, `Flag ${n}`)),
    );
    const community = await insertCommunity(ctx, [
      { user: cAdmin!, role: 'admin' },
      { user: cMod!, role: 'moderator' },
      { user: cMember!, role: 'member' },
    ]);
    const company = await insertCompany(ctx, { staff: [{ user: coEditor!, role: 'editor' }] });
    const flag = async (who: TestMember, path: string) =>
      (await call(ctx, 'GET', path, { cookie: who.cookie })).body.viewer.canCreateEvents;
    const cases: [TestMember, string, boolean][] = [
      [cAdmin!, `/api/communities/${community.id}`, true],
      [cMod!, `/api/communities/${community.id}`, true],
      [cMember!, `/api/communities/${community.id}`, false],
      [stranger!, `/api/communities/${community.id}`, false],
      [coEditor!, `/api/companies/${company.id}`, true],
      [stranger!, `/api/companies/${company.id}`, false],
    ];
    for (const [who, path, expected] of cases) {
      expect(await flag(who, path), path).toBe(expected);
      const organiser = path.includes('communities')
        ? { kind: 'community', id: community.id }
        : { kind: 'company', id: company.id };
      const created = await call(ctx, 'POST', '/api/events', {
        cookie: who.cookie,
        body: { organiser, ...fields() },
      });
      expect(created.status === 201, path).toBe(expected);
    }
  });
});

async function readStored(key: string): Promise<Buffer> {
  const res = await ctx.app.request(`/uploads/${key}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
