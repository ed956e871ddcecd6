import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PURPOSES } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { isDarkBanner, relativeLuminance } from '../../../domain/rules/luminance.js';
import { communities } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { solidJpeg, solidPng, TEXT_FILE } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { imageFile, join, multipart } from '../posts/fixtures.js';

let ctx: TestContext;
let ana: TestMember;
let mod: TestMember;
let communityId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Admin');
  mod = await createMember(ctx, 'Mona Moderadora');
  const res = await call(ctx, 'POST', '/api/communities', {
    cookie: ana.cookie,
    body: { name: 'Comunidade com Imagens', description: 'd' },
  });
  communityId = res.body.id;
  await join(ctx, mod, communityId, { role: 'moderator' });
});
afterAll(() => ctx?.close());

const upload = (kind: 'logo' | 'banner', file: File | string, member: TestMember | null = ana) =>
  multipart(ctx, 'POST', `/api/communities/${communityId}/${kind}`, { file }, member);

async function row() {
  const [found] = await ctx.db
    .select({
      logo: communities.logoUrl,
      banner: communities.bannerUrl,
      luminance: communities.bannerLuminance,
    })
    .from(communities)
    .where(eq(communities.id, communityId));
  return found!;
}

const files = async (kind: 'logo' | 'banner') =>
  ctx.store.list(`community-images/${kind === 'logo' ? 'logos' : 'banners'}/${communityId}/`);

/** A banner of two colours side by side, as a designer might make one. */
function twoToneBanner(left: string, right: string) {
  const half = { width: 800, height: 400, channels: 3 as const };
  return sharp({ create: { width: 1600, height: 400, channels: 3, background: left } })
    .composite([{ input: { create: { ...half, background: right } }, left: 800, top: 0 }])
    .png()
    .toBuffer();
}

describe('POST /api/communities/{id}/logo', () => {
  it('stores a 200×200 WebP under the community’s folder and replaces the previous one', async () => {
    const first = await upload('logo', imageFile(await solidPng(640, 480, '#7a1f5c'), 'logo.png'));
    expect(first.status).toBe(200);
    expect(first.body.logoUrl).toMatch(
      new RegExp(`^/uploads/community-images/logos/${communityId}/\\d+_[\\w-]+\\.webp$`),
    );
    expect(first.body.viewer.canEdit).toBe(true);
    const key = ctx.store.keyFromUrl(first.body.logoUrl)!;
    const stored = await sharp(await readStored(key)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual([
      'webp',
      IMAGE_PURPOSES.logo.width,
      IMAGE_PURPOSES.logo.height,
    ]);

    const second = await upload(
      'logo',
      imageFile(await solidJpeg(300, 300, '#f2a65a'), 'novo.jpg', 'image/jpeg'),
      mod,
    );
    expect(second.status).toBe(200);
    expect(second.body.logoUrl).not.toBe(first.body.logoUrl);
    expect((await row()).logo).toBe(second.body.logoUrl);
    expect(await files('logo')).toEqual([ctx.store.keyFromUrl(second.body.logoUrl)]);
    // The logo is also what the explore list shows.
    const list = await call(ctx, 'GET', '/api/communities', { cookie: ana.cookie });
    expect(list.body.items[0].logoUrl).toBe(second.body.logoUrl);
  });

  it('refuses what is not an image, or no file at all, and changes nothing', async () => {
    const before = await row();
    const beforeFiles = await files('logo');
    const text = await upload('logo', imageFile(TEXT_FILE, 'logo.png'));
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe(MSG.images.onlyImages);
    const missing = await upload('logo', 'não é arquivo');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(MSG.images.missingFile);
    const tooBig = await upload(
      'logo',
      imageFile(Buffer.alloc(IMAGE_PURPOSES.logo.maxBytes + 1, 1), 'grande.png'),
    );
    expect(tooBig.status).toBe(413);
    expect(await row()).toEqual(before);
    expect(await files('logo')).toEqual(beforeFiles);
  });
});

describe('POST /api/communities/{id}/banner', () => {
  it('measures a dark banner (white title) and a light one (dark title), deleting the older file', async () => {
    const plum = { r: 0x3b, g: 0x0f, b: 0x2e };
    const dark = await upload('banner', imageFile(await solidPng(1600, 500, '#3b0f2e'), 'escuro.png'));
    expect(dark.status).toBe(200);
    expect(dark.body.bannerUrl).toMatch(new RegExp(`^/uploads/community-images/banners/${communityId}/`));
    // The pipeline measures the stored pixels with the same formula as the domain rule.
    expect(dark.body.bannerLuminance).toBeCloseTo(relativeLuminance(plum), 3);
    expect(isDarkBanner(dark.body.bannerLuminance)).toBe(true);
    const stored = await sharp(await readStored(ctx.store.keyFromUrl(dark.body.bannerUrl)!)).metadata();
    expect([stored.width, stored.height]).toEqual([
      IMAGE_PURPOSES.banner.width,
      IMAGE_PURPOSES.banner.height,
    ]);

    const light = await upload(
      'banner',
      imageFile(await solidJpeg(1200, 300, '#fbe3d0'), 'claro.jpg', 'image/jpeg'),
    );
    expect(light.status).toBe(200);
    expect(light.body.bannerLuminance).toBeCloseTo(relativeLuminance({ r: 0xfb, g: 0xe3, b: 0xd0 }), 2);
    expect(isDarkBanner(light.body.bannerLuminance)).toBe(false);
    expect(await row()).toEqual({
      logo: expect.any(String),
      banner: light.body.bannerUrl,
      luminance: light.body.bannerLuminance,
    });
    expect(await files('banner')).toEqual([ctx.store.keyFromUrl(light.body.bannerUrl)]);
    // The detail page reads the same values.
    const detail = await call(ctx, 'GET', `/api/communities/${communityId}`, { cookie: mod.cookie });
    expect(detail.body).toMatchObject({
      bannerUrl: light.body.bannerUrl,
      bannerLuminance: light.body.bannerLuminance,
    });
  });

  it('averages the light of every pixel: half black, half white is light, not mid-grey', async () => {
    const res = await upload('banner', imageFile(await twoToneBanner('#000000', '#ffffff'), 'metade.png'));
    expect(res.status).toBe(200);
    expect(res.body.bannerLuminance).toBeCloseTo(0.5, 2);
  });

  it('keeps the banner when the upload is refused (5 MB, spec message)', async () => {
    const before = await row();
    const res = await upload('banner', imageFile(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'enorme.png'));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(MSG.images.bannerTooLarge);
    expect(await row()).toEqual(before);
  });
});

async function readStored(key: string): Promise<Buffer> {
  const res = await ctx.app.request(`/uploads/${key}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
