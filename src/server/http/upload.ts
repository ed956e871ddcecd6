import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_PURPOSES, type ImagePurpose } from '../../domain/limits.js';
import { MSG } from '../../domain/messages.js';
import { badRequest, tooLarge } from '../lib/app-error.js';
import { tooLargeMessage } from '../storage/index.js';

// Multipart framing (boundaries, headers) adds a little to the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Refuses an oversized upload while it streams in, before it is buffered, with the same 413
 * message the image pipeline gives for an oversized file.
 */
export function imageBodyLimit(purpose: ImagePurpose) {
  return bodyLimit({
    maxSize: IMAGE_PURPOSES[purpose].maxBytes + MULTIPART_OVERHEAD,
    onError: () => {
      throw tooLarge(tooLargeMessage(purpose));
    },
  });
}

/** The bytes of the multipart field `file`; 400 when it is missing or not a file. */
export async function uploadedFile(c: Context, field = 'file'): Promise<Buffer> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest(MSG.images.missingFile);
  }
  const file = body[field];
  if (!(file instanceof File) || file.size === 0) throw badRequest(MSG.images.missingFile);
  return Buffer.from(await file.arrayBuffer());
}
