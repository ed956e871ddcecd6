import path from 'node:path';
import type { S3Config } from '../config.js';
import { createLocalStore } from './local-store.js';
import type { ObjectStore } from './object-store.js';
import { createS3Store } from './s3-store.js';

export * from './content-types.js';
export * from './image-errors.js';
export * from './image-keys.js';
export * from './image-uploads.js';
export { tooLargeMessage } from './images.js';
export * from './local-store.js';
export * from './luminance.js';
export * from './object-store.js';
export * from './private-store.js';
export * from './s3-store.js';

/** Where the local driver keeps files; also what `serveLocalUploads` must be given. */
export function localUploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** S3 when configured, otherwise local disk under DATA_DIR (ARCHITECTURE.md, "Runs everywhere"). */
export function createObjectStore(config: { dataDir: string; s3?: S3Config }): ObjectStore {
  return config.s3 ? createS3Store(config.s3) : createLocalStore(localUploadsDir(config.dataDir));
}
