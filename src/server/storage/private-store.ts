import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { randomKeyPart } from './image-keys.js';
import { localFiles } from './local-files.js';
import { assertValidKey, assertValidPrefix } from './object-store.js';

/**
 * Files nobody may fetch by address: CVs attached to applications. Unlike `ObjectStore` there is
 * no public URL; the app reads a file back (`get`) and serves it from a route that checks who
 * asks. Locally the files live beside the uploads folder, never under it (nothing serves them);
 * on S3 they live under PRIVATE_S3_PREFIX, which the bucket's public-read policy must not cover
 * (README: a public bucket grants read on its image folders only).
 */
export interface PrivateStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Idempotent: deleting a missing file succeeds. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix`. */
  list(prefix: string): Promise<string[]>;
}

/** The local driver's folder: a sibling of the served uploads folder. */
export function localPrivateDir(dataDir: string): string {
  return path.join(dataDir, 'private');
}

/** Keys on S3 are stored under this prefix of the (shared) bucket. */
export const PRIVATE_S3_PREFIX = 'private/';

/** Files under `rootDir`, readable by this process's user only. */
export function createLocalPrivateStore(rootDir: string): PrivateStore {
  const files = localFiles(rootDir, { mode: 0o600 });
  return {
    put: (key, body) => files.put(key, body),
    get: files.get,
    delete: files.delete,
    list: files.list,
  };
}

export function createS3PrivateStore(cfg: S3Config, client?: S3Client): PrivateStore {
  const s3 =
    client ??
    new S3Client({
      region: cfg.region,
      ...(cfg.endpoint ? { endpoint: cfg.endpoint, forcePathStyle: true } : {}),
      ...(cfg.accessKeyId && cfg.secretAccessKey
        ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } }
        : {}),
    });
  const Bucket = cfg.bucket;
  const full = (key: string) => {
    assertValidKey(key);
    return `${PRIVATE_S3_PREFIX}${key}`;
  };
  return {
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: full(key),
          Body: body,
          ContentType: contentType,
          // No ACL is sent (R2 and buckets with ACLs disabled refuse one): the bucket's policy
          // must keep PRIVATE_S3_PREFIX out of any public read grant.
          CacheControl: 'private, no-store',
        }),
      );
    },
    async get(key) {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async list(prefix) {
      assertValidPrefix(prefix);
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2(
        { client: s3 },
        { Bucket, Prefix: `${PRIVATE_S3_PREFIX}${prefix}` },
      )) {
        for (const object of page.Contents ?? []) {
          if (object.Key) keys.push(object.Key.slice(PRIVATE_S3_PREFIX.length));
        }
      }
      return keys.sort();
    },
  };
}

/** S3 when configured, otherwise local disk under DATA_DIR/private. */
export function createPrivateStore(config: { dataDir: string; s3?: S3Config | undefined }): PrivateStore {
  return config.s3
    ? createS3PrivateStore(config.s3)
    : createLocalPrivateStore(localPrivateDir(config.dataDir));
}

/** The folder of her application CVs: emptied when her account is deleted. */
export function applicationCvFolder(userId: string): string {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(userId)) throw new Error(`Invalid owner id: ${JSON.stringify(userId)}`);
  return `application-cvs/${userId}/`;
}

/** `application-cvs/{userId}/{vacancyId}-{random}.pdf`: each attempt its own file. */
export function applicationCvKey(userId: string, vacancyId: string): string {
  return `${applicationCvFolder(userId)}${vacancyId}-${randomKeyPart()}.pdf`;
}

/** A PDF judged by its content, never by its name or declared type: it starts with `%PDF-`. */
export function looksLikePdf(body: Buffer): boolean {
  return body.subarray(0, 5).toString('latin1') === '%PDF-';
}
