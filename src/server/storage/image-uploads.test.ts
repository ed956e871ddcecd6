import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { expectAppError, makeTempDir, solidJpeg, solidPng, TEXT_FILE } from '../test/image-fixtures.js';
import { imageKey, userImageFolders } from './image-keys.js';
import { deletePrefix, replaceImage, storeImage } from './image-uploads.js';
import { createObjectStore } from './index.js';
import { createLocalStore, serveLocalUploads } from './local-store.js';
import type { ObjectStore } from './object-store.js';

let tmp: Awaited<ReturnType<typeof makeTempDir>>;
let root: string;
let store: ObjectStore;
const userId = 'user-1';

beforeEach(async () => {
  tmp = await makeTempDir();
  root = path.join(tmp.dir, 'uploads');
  store = createLocalStore(root);
});
afterEach(() => tmp.cleanup());

describe('storeImage', () => {
  it('processes, stores and returns the public URL, size and luminance', async () => {
    const key = imageKey('profileBanner', userId);

    const stored = await storeImage(store, 'banner', key, await solidJpeg(2400, 600, '#101010'));

    expect(stored).toMatchObject({ key, url: `/uploads/${key}`, width: 1200, height: 300 });
    expect(stored.luminance).toBeLessThan(0.1);
    expect(await store.list(`profile-banners/${userId}/`)).toEqual([key]);

    const served = await new Hono().route('/uploads', serveLocalUploads(root)).request(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 300 });
  });

  it('stores nothing for an invalid upload', async () => {
    await expectAppError(
      storeImage(store, 'post', imageKey('post', userId), TEXT_FILE),
      415,
      MSG.images.onlyImages,
    );
    expect(await store.list('')).toEqual([]);
  });

  it('refuses a key whose extension would lie about the stored WebP', async () => {
    const png = await solidPng(10, 10, 'red');
    await expect(storeImage(store, 'post', imageKey('post', userId, 'png'), png)).rejects.toThrow(/\.webp/);
  });
});

