import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALENT_ERRORS } from '../../../domain/copy/talent.js';
import { TALENT_CONTACT_RATE_LIMIT, TALENT_SEARCH_RATE_LIMIT } from '../../../domain/limits.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertCompany } from '../companies/fixtures.js';
import { contactTalent, optIn, searchTalent } from './fixtures.js';

// The talent search's limits, per staff member, in fixed windows: each search and each contact.

let ctx: TestContext;
let staff: TestMember;
let talent: TestMember;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: true });
  [staff, talent] = await Promise.all([
    createMember(ctx, 'Rita Recrutadora'),
    createMember(ctx, 'Tina Talento'),
  ]);
  await optIn(ctx, talent);
});
afterAll(() => ctx?.close());

const rateLimited = { error: { code: 'rate_limited', message: TALENT_ERRORS.rateLimited } };

describe('talent search limits', () => {
  it('answers 429 with a clear message past the searches allowed', async () => {
    const company = await insertCompany(ctx, staff);
    for (let i = 0; i < TALENT_SEARCH_RATE_LIMIT.perMember; i++)
      expect((await searchTalent(ctx, staff, company.id)).status, `search ${i + 1}`).toBe(200);
    const refused = await searchTalent(ctx, staff, company.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(rateLimited);
  });

  it('answers 429 past the contacts allowed', async () => {
    const company = await insertCompany(ctx, staff);
    for (let i = 0; i < TALENT_CONTACT_RATE_LIMIT.perMember; i++)
      expect([200, 201]).toContain((await contactTalent(ctx, staff, company.id, talent.id)).status);
    const refused = await contactTalent(ctx, staff, company.id, talent.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(rateLimited);
  });
});
