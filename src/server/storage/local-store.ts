import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { MSG } from '../../domain/messages.js';
import { notFound } from '../lib/app-error.js';
import { contentTypeForKey, IMMUTABLE_CACHE_CONTROL } from './content-types.js';
import { isMissing, localFiles } from './local-files.js';
import {
  assertValidKey,
  isValidKey,
  keyUnderBase,
  type ObjectStore,
  withoutTrailingSlashes,
} from './object-store.js';

export const DEFAULT_UPLOADS_BASE = '/uploads';

/**
 * Files under `rootDir`, served by `serveLocalUploads` at `publicBase`. Good for one machine;
 * several app processes need a shared disk or the S3 driver.
 */
export function createLocalStore(rootDir: string, publicBase = DEFAULT_UPLOADS_BASE): ObjectStore {
  const files = localFiles(rootDir);
  const base = withoutTrailingSlashes(publicBase);

  return {
    async put(key, body, contentType) {
      // The file is served back with the type its extension implies, so they must agree.
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Content type ${contentType} does not match the extension of ${key}`);
      }
      await files.put(key, body);
    },

    delete: files.delete,

    list: files.list,

    publicUrl(key) {
      assertValidKey(key);
      return `${base}/${key}`;
    },

    keyFromUrl(url) {
      return keyUnderBase(url, base);
    },
  };
}

function notFoundBody() {
  return notFound(MSG.common.apiNotFound).toBody();
}

/**
 * GET for the local driver's files, to be mounted at the store's public base:
 * `app.route('/uploads', serveLocalUploads(dir))`. Only well-formed keys with an image
 * extension are looked up, so `..`, encoded slashes, hidden files and anything that is not
 * one of our images answer 404.
 */
export function serveLocalUploads(rootDir: string): Hono {
  const root = path.resolve(rootDir);
  const app = new Hono();

  app.get('/*', async (c) => {
    // routePath is the mounted pattern ('/uploads/*'), so the key is whatever the '*' matched.
    const mountPrefix = c.req.routePath.replace(/\*$/, '');
    const key = c.req.path.startsWith(mountPrefix) ? c.req.path.slice(mountPrefix.length) : '';
    const contentType = isValidKey(key) ? contentTypeForKey(key) : null;
    if (!contentType) return c.json(notFoundBody(), 404);

    const file = path.join(root, ...key.split('/'));
    // Defence in depth: the key rules already forbid escaping the root.
    if (!file.startsWith(`${root}${path.sep}`)) return c.json(notFoundBody(), 404);

    let body: Buffer;
    try {
      // lstat: a symlink planted under the root must not expose files elsewhere.
      if (!(await lstat(file)).isFile()) return c.json(notFoundBody(), 404);
      body = await readFile(file);
    } catch (error) {
      if (isMissing(error)) {
        return c.json(notFoundBody(), 404);
      }
      throw error;
    }

    return c.body(new Uint8Array(body), 200, {
      'Content-Type': contentType,
      'Content-Length': String(body.byteLength),
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      // An image opened directly must not be able to run anything, whatever its bytes are.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return app;
}
