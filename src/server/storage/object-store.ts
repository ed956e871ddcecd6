/**
 * Where uploaded files live. Two drivers implement it: local disk (the default) and any
 * S3-compatible bucket. Keys are POSIX-style relative paths built by our own code
 * (see `imageKey`), never from user input, so a bad key is a bug and throws a plain Error.
 */
export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Idempotent: deleting a missing object succeeds. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix` (a plain string prefix, as in S3). */
  list(prefix: string): Promise<string[]>;
  publicUrl(key: string): string;
  /** The key behind one of our own public URLs; null for anything else (foreign or malformed). */
  keyFromUrl(url: string): string | null;
}

const KEY_CHARS = /^[A-Za-z0-9._/-]+$/;
const MAX_KEY_LENGTH = 512;

/**
 * Segments must be non-empty and must not start with a dot: that rules out `.` and `..`
 * (traversal), hidden files, and the local driver's `.tmp` files (so they can never clash
 * with a key or show up in `list`).
 */
function hasSafeSegments(path: string): boolean {
  return path.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

export function isValidKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH && KEY_CHARS.test(key) && hasSafeSegments(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
}

/** A list prefix is a key, a folder (`a/b/`), a partial name (`a/b/ban`) or empty (everything). */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return;
  const withoutTrailingSlash = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidKey(withoutTrailingSlash)) throw new Error(`Invalid object prefix: ${JSON.stringify(prefix)}`);
}

export function withoutTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Inverse of `${base}/${key}`, shared by both drivers. */
export function keyUnderBase(url: string, base: string): string | null {
  const prefix = `${base}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isValidKey(key) ? key : null;
}
