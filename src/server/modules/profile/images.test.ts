import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { handmadePng, solidPng, TEXT_FILE } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';

let ctx: TestContext;
let ana: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Lúcia Araújo');
});
afterAll(() => ctx?.close());

function upload(kind: 'avatar' | 'banner', bytes: Buffer, name: string, member: TestMember | null = ana) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  return ctx.app.request(`/api/profile/me/${kind}`, {
    method: 'PUT',
    body: form,
    headers: member ? { cookie: member.cookie } : {},
  });
}

async function storedFiles(userId: string) {
  return [
    ...(await ctx.store.list(`user-profile-img/${userId}/`)),
    ...(await ctx.store.list(`profile-banners/${userId}/`)),
  ];
}

async function profileImages(userId: string) {
  const [row] = await ctx.db
    .select({ avatar: userProfile.profileImageUrl, banner: userProfile.profileBannerUrl })
    .from(userProfile)
    .where(eq(userProfile.id, userId));
  return row;
}

describe('profile image uploads', () => {
  it('refuses hostile files with a clear 4xx and stores nothing', async () => {
    // A member of her own: the other tests store Ana's images.
    const bia = await createMember(ctx, 'Bia Imagens');
    const cases = [
      {
        kind: 'avatar' as const,
        bytes: TEXT_FILE,
        name: 'foto.png',
        status: 415,
        message: 'Por favor, selecione apenas arquivos de imagem.',
      },
      {
        kind: 'banner' as const,
        bytes: randomBytes(6 * 1024 * 1024),
        name: 'capa.png',
        status: 413,
        message: 'A imagem deve ter no máximo 5MB.',
      },
      {
        kind: 'banner' as const,
        bytes: handmadePng(20000, 20000),
        name: 'enorme.png',
        status: 422,
        message: 'A imagem tem dimensões grandes demais. Envie uma imagem menor.',
      },
    ];
    for (const c of cases) {
      const res = await upload(c.kind, c.bytes, c.name, bia);
      expect(res.status, c.name).toBe(c.status);
      expect((await res.json()).error.message, c.name).toBe(c.message);
    }
    expect(await storedFiles(bia.id)).toEqual([]);
    expect(await profileImages(bia.id)).toEqual({ avatar: null, banner: null });
  });

  it('stores a real image re-encoded, serves it, and deletes the previous one on replace', async () => {
    const first = await upload('avatar', await solidPng(800, 600, '#7a1f5c'), 'eu.png');
    expect(first.status).toBe(200);
    const { url: firstUrl } = await first.json();
    expect(firstUrl).toMatch(new RegExp(`^/uploads/user-profile-img/${ana.id}/${ana.id}-[\\w-]+\\.webp$`));
    const served = await ctx.app.request(firstUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const second = await upload('avatar', await solidPng(400, 400, '#f2a65a'), 'eu2.png');
    const { url: secondUrl } = await second.json();
    expect(secondUrl).not.toBe(firstUrl);
    expect((await ctx.app.request(firstUrl)).status).toBe(404);
    expect(await profileImages(ana.id)).toMatchObject({ avatar: secondUrl });

    // An invalid replacement keeps the current image.
    expect((await upload('avatar', TEXT_FILE, 'x.png')).status).toBe(415);
    expect((await ctx.app.request(secondUrl)).status).toBe(200);
    expect(await profileImages(ana.id)).toMatchObject({ avatar: secondUrl });
  });

  it('stores a banner at the spec path shape', async () => {
    const res = await upload('banner', await solidPng(1600, 500, '#222222'), 'capa.png');
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(
      new RegExp(`^/uploads/profile-banners/${ana.id}/banner_\\d+_[\\w-]+\\.webp$`),
    );
  });

  it('answers 401 to a visitor and 400 to an empty form', async () => {
    expect((await upload('avatar', await solidPng(10, 10, '#fff'), 'a.png', null)).status).toBe(401);
    const res = await ctx.app.request('/api/profile/me/avatar', {
      method: 'PUT',
      body: new FormData(),
      headers: { cookie: ana.cookie },
    });
    expect(res.status).toBe(400);
  });
});
