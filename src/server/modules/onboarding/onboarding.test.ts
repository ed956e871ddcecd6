import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingState } from '../../../domain/schemas/onboarding.js';
import { userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { insertCommunity } from '../communities/fixtures.js';
import { connectPair, invite } from '../network/fixtures.js';
import { preferenceEntry } from '../preferences/fixtures.js';
import { onboardingState } from './index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const state = async (member: TestMember) => {
  const res = await call(ctx, 'GET', '/api/onboarding', { cookie: member.cookie });
  expect(res.status).toBe(200);
  return res.body as OnboardingState;
};
const countOf = (s: OnboardingState, key: string) => s.steps.find((step) => step.key === key)?.count;

describe('onboarding', () => {
  it('answers 401 to a visitor', async () => {
    expect((await call(ctx, 'GET', '/api/onboarding')).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/onboarding/dismiss')).status).toBe(401);
  });

  it('greets a new member at 0% with the photo as her next step', async () => {
    const ana = await createMember(ctx, 'Ana Recém-Chegada');
    const s = await state(ana);
    expect(s.percent).toBe(0);
    expect(s.pending).toBe(true);
    expect(s.dismissedAt).toBeNull();
    expect(s.next).toMatchObject({ key: 'photo', label: 'Adicione uma foto de perfil' });
    expect(s.steps.map((step) => step.key)).toEqual([
      'photo',
      'title',
      'city',
      'skills',
      'preference',
      'communities',
      'people',
    ]);
  });

  it('counts each step from her real data, capped at its target', async () => {
    const bia = await createMember(ctx, 'Bia Contada');
    const others = await Promise.all([1, 2, 3, 4].map((n) => createMember(ctx, `Colega ${n}`)));
    await ctx.db
      .update(userProfile)
      .set({
        professionalTitle: 'Engenheira de dados',
        city: '  ',
        softSkills: ['Comunicação'],
        hardSkills: ['SQL', 'Python', 'Go'],
        profileImageUrl: '/uploads/bia.webp',
      })
      .where(eq(userProfile.id, bia.id));
    expect(
      (await call(ctx, 'POST', '/api/job-preferences', { body: preferenceEntry(), cookie: bia.cookie }))
        .status,
    ).toBe(201);
    // Two communities she belongs to, one she asked to join (not approved yet), one she runs.
    const founder = others[0]!;
    await insertCommunity(ctx, founder, { seats: [{ user: bia }] });
    await insertCommunity(ctx, founder, { seats: [{ user: bia }] });
    await insertCommunity(ctx, founder, { seats: [{ user: bia, approved: false }], requiresApproval: true });
    // One connection, one invitation waiting for an answer; one she received does not count.
    await connectPair(ctx, bia, others[1]!);
    expect((await invite(ctx, bia, others[2]!)).status).toBe(201);
    expect((await invite(ctx, others[3]!, bia)).status).toBe(201);

    const s = await state(bia);
    expect(countOf(s, 'photo')).toBe(1);
    expect(countOf(s, 'title')).toBe(1);
    expect(countOf(s, 'city')).toBe(0);
    expect(countOf(s, 'skills')).toBe(4);
    expect(countOf(s, 'preference')).toBe(1);
    expect(countOf(s, 'communities')).toBe(2);
    expect(countOf(s, 'people')).toBe(2);
    // 15 + 15 + 0 + 15 + 15 + 10 + 10
    expect(s.percent).toBe(80);
    expect(s.next?.key).toBe('city');

    await insertCommunity(ctx, bia);
    expect(countOf(await state(bia), 'communities')).toBe(3);
  });

  it('reads her whole setup in one statement', async () => {
    const carla = await createMember(ctx, 'Carla Contada');
    expect(await countQueries(ctx.db, () => onboardingState(ctx.db, carla.id))).toBe(1);
  });

  it("'Pular por enquanto' stops the greeting for her only, and is idempotent", async () => {
    const dani = await createMember(ctx, 'Dani Pulou');
    const eva = await createMember(ctx, 'Eva Não Pulou');
    const first = await call(ctx, 'POST', '/api/onboarding/dismiss', { cookie: dani.cookie });
    expect(first.status).toBe(200);
    const dismissed = first.body as OnboardingState;
    expect(dismissed.pending).toBe(false);
    expect(dismissed.dismissedAt).not.toBeNull();
    expect(dismissed.next?.key).toBe('photo');

    const again = (await call(ctx, 'POST', '/api/onboarding/dismiss', { cookie: dani.cookie }))
      .body as OnboardingState;
    expect(again.dismissedAt).toBe(dismissed.dismissedAt);
    expect((await state(eva)).pending).toBe(true);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths['/onboarding'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401']),
    );
    expect(Object.keys(doc.paths['/onboarding/dismiss'].post.responses)).toEqual(
      expect.arrayContaining(['200', '401']),
    );
    expect(JSON.stringify(doc.paths['/onboarding'].get.responses['200'])).toContain('dismissedAt');
  });
});
