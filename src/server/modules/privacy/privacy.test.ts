import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_COPY } from '../../../domain/copy/privacy.js';
import {
  PRIVACY_AUDIENCES,
  PRIVACY_DEFAULTS,
  PRIVACY_FIELDS,
  type PrivacyAudience,
  type PrivacyField,
  type PrivacySettings,
} from '../../../domain/rules/privacy.js';
import { memberPrivacy } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { openDirect } from '../chat/fixtures.js';
import { connectPair } from '../network/fixtures.js';
import { community, join, publish } from '../posts/fixtures.js';
import { publicProfileHead } from '../profile/index.js';
import { insertApplication, insertCompany, insertVacancy } from '../vacancies/fixtures.js';

// Issue 19, privacy per field: for every audience she may choose, every reader's standing
// (herself, a connection, another member, a visitor) and every endpoint that returns a field,
// the field is there exactly when the audience includes the reader. The expected answers are
// written out here, not derived from the rule under test.

type Standing = 'owner' | 'connection' | 'member' | 'anonymous';
const STANDINGS: Standing[] = ['owner', 'connection', 'member', 'anonymous'];

/** Who sees a field shown to each audience. */
const SEES: Record<PrivacyAudience, Standing[]> = {
  nobody: ['owner'],
  connections: ['owner', 'connection'],
  members: ['owner', 'connection', 'member'],
  public: ['owner', 'connection', 'member', 'anonymous'],
};

const PROFILE = {
  fullName: 'Olga Privacidade',
  professionalTitle: 'Analista de Segurança',
  bio: null,
  phone: '(21) 95555-4444',
  state: 'RJ',
  city: 'Niterói',
  birthDate: '1985-09-30',
  experienceYears: 12,
  linkedinUrl: null,
  websiteUrl: null,
  lattesUrl: null,
  isLookingForJob: true,
  softSkills: [],
  hardSkills: [],
  filhos: [{ nome: 'Nina', birth_date: '2016-03-02' }],
  idiomas: [],
};

let ctx: TestContext;
let olga: TestMember;
let carla: TestMember; // her connection
let marta: TestMember; // another member
let readers: Record<Standing, TestMember | null>;
/** A community each signed-in reader administers, where Olga takes part (the grant pages). */
const places = {} as Record<Standing, string>;
let vacancyId: string;

const everywhere = (audience: PrivacyAudience): PrivacySettings =>
  Object.fromEntries(PRIVACY_FIELDS.map((field) => [field, audience])) as PrivacySettings;

async function choose(settings: PrivacySettings) {
  const res = await call(ctx, 'PUT', '/api/me/privacy', { cookie: olga.cookie, body: settings });
  expect(res.status).toBe(200);
  expect(res.body).toEqual(settings);
}

beforeAll(async () => {
  ctx = await createTestContext();
  olga = await createMember(ctx, 'Olga Privacidade');
  carla = await createMember(ctx, 'Carla Conexão');
  marta = await createMember(ctx, 'Marta Membro');
  readers = { owner: olga, connection: carla, member: marta, anonymous: null };
  expect((await call(ctx, 'PUT', '/api/profile/me', { cookie: olga.cookie, body: PROFILE })).status).toBe(
    200,
  );
  await connectPair(ctx, olga, carla);
  expect((await publish(ctx, olga, { content: 'Publicação da Olga', audience: 'members' })).status).toBe(201);
  for (const standing of ['owner', 'connection', 'member'] as const) {
    const place = await community(ctx, `Comunidade de ${standing}`);
    await join(ctx, readers[standing]!, place.id, { role: 'admin' });
    if (standing !== 'owner') await join(ctx, olga, place.id);
    places[standing] = place.id;
  }
  // Marta is staff of a company Olga applied to.
  const firm = await insertCompany(ctx, { staff: [{ user: marta, role: 'admin' }] });
  vacancyId = (await insertVacancy(ctx, firm.id, { city: 'Niterói', state: 'RJ' })).id;
  await insertApplication(ctx, vacancyId, olga);
});

afterAll(() => ctx?.close());

const BACKFILL = readFileSync(
  new URL('../../db/hand-written/0009_privacy_backfill.sql', import.meta.url),
  'utf8',
);

const get = (reader: TestMember | null, path: string) => call(ctx, 'GET', path, { cookie: reader?.cookie });

