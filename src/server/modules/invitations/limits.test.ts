import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CANDIDATES_RATE_LIMIT, ACCESS_INVITATIONS_RATE_LIMIT } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertCommunity } from '../communities/fixtures.js';
import { insertCompany } from '../companies/fixtures.js';
import { candidates, invitationRows, offer, unknownAddress } from './fixtures.js';

// The grant pages' limits (issue 13), per searching or offering member, in a fixed window.

let ctx: TestContext;
let admin: TestMember;
let other: TestMember;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: true });
  [admin, other] = await Promise.all([
    createMember(ctx, 'Alice Buscadora'),
    createMember(ctx, 'Olívia Outra'),
  ]);
});
afterAll(() => ctx?.close());

const rateLimited = { error: { code: 'rate_limited', message: MSG.common.rateLimited } };

describe('the people search', () => {
  it('answers 429 past the limit, across her grant pages, and not to another member', async () => {
    const group = await insertCommunity(ctx, admin, { label: 'Limite' });
    const acme = await insertCompany(ctx, admin);
    const { perMember } = ACCESS_CANDIDATES_RATE_LIMIT;
    for (let i = 0; i < perMember; i++) {
      const [kind, id] = i % 2 === 0 ? (['community', group.id] as const) : (['company', acme.id] as const);
      const res = await candidates(ctx, admin, kind, id, `Nome ${i}`);
      expect(res.status, `search ${i + 1}`).toBe(200);
    }
    const refused = await candidates(ctx, admin, 'company', acme.id, 'Olívia');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(rateLimited);
    // Her own count: another admin searches on.
    const theirs = await insertCommunity(ctx, other, { label: 'Outra' });
    expect((await candidates(ctx, other, 'community', theirs.id, 'Alice')).status).toBe(200);
  });
});

describe('role offers', () => {
  it('answers 429 past the limit and creates no invitation then', async () => {
    const group = await insertCommunity(ctx, other, { label: 'Ofertas' });
    const { perMember } = ACCESS_INVITATIONS_RATE_LIMIT;
    for (let i = 0; i < perMember; i++) {
      const res = await offer(ctx, other, 'community', group.id, {
        email: unknownAddress('lote'),
        role: 'member',
      });
      expect(res.status, `offer ${i + 1}`).toBe(200);
    }
    const refused = await offer(ctx, other, 'community', group.id, {
      email: unknownAddress('demais'),
      role: 'member',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(rateLimited);
    expect(await invitationRows(ctx, group.id)).toHaveLength(perMember);
  });
});
