import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PURPOSES } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { isDarkBanner, relativeLuminance } from '../../../domain/rules/luminance.js';
import { companies } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { solidJpeg, solidPng, TEXT_FILE } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { imageFile, multipart } from '../posts/fixtures.js';
import { insertCompany } from './fixtures.js';

// A company's logo and banner go through the same pipeline as a community's
// (shared/group-images.ts), into the company's own folders.

let ctx: TestContext;
let ana: TestMember;
let edna: TestMember;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Admin');
  edna = await createMember(ctx, 'Edna Editora');
  companyId = (await insertCompany(ctx, ana, { staff: [{ user: edna, role: 'editor' }] })).id;
});
afterAll(() => ctx?.close());

const upload = (kind: 'logo' | 'banner', file: File | string, member: TestMember = ana) =>
  multipart(ctx, 'POST', `/api/companies/${companyId}/${kind}`, { file }, member);

async function row() {
  const [found] = await ctx.db
    .select({ logo: companies.logoUrl, banner: companies.bannerUrl, luminance: companies.bannerLuminance })
    .from(companies)
    .where(eq(companies.id, companyId));
  return found!;
}

const files = (kind: 'logo' | 'banner') =>
  ctx.store.list(`company-images/${kind === 'logo' ? 'logos' : 'banners'}/${companyId}/`);

async function readStored(url: string): Promise<Buffer> {
  const res = await ctx.app.request(`/uploads/${ctx.store.keyFromUrl(url)}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('POST /api/companies/{id}/logo', () => {
  it('stores a 200×200 WebP in the company’s folder and replaces the previous one (editor too)', async () => {
    const first = await upload('logo', imageFile(await solidPng(640, 480, '#7a1f5c'), 'logo.png'));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.logoUrl).toMatch(
      new RegExp(`^/uploads/company-images/logos/${companyId}/\\d+_[\\w-]+\\.webp$`),
    );
    const stored = await sharp(await readStored(first.body.logoUrl)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual([
      'webp',
      IMAGE_PURPOSES.logo.width,
      IMAGE_PURPOSES.logo.height,
    ]);
    const second = await upload(
      'logo',
      imageFile(await solidJpeg(300, 300, '#f2a65a'), 'n.jpg', 'image/jpeg'),
      edna,
    );
    expect(second.status).toBe(200);
    expect(second.body.viewer.role).toBe('editor');
    expect((await row()).logo).toBe(second.body.logoUrl);
    expect(await files('logo')).toEqual([ctx.store.keyFromUrl(second.body.logoUrl)]);
    // The list of her companies shows it too.
    const mine = await call(ctx, 'GET', '/api/companies/mine', { cookie: ana.cookie });
    expect(mine.body[0].logoUrl).toBe(second.body.logoUrl);
  });

  it('refuses what is not an image, no file at all, or too large a file, changing nothing', async () => {
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
      imageFile(Buffer.alloc(IMAGE_PURPOSES.logo.maxBytes + 1, 1), 'g.png'),
    );
    expect(tooBig.status).toBe(413);
    expect(await row()).toEqual(before);
    expect(await files('logo')).toEqual(beforeFiles);
  });
});

describe('POST /api/companies/{id}/banner', () => {
  it('records the banner’s luminance (dark, then light), deleting the older file', async () => {
    const dark = await upload('banner', imageFile(await solidPng(1600, 500, '#3b0f2e'), 'escuro.png'));
    expect(dark.status).toBe(200);
    expect(dark.body.bannerUrl).toMatch(new RegExp(`^/uploads/company-images/banners/${companyId}/`));
    expect(dark.body.bannerLuminance).toBeCloseTo(relativeLuminance({ r: 0x3b, g: 0x0f, b: 0x2e }), 3);
    expect(isDarkBanner(dark.body.bannerLuminance)).toBe(true);
    const stored = await sharp(await readStored(dark.body.bannerUrl)).metadata();
    expect([stored.width, stored.height]).toEqual([
      IMAGE_PURPOSES.banner.width,
      IMAGE_PURPOSES.banner.height,
    ]);

    const light = await upload(
      'banner',
      imageFile(await solidJpeg(1200, 300, '#fbe3d0'), 'c.jpg', 'image/jpeg'),
    );
    expect(light.status).toBe(200);
    expect(isDarkBanner(light.body.bannerLuminance)).toBe(false);
    expect(await row()).toEqual({
      logo: expect.any(String),
      banner: light.body.bannerUrl,
      luminance: light.body.bannerLuminance,
    });
    expect(await files('banner')).toEqual([ctx.store.keyFromUrl(light.body.bannerUrl)]);
  });

  it('keeps the banner when the upload is over 5 MB (spec message)', async () => {
    const before = await row();
    const res = await upload('banner', imageFile(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'enorme.png'));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(MSG.images.bannerTooLarge);
    expect(await row()).toEqual(before);
  });
});