/** What each endpoint returning a field lets this reader see of Olga: field → seen or not. */
async function whatReaderSees(standing: Standing): Promise<Record<string, boolean>> {
  const reader = readers[standing];
  const seen: Record<string, boolean> = {};

  const profile = (await get(reader, `/api/profiles/${olga.id}`)).body;
  seen['profile email'] = profile.email === olga.email;
  seen['profile phone'] = profile.phone === PROFILE.phone;
  seen['profile city'] = profile.location === 'Niterói, RJ';
  seen['profile birthday'] = JSON.stringify(profile.birthday) === JSON.stringify({ day: 30, month: 9 });
  seen['profile children'] = profile.childrenAges.length === 1;
  seen['profile connections'] = profile.shows.connections;
  seen['profile activity'] = profile.shows.activity;
  expect(JSON.stringify(profile)).not.toContain('1985');
  expect(JSON.stringify(profile)).not.toContain('Nina');
  if (reader === null) return seen;

  const list = await get(reader, `/api/members/${olga.id}/connections`);
  expect([200, 403]).toContain(list.status);
  if (list.status === 403) expect(list.body.error.message).toBe(PRIVACY_COPY.connectionsHidden);
  else expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([carla.id]);
  seen['member connections list'] = list.status === 200;
  seen['member activity'] = (await get(reader, `/api/members/${olga.id}/posts`)).body.items.length === 1;

  const hit = (await get(reader, '/api/search?q=Olga%20Privacidade')).body.professionals.items.find(
    (p: { id: string }) => p.id === olga.id,
  );
  seen['search city'] = hit.location === 'Niterói, RJ';
  const candidate = (
    await get(reader, `/api/communities/${places[standing]}/access/candidates?q=Olga`)
  ).body.find((p: { userId: string }) => p.userId === olga.id);
  seen['grant search email'] = candidate.email === olga.email;

  if (standing !== 'owner') {
    const card = (await get(reader, '/api/network/people?q=Olga')).body.items.find(
      (p: { id: string }) => p.id === olga.id,
    );
    seen['people card city'] = card.city === 'Niterói' && card.state === 'RJ';
    const direct = await openDirect(ctx, reader, olga);
    expect(direct.status).toBeLessThan(300);
    const other = direct.body.participants.find((p: { id: string }) => p.id === olga.id);
    seen['chat card city'] = other.city === 'Niterói' && other.state === 'RJ';
    const admins = (await get(reader, `/api/communities/${places[standing]}/members`)).body;
    const row = admins.find((m: { userId: string }) => m.userId === olga.id);
    seen['grant members email'] = row.email === olga.email;
  }
  if (standing === 'connection') {
    const mine = (await get(reader, '/api/network/connections')).body.items.find(
      (p: { id: string }) => p.id === olga.id,
    );
    seen['connections card city'] = mine.city === 'Niterói';
  }
  return seen;
}

/** The field each seen key is about. */
const FIELD_OF: Record<string, PrivacyField> = {
  'profile email': 'email',
  'profile phone': 'phone',
  'profile city': 'city',
  'profile birthday': 'birthday',
  'profile children': 'children',
  'profile connections': 'connections',
  'profile activity': 'activity',
  'member connections list': 'connections',
  'member activity': 'activity',
  'search city': 'city',
  'grant search email': 'email',
  'people card city': 'city',
  'chat card city': 'city',
  'grant members email': 'email',
  'connections card city': 'city',
};

describe('privacy per field: the matrix', { timeout: 120_000 }, () => {
  for (const audience of PRIVACY_AUDIENCES) {
    it(`every field shown to '${audience}' reaches exactly ${SEES[audience].join(', ')}, on every endpoint`, async () => {
      await choose(everywhere(audience));
      for (const standing of STANDINGS) {
        const seen = await whatReaderSees(standing);
        const expected = Object.fromEntries(
          Object.keys(seen).map((key) => [key, SEES[audience].includes(standing)]),
        );
        expect(seen, `${standing} / ${audience}`).toEqual(expected);
        // Every field is checked on at least its profile entry.
        expect(new Set(Object.keys(seen).map((key) => FIELD_OF[key]))).toEqual(new Set(PRIVACY_FIELDS));
      }
    });
  }

  it('decides each field on its own', async () => {
    const mixed: PrivacySettings = {
      email: 'public',
      phone: 'nobody',
      city: 'connections',
      birthday: 'members',
      children: 'public',
      connections: 'nobody',
      activity: 'connections',
    };
    await choose(mixed);
    for (const standing of STANDINGS) {
      const seen = await whatReaderSees(standing);
      for (const [key, value] of Object.entries(seen)) {
        expect(value, `${standing}: ${key}`).toBe(SEES[mixed[FIELD_OF[key]!]].includes(standing));
      }
    }
  });

  it('never puts her e-mail, phone or city in the preview card (Open Graph), even when public', async () => {
    await choose(everywhere('public'));
    const head = publicProfileHead({
      db: ctx.db,
      publicUrl: 'https://elas.example',
      logger: createLogger('silent', false),
    });
    const html = (await head(`/perfil-publico/${olga.id}`))!;
    expect(html).toContain('Olga Privacidade');
    for (const secret of [olga.email, '95555', 'Niterói', '30/09']) expect(html).not.toContain(secret);
  });

  it("shows staff her place on her application whatever she chose: applying shares her CV's summary", async () => {
    await choose(everywhere('nobody'));
    const res = await get(marta, `/api/vacancies/${vacancyId}/applications`);
    expect(res.status).toBe(200);
    const applicant = res.body.items.find((a: { userId: string }) => a.userId === olga.id);
    expect(applicant.location).toBe('Niterói, RJ');
    expect(JSON.stringify(applicant)).not.toContain(olga.email);
    expect(JSON.stringify(applicant)).not.toContain('95555');
  });
});

