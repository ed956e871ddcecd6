import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser, professionalExperience, userProfile } from '../../db/schema/index.js';
import { createFaultyTestContext, type FaultyTestContext } from '../../test/faults.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { experienceEntry } from '../experience/fixtures.js';

// Issue 13, point 15, for her profile and her CV: a save is answered by what its own
// transaction wrote or read, so a connection dropping after a write is an error AND no change.
// Without a fault, the answer is exactly what a later read finds.

let ctx: FaultyTestContext;
let ana: TestMember;

beforeAll(async () => {
  ctx = await createFaultyTestContext();
  ana = await createMember(ctx, 'Ana Currículo');
});
afterAll(() => ctx?.close());

const send = (method: string, path: string, body?: unknown) =>
  call(ctx, method, path, { cookie: ana.cookie, body });

async function profileState() {
  const [profile] = await ctx.db.select().from(userProfile).where(eq(userProfile.id, ana.id));
  const [account] = await ctx.db
    .select({ name: authUser.name })
    .from(authUser)
    .where(eq(authUser.id, ana.id));
  return { profile, account };
}

const experienceRows = () =>
  ctx.db.select().from(professionalExperience).where(eq(professionalExperience.userId, ana.id));

const profileForm = (fullName: string) => ({
  fullName,
  professionalTitle: 'Engenheira de Dados',
  bio: null,
  phone: null,
  state: 'PE',
  city: 'Recife',
  birthDate: null,
  experienceYears: 5,
  linkedinUrl: null,
  websiteUrl: null,
  lattesUrl: null,
  isLookingForJob: true,
  softSkills: [],
  hardSkills: ['SQL'],
  filhos: [],
  idiomas: [],
});

describe('PUT /api/profile/me', () => {
  it('answers an error and changes neither her profile nor her account name when the connection drops between the two updates', async () => {
    const before = await profileState();
    const res = await ctx.faults.dropAfterWrite(
      () => send('PUT', '/api/profile/me', profileForm('Ana Nunca Salva')),
      'any',
    );
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await profileState()).toEqual(before);
  });

  it('answers, when nothing fails, exactly the profile a later read finds', async () => {
    const res = await send('PUT', '/api/profile/me', profileForm('Ana Salva'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'Ana Salva', location: 'Recife, PE' });
    expect((await send('GET', '/api/profile/me')).body).toEqual(res.body);
    expect((await profileState()).account?.name).toBe('Ana Salva');
  });
});

describe('PUT /api/experiences (save all)', () => {
  it('answers an error and saves no row when the connection drops after the writes', async () => {
    const saved = await send('PUT', '/api/experiences', { entries: [experienceEntry()] });
    expect(saved.status).toBe(200);
    const before = await experienceRows();
    const entries = [
      { ...experienceEntry({ role: 'Nunca salva' }), id: saved.body[0].id },
      experienceEntry({ company: 'Nova', startMonth: '2023-01', endMonth: '2024-01' }),
    ];
    // After the update: the insert that follows it ('any'), or the list read last ('read').
    for (const next of ['read', 'any'] as const) {
      const res = await ctx.faults.dropAfterWrite(() => send('PUT', '/api/experiences', { entries }), next);
      expect(ctx.faults.fired, next).toBe(true);
      expect(res.status, next).toBeGreaterThanOrEqual(500);
      expect(await experienceRows(), next).toEqual(before);
    }
  });

  it('answers, when nothing fails, exactly the list a later read finds', async () => {
    const res = await send('PUT', '/api/experiences', {
      entries: [
        experienceEntry({ company: 'Outra', startMonth: '2024-02', endMonth: null, isCurrent: true }),
      ],
    });
    expect(res.status).toBe(200);
    expect((await send('GET', '/api/experiences')).body).toEqual(res.body);
  });
});
