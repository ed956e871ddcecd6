import { DeleteObjectCommand, PutObjectCommand, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { IMMUTABLE_CACHE_CONTROL } from './content-types.js';
import {
  assertValidKey,
  assertValidPrefix,
  keyUnderBase,
  type ObjectStore,
  withoutTrailingSlashes,
} from './object-store.js';

export type { S3Config };

/**
 * Where objects are publicly readable: the configured CDN/public URL, else the path-style
 * endpoint URL (MinIO, R2), else AWS's virtual-hosted bucket URL.
 */
export function s3PublicBase(cfg: S3Config): string {
  if (cfg.publicUrl) return withoutTrailingSlashes(cfg.publicUrl);
  if (cfg.endpoint) return `${withoutTrailingSlashes(cfg.endpoint)}/${cfg.bucket}`;
  return `https://${cfg.bucket}.s3.${cfg.region}.amazonaws.com`;
}

function createClient(cfg: S3Config): S3Client {
  return new S3Client({
    region: cfg.region,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint, forcePathStyle: true } : {}),
    // Without explicit keys the SDK's default chain applies (env, instance role …).
    ...(cfg.accessKeyId && cfg.secretAccessKey
      ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } }
      : {}),
  });
}

export function createS3Store(cfg: S3Config, client: S3Client = createClient(cfg)): ObjectStore {
  const base = s3PublicBase(cfg);
  const Bucket = cfg.bucket;

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },

    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 for a missing key too, so this is idempotent like the local driver.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix) {
      assertValidPrefix(prefix);
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys.sort();
    },

    publicUrl(key) {
      assertValidKey(key);
      return `${base}/${key}`;
    },

    keyFromUrl(url) {
      return keyUnderBase(url, base);
    },
  };
}