describe('replaceImage', () => {
  it('stores the new image, then deletes the previous one', async () => {
    const first = await storeImage(
      store,
      'avatar',
      imageKey('avatar', userId),
      await solidPng(50, 50, 'red'),
    );
    const secondKey = imageKey('avatar', userId);

    const second = await replaceImage(store, 'avatar', secondKey, await solidPng(50, 50, 'blue'), first.url);

    expect(second).toMatchObject({ key: secondKey, url: `/uploads/${secondKey}`, previousDeleted: true });
    expect(await store.list(`user-profile-img/${userId}/`)).toEqual([secondKey]);
  });

  it('keeps the previous image when the new upload is invalid', async () => {
    const first = await storeImage(
      store,
      'avatar',
      imageKey('avatar', userId),
      await solidPng(50, 50, 'red'),
    );

    await expectAppError(
      replaceImage(store, 'avatar', imageKey('avatar', userId), TEXT_FILE, first.url),
      415,
      MSG.images.onlyImages,
    );

    expect(await store.list(`user-profile-img/${userId}/`)).toEqual([first.key]);
  });

  it('deletes only after the new image was put', async () => {
    const calls: string[] = [];
    const spy: ObjectStore = {
      ...store,
      put: async (key, body, type) => {
        calls.push(`put ${key}`);
        await store.put(key, body, type);
      },
      delete: async (key) => {
        calls.push(`delete ${key}`);
        await store.delete(key);
      },
    };
    const old = await storeImage(store, 'logo', imageKey('companyLogo', 'c1'), await solidPng(20, 20, 'red'));
    const newKey = imageKey('companyLogo', 'c1');

    await replaceImage(spy, 'logo', newKey, await solidPng(20, 20, 'blue'), old.url);

    expect(calls).toEqual([`put ${newKey}`, `delete ${old.key}`]);
  });

  it('keeps the previous image when the put fails', async () => {
    const old = await storeImage(store, 'logo', imageKey('companyLogo', 'c1'), await solidPng(20, 20, 'red'));
    const failingPut: ObjectStore = {
      ...store,
      put: () => Promise.reject(new Error('disk full')),
    };

    await expect(
      replaceImage(
        failingPut,
        'logo',
        imageKey('companyLogo', 'c1'),
        await solidPng(20, 20, 'blue'),
        old.url,
      ),
    ).rejects.toThrow('disk full');
    expect(await store.list('company-images/')).toEqual([old.key]);
  });

  it('leaves foreign and missing previous URLs alone', async () => {
    const png = await solidPng(20, 20, 'red');
    const a = await replaceImage(
      store,
      'post',
      imageKey('post', userId),
      png,
      'https://images.unsplash.com/x.jpg',
    );
    const b = await replaceImage(store, 'post', imageKey('post', userId), png, null);
    expect(a.previousDeleted).toBe(true);
    expect((await store.list(`post-image/${userId}/`)).sort()).toEqual([a.key, b.key].sort());
  });

  it('rolls back the new image when the commit step fails, keeping the previous one', async () => {
    const old = await storeImage(
      store,
      'banner',
      imageKey('profileBanner', userId),
      await solidPng(40, 10, 'red'),
    );
    const newKey = imageKey('profileBanner', userId);

    await expect(
      replaceImage(store, 'banner', newKey, await solidPng(40, 10, 'blue'), old.url, {
        commit: async (stored) => {
          expect(await store.list(`profile-banners/${userId}/`)).toContain(stored.key);
          throw new Error('database down');
        },
      }),
    ).rejects.toThrow('database down');

    expect(await store.list(`profile-banners/${userId}/`)).toEqual([old.key]);
  });

  it('reports, without failing, a previous image it could not delete', async () => {
    const old = await storeImage(store, 'avatar', imageKey('avatar', userId), await solidPng(20, 20, 'red'));
    const stubbornDelete: ObjectStore = { ...store, delete: () => Promise.reject(new Error('network')) };

    const result = await replaceImage(
      stubbornDelete,
      'avatar',
      imageKey('avatar', userId),
      await solidPng(20, 20, 'blue'),
      old.url,
    );

    expect(result.previousDeleted).toBe(false);
    expect(await store.list(`user-profile-img/${userId}/`)).toHaveLength(2);
  });
});

describe('deletePrefix', () => {
  it("removes every file of a user's folders and nobody else's", async () => {
    const png = await solidPng(20, 20, 'red');
    await storeImage(store, 'avatar', imageKey('avatar', userId), png);
    await storeImage(store, 'banner', imageKey('profileBanner', userId), png);
    await storeImage(store, 'post', imageKey('post', userId), png);
    await storeImage(store, 'post', imageKey('post', userId), png);
    const otherUsers = await storeImage(store, 'post', imageKey('post', `${userId}0`), png);

    let deleted = 0;
    for (const folder of userImageFolders(userId)) deleted += await deletePrefix(store, folder);

    expect(deleted).toBe(4);
    expect(await store.list('')).toEqual([otherUsers.key]);
  });

  it('refuses a prefix that is not a folder', async () => {
    await expect(deletePrefix(store, '')).rejects.toThrow();
    await expect(deletePrefix(store, 'post-image/user-1')).rejects.toThrow(/folder/);
    await expect(deletePrefix(store, '../')).rejects.toThrow();
  });
});

describe('createObjectStore', () => {
  it('uses local disk under DATA_DIR/uploads without S3 settings', async () => {
    const local = createObjectStore({ dataDir: tmp.dir });
    const stored = await storeImage(
      local,
      'logo',
      imageKey('communityLogo', 'c1'),
      await solidPng(20, 20, 'red'),
    );
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(await createLocalStore(root).list('community-images/')).toEqual([stored.key]);
  });

  it('uses S3 when configured', () => {
    const s3 = createObjectStore({
      dataDir: tmp.dir,
      s3: {
        region: 'auto',
        bucket: 'elas',
        endpoint: 'http://127.0.0.1:9000',
        publicUrl: 'https://cdn.example',
      },
    });
    expect(s3.publicUrl('a/b.webp')).toBe('https://cdn.example/a/b.webp');
  });
});
