import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/image-fixtures.js';
import { createLocalStore, serveLocalUploads } from './local-store.js';
import { assertValidKey, isValidKey, type ObjectStore } from './object-store.js';

const WEBP = 'image/webp';
let tmp: Awaited<ReturnType<typeof makeTempDir>>;
let root: string;
let store: ObjectStore;

beforeEach(async () => {
  tmp = await makeTempDir();
  root = path.join(tmp.dir, 'uploads');
  store = createLocalStore(root);
});
afterEach(() => tmp.cleanup());

describe('object keys', () => {
  it.each([
    'user-profile-img/u1/u1-abc.webp',
    'a.webp',
    'community-images/logos/x_1/1700000000000_AbC-_9.webp',
  ])('accepts %s', (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each([
    '',
    '/abs/a.webp',
    '../a.webp',
    'a/../b.webp',
    'a/./b.webp',
    'a\\b.webp',
    'a//b.webp',
    'a/b/',
    'a/.hidden.webp',
    'a/b c.webp',
    'a/b%2f.webp',
    'ção.webp',
    `${'a'.repeat(600)}.webp`,
  ])('refuses %j', (key) => {
    expect(isValidKey(key)).toBe(false);
    expect(() => assertValidKey(key)).toThrow(/Invalid object key/);
  });
});

describe('createLocalStore', () => {
  it('puts a file under the root, creating folders', async () => {
    await store.put('user-profile-img/u1/u1-a.webp', Buffer.from('one'), WEBP);
    expect(await readFile(path.join(root, 'user-profile-img/u1/u1-a.webp'), 'utf8')).toBe('one');
  });

  it('replaces atomically and leaves no temp files behind', async () => {
    await store.put('p/a.webp', Buffer.from('first'), WEBP);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.put('p/a.webp', Buffer.from(`version ${i}`), WEBP)),
    );
    expect(await readFile(path.join(root, 'p/a.webp'), 'utf8')).toMatch(/^version \d$/);
    expect(await readdir(path.join(root, 'p'))).toEqual(['a.webp']);
  });

  it('throws on bad keys and on a content type its extension contradicts', async () => {
    await expect(store.put('../escape.webp', Buffer.from('x'), WEBP)).rejects.toThrow(/Invalid object key/);
    await expect(store.put('/etc/x.webp', Buffer.from('x'), WEBP)).rejects.toThrow(/Invalid object key/);
    await expect(store.put('p/page.html', Buffer.from('x'), 'text/html')).rejects.toThrow(/does not match/);
    await expect(store.put('p/a.webp', Buffer.from('x'), 'image/png')).rejects.toThrow(/does not match/);
    await expect(store.delete('a/../../b.webp')).rejects.toThrow(/Invalid object key/);
  });

  it('deletes, and deleting a missing file is fine', async () => {
    await store.put('p/a.webp', Buffer.from('x'), WEBP);
    await store.delete('p/a.webp');
    await store.delete('p/a.webp');
    await store.delete('never/existed.webp');
    expect(await store.list('p/')).toEqual([]);
  });

  it('lists keys under a prefix, like S3', async () => {
    for (const key of ['user/1/a.webp', 'user/1/b/c.webp', 'user/10/d.webp', 'user/2/e.webp', 'other.webp']) {
      await store.put(key, Buffer.from(key), WEBP);
    }
    expect(await store.list('user/1/')).toEqual(['user/1/a.webp', 'user/1/b/c.webp']);
    expect(await store.list('user/1')).toEqual(['user/1/a.webp', 'user/1/b/c.webp', 'user/10/d.webp']);
    expect(await store.list('user/1/a')).toEqual(['user/1/a.webp']);
    expect(await store.list('missing/')).toEqual([]);
    expect(await store.list('')).toHaveLength(5);
    await expect(store.list('../')).rejects.toThrow(/Invalid object prefix/);
  });

  it('maps keys to public URLs and back, refusing foreign URLs', () => {
    const key = 'post-image/u1/1700000000000_abc.webp';
    expect(store.publicUrl(key)).toBe(`/uploads/${key}`);
    expect(store.keyFromUrl(store.publicUrl(key))).toBe(key);
    expect(store.keyFromUrl('https://images.unsplash.com/photo-1.jpg')).toBeNull();
    expect(store.keyFromUrl('/uploadsx/a.webp')).toBeNull();
    expect(store.keyFromUrl('/uploads/../secret.webp')).toBeNull();
    expect(store.keyFromUrl('')).toBeNull();

    const cdn = createLocalStore(root, 'https://cdn.example.com/files/');
    expect(cdn.publicUrl(key)).toBe(`https://cdn.example.com/files/${key}`);
    expect(cdn.keyFromUrl(`https://cdn.example.com/files/${key}`)).toBe(key);
    expect(cdn.keyFromUrl(`/uploads/${key}`)).toBeNull();
  });
});

describe('serveLocalUploads', () => {
  // Mounted the way app.ts does it.
  const request = (urlPath: string) => new Hono().route('/uploads', serveLocalUploads(root)).request(urlPath);

  async function expectNotFound(response: Response) {
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'Recurso não encontrado.' },
    });
  }

  it('serves a stored file with its type, immutable caching and nosniff', async () => {
    const body = Buffer.from('RIFF....WEBP');
    await store.put('post-image/u1/1_a.webp', body, WEBP);

    const response = await request('/uploads/post-image/u1/1_a.webp');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
  });

  it('serves under whatever base it is mounted at', async () => {
    const files = createLocalStore(root, '/files');
    await files.put('p/a.webp', Buffer.from('x'), WEBP);
    const app = new Hono().route('/files', serveLocalUploads(root));
    expect((await app.request(files.publicUrl('p/a.webp'))).status).toBe(200);
    expect((await app.request('/files/p/b.webp')).status).toBe(404);
  });

  it('answers 404 JSON for a missing file', async () => {
    await expectNotFound(await request('/uploads/post-image/u1/nope.webp'));
    await expectNotFound(await request('/uploads/post-image'));
  });

  describe('path traversal', () => {
    beforeEach(async () => {
      // A secret next to the uploads folder, with an extension the handler would serve.
      await mkdir(root, { recursive: true });
      await writeFile(path.join(tmp.dir, 'secret.webp'), 'TOP SECRET');
      await mkdir(path.join(root, 'a'), { recursive: true });
    });

    it.each([
      '/uploads/..%2fsecret.webp',
      '/uploads/..%2Fsecret.webp',
      '/uploads/a/..%2f..%2fsecret.webp',
      '/uploads/%2e%2e%2fsecret.webp',
      '/uploads/a/%2e%2e/%2e%2e/secret.webp',
      '/uploads/..%5csecret.webp',
      '/uploads/%2fetc%2fpasswd',
      '/uploads/a/../../secret.webp',
    ])('refuses %s', async (urlPath) => {
      const response = await request(urlPath);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('TOP SECRET');
    });

    it('does not follow a symlink planted under the root', async () => {
      await symlink(path.join(tmp.dir, 'secret.webp'), path.join(root, 'a', 'link.webp'));
      await expectNotFound(await request('/uploads/a/link.webp'));
    });
  });

  it('refuses anything that is not one of our image types, and hidden files', async () => {
    await mkdir(path.join(root, 'p'), { recursive: true });
    await writeFile(path.join(root, 'p', 'page.html'), '<script>alert(1)</script>');
    await writeFile(path.join(root, 'p', '.tmp.webp'), 'partial');
    await expectNotFound(await request('/uploads/p/page.html'));
    await expectNotFound(await request('/uploads/p/.tmp.webp'));
  });
});
