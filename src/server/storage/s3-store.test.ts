import { describe, expect, it } from 'vitest';
import { createS3Store, s3PublicBase } from './s3-store.js';

// No S3 here: only the pure URL ↔ key mapping is tested. Creating the client opens no connection.

const key = 'user-profile-img/u1/u1-AbC_9-xyz.webp';

describe('s3PublicBase', () => {
  it('prefers the configured public URL (CDN), without trailing slashes', () => {
    expect(
      s3PublicBase({
        region: 'auto',
        bucket: 'b',
        endpoint: 'https://x.r2.dev',
        publicUrl: 'https://cdn.example/',
      }),
    ).toBe('https://cdn.example');
  });

  it('uses endpoint/bucket (path style) for MinIO and R2', () => {
    expect(s3PublicBase({ region: 'us-east-1', bucket: 'elas', endpoint: 'http://127.0.0.1:9000/' })).toBe(
      'http://127.0.0.1:9000/elas',
    );
  });

  it("falls back to AWS's bucket URL", () => {
    expect(s3PublicBase({ region: 'sa-east-1', bucket: 'elas' })).toBe(
      'https://elas.s3.sa-east-1.amazonaws.com',
    );
  });
});

describe('createS3Store URL mapping', () => {
  const store = createS3Store({
    region: 'us-east-1',
    bucket: 'elas',
    endpoint: 'http://minio:9000',
    accessKeyId: 'test',
    secretAccessKey: 'test',
  });

  it('round-trips keys through public URLs', () => {
    expect(store.publicUrl(key)).toBe(`http://minio:9000/elas/${key}`);
    expect(store.keyFromUrl(store.publicUrl(key))).toBe(key);
  });

  it('returns null for foreign or malformed URLs', () => {
    expect(store.keyFromUrl(`http://minio:9000/other-bucket/${key}`)).toBeNull();
    expect(store.keyFromUrl(`https://evil.example/elas/${key}`)).toBeNull();
    expect(store.keyFromUrl('http://minio:9000/elas/../secret.webp')).toBeNull();
    expect(store.keyFromUrl('http://minio:9000/elas/')).toBeNull();
    expect(store.keyFromUrl(`/uploads/${key}`)).toBeNull();
  });

  it('throws on invalid keys before any network call', async () => {
    expect(() => store.publicUrl('../x.webp')).toThrow(/Invalid object key/);
    await expect(store.put('/abs.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Invalid object key/,
    );
    await expect(store.delete('a\\b.webp')).rejects.toThrow(/Invalid object key/);
    await expect(store.list('../')).rejects.toThrow(/Invalid object prefix/);
  });
});