describe('GET and PUT /api/me/privacy', () => {
  it('answers the defaults to a member who never chose, and 401 without a session', async () => {
    const dora = await createMember(ctx, 'Dora Padrão');
    expect((await get(dora, '/api/me/privacy')).body).toEqual(PRIVACY_DEFAULTS);
    expect((await get(null, '/api/me/privacy')).status).toBe(401);
    expect((await call(ctx, 'PUT', '/api/me/privacy', { body: PRIVACY_DEFAULTS })).status).toBe(401);
  });

  it('refuses an unknown audience or a missing field with a pt-BR message, and changes nothing', async () => {
    await choose(everywhere('members'));
    const bad = await call(ctx, 'PUT', '/api/me/privacy', {
      cookie: olga.cookie,
      body: { ...everywhere('public'), email: 'todo mundo' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(PRIVACY_COPY.invalidAudience);
    const { phone: _phone, ...missing } = everywhere('public');
    expect((await call(ctx, 'PUT', '/api/me/privacy', { cookie: olga.cookie, body: missing })).status).toBe(
      400,
    );
    expect((await get(olga, '/api/me/privacy')).body).toEqual(everywhere('members'));
  });

  it('keeps the database to the four audiences (check constraint)', async () => {
    await expect(
      ctx.db.execute(sql`update ${memberPrivacy} set city = 'todo mundo' where user_id = ${olga.id}`),
    ).rejects.toThrow();
  });

  it('lists her choices in her data export', async () => {
    await choose({ ...everywhere('connections'), email: 'public' });
    const exported = (await get(olga, '/api/profile/export')).body;
    expect(exported.privacy).toEqual({ ...everywhere('connections'), email: 'public' });
  });
});

describe('the migration carries show_email / show_phone over (hand-written backfill)', () => {
  it("makes an e-mail or phone she showed 'public', and leaves the others to the defaults", async () => {
    const [a, b, c] = [
      await createMember(ctx, 'Ana Mostrava'),
      await createMember(ctx, 'Bia Telefone'),
      await createMember(ctx, 'Cris Discreta'),
    ];
    const ids = [a.id, b.id, c.id];
    await ctx.db.execute(sql`delete from ${memberPrivacy} where user_id = any(${sql.param(ids)}::uuid[])`);
    // The columns as they were before the migration, for these three members.
    await ctx.db.execute(
      sql`alter table user_profile add column show_email boolean not null default false,
        add column show_phone boolean not null default false`,
    );
    try {
      await ctx.db.execute(sql`update user_profile set show_email = true where id = ${a.id}`);
      await ctx.db.execute(sql`update user_profile set show_phone = true where id = ${b.id}`);
      await ctx.db.execute(sql.raw(BACKFILL));
    } finally {
      await ctx.db.execute(sql`alter table user_profile drop column show_email, drop column show_phone`);
    }
    expect((await get(a, '/api/me/privacy')).body).toMatchObject({ email: 'public', phone: 'nobody' });
    expect((await get(b, '/api/me/privacy')).body).toMatchObject({ email: 'nobody', phone: 'public' });
    expect((await get(c, '/api/me/privacy')).body).toEqual(PRIVACY_DEFAULTS);
    // The generated migration runs the same statement between creating the table and dropping the columns.
    const migration = readFileSync(new URL('../../db/migrations/0009_privacy.sql', import.meta.url), 'utf8');
    const statement = (text: string) =>
      text
        .split('\n')
        .filter((line) => !line.startsWith('--'))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    expect(statement(migration)).toContain(statement(BACKFILL));
    expect(migration.indexOf('INSERT INTO "member_privacy"')).toBeLessThan(
      migration.indexOf('DROP COLUMN "show_email"'),
    );
  });
});
