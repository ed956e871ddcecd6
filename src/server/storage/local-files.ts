import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, assertValidPrefix } from './object-store.js';

// Objects as files under one folder, a key's '/' a sub-folder: what the local image store
// (local-store.ts) and the local private store (private-store.ts) both keep.

/** A missing file, or a missing folder on its way (a file where a folder was expected). */
export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Walks `dir` depth-first; dot-entries (our temp files) and symlinks are not objects. */
async function collectKeys(dir: string, keyPrefix: string, into: string[]): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await collectKeys(path.join(dir, entry.name), key, into);
    else if (entry.isFile()) into.push(key);
  }
}

/** `mode`: the new files' permissions (private files: 0o600). */
export function localFiles(rootDir: string, options: { mode?: number } = {}) {
  const root = path.resolve(rootDir);
  const fileFor = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    root,
    fileFor,
    async put(key: string, body: Buffer): Promise<void> {
      const target = fileFor(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename (atomic on one filesystem): readers never see a half-written file.
      const temp = path.join(path.dirname(target), `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await writeFile(temp, body, { flag: 'wx', ...(options.mode ? { mode: options.mode } : {}) });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    /** The file's bytes, null when there is none. */
    async get(key: string): Promise<Buffer | null> {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    /** Idempotent: deleting a missing file succeeds. */
    async delete(key: string): Promise<void> {
      try {
        await unlink(fileFor(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    /** Every key starting with `prefix`, sorted. */
    async list(prefix: string): Promise<string[]> {
      assertValidPrefix(prefix);
      const folder = prefix.slice(0, Math.max(prefix.lastIndexOf('/'), 0));
      const keys: string[] = [];
      await collectKeys(path.join(root, ...folder.split('/')), folder, keys);
      return keys.filter((key) => key.startsWith(prefix)).sort();
    },
  };
}
