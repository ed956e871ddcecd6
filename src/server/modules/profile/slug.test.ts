import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';

// Each test signs up the members it needs: none relies on a slug another test took or changed.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const check = (slug: string, member: TestMember | null) =>
  call(ctx, 'GET', `/api/profile/slug-availability?slug=${encodeURIComponent(slug)}`, {
    cookie: member?.cookie,
  });
const change = (slug: unknown, member: TestMember | null) =>
  call(ctx, 'PUT', '/api/profile/me/slug', { body: { slug }, cookie: member?.cookie });
const slugOf = async (id: string) =>
  (await ctx.db.select({ slug: userProfile.slug }).from(userProfile).where(eq(userProfile.id, id)))[0]!.slug;

let signUps = 0;
/** Ana and Bia, new members whose sign-up gave them slugs of their own (from their names). */
async function anaAndBia() {
  signUps += 1;
  const ana = await createMember(ctx, `Ana Slug ${signUps}`);
  const bia = await createMember(ctx, `Bia Slug ${signUps}`);
  return { ana, bia, anaSlug: await slugOf(ana.id), biaSlug: await slugOf(bia.id) };
}

describe('public address (slug)', () => {
  it('answers 401 to a visitor', async () => {
    expect((await check('qualquer', null)).status).toBe(401);
    expect((await change('qualquer', null)).status).toBe(401);
  });

  it('tells whether a slug is valid and free, normalised to lower case', async () => {
    const { ana, bia, anaSlug, biaSlug } = await anaAndBia();
    expect((await check('  Ana-Nova ', ana)).body).toEqual({
      slug: 'ana-nova',
      valid: true,
      available: true,
    });
    expect((await check(biaSlug, ana)).body).toEqual({ slug: biaSlug, valid: true, available: false });
    expect((await check(anaSlug, ana)).body).toEqual({ slug: anaSlug, valid: true, available: true });
    expect((await check('ana lúcia!', ana)).body).toEqual({
      slug: 'ana lúcia!',
      valid: false,
      available: false,
    });
    expect((await check('', ana)).body).toMatchObject({ valid: false, available: false });
    // Another member's user id is hers alone (/m/{id} finds members by id).
    expect((await check(bia.id, ana)).body).toMatchObject({ valid: true, available: false });
    expect((await check(ana.id, ana)).body).toMatchObject({ valid: true, available: true });
  });

  it('changes her slug, lower-cased', async () => {
    const { ana, bia, anaSlug } = await anaAndBia();
    const res = await change('Ana-Dados', ana);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ slug: 'ana-dados' });
    expect(await slugOf(ana.id)).toBe('ana-dados');
    expect((await check(anaSlug, bia)).body.available).toBe(true);
    // Saving her current slug again is fine.
    expect((await change('ana-dados', ana)).status).toBe(200);
  });

  it("refuses other characters with 'Use apenas letras, números e hifens.'", async () => {
    const { ana, anaSlug } = await anaAndBia();
    for (const slug of ['ana dados', 'ana_dados', 'ána', '', 'a'.repeat(61)]) {
      const res = await change(slug, ana);
      expect(res.status, slug).toBe(400);
      expect(res.body.error).toEqual({
        code: 'invalid_input',
        message: 'Use apenas letras, números e hifens.',
        fields: { slug: 'Use apenas letras, números e hifens.' },
      });
    }
    expect((await change(42, ana)).status).toBe(400);
    expect(await slugOf(ana.id)).toBe(anaSlug);
  });

  it("refuses a taken slug with 409 'Este nome de usuária não está disponível ou é inválido.'", async () => {
    const { ana, bia, anaSlug, biaSlug } = await anaAndBia();
    for (const slug of [biaSlug, biaSlug.toUpperCase(), bia.id]) {
      const res = await change(slug, ana);
      expect(res.status, slug).toBe(409);
      expect(res.body.error.message).toBe(MSG.slug.saveInvalid);
    }
    expect(await slugOf(ana.id)).toBe(anaSlug);
    expect(await slugOf(bia.id)).toBe(biaSlug);
  });

  it('lets only one of two members racing for the same slug have it', async () => {
    const { ana, bia } = await anaAndBia();
    const [first, second] = await Promise.all([change('disputado', ana), change('disputado', bia)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? ana : bia;
    expect(await slugOf(winner.id)).toBe('disputado');
  });
});
