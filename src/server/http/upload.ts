import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_PURPOSES, type ImagePurpose, UPLOAD_MULTIPART_OVERHEAD } from '../../domain/limits.js';
import { MSG } from '../../domain/messages.js';
import { badRequest, invalidInput, tooLarge, unsupportedType } from '../lib/app-error.js';
import { tooLargeMessage } from '../storage/index.js';

/** The largest multipart body an upload of this purpose may send, and the 413 it answers beyond. */
export function uploadBodyLimit(purpose: ImagePurpose) {
  return {
    maxSize: IMAGE_PURPOSES[purpose].maxBytes + UPLOAD_MULTIPART_OVERHEAD,
    message: tooLargeMessage(purpose),
  };
}

/**
 * Refuses an oversized upload while it streams in, before it is buffered, with the same 413
 * message the image pipeline gives for an oversized file. (The app's request body limit,
 * http/body-limits.ts, applies the same size to the route before any middleware reads the body.)
 */
export function imageBodyLimit(purpose: ImagePurpose) {
  const { maxSize, message } = uploadBodyLimit(purpose);
  return bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge(message);
    },
  });
}

/**
 * The bytes of the multipart field `file`; 400 `bad_request` for a body that is not a readable
 * form, 400 `invalid_input` when the file is missing or empty.
 */
export async function uploadedFile(c: Context, field = 'file'): Promise<Buffer> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest(MSG.images.missingFile);
  }
  const file = body[field];
  if (!(file instanceof File) || file.size === 0) throw invalidInput(MSG.images.missingFile);
  return Buffer.from(await file.arrayBuffer());
}

/** The bytes of a form's optional image part; no part, an empty value or an empty file mean none. */
export async function optionalImage(value: unknown): Promise<Buffer | null> {
  if (value === undefined || value === '') return null;
  if (value instanceof File) return value.size === 0 ? null : Buffer.from(await value.arrayBuffer());
  throw unsupportedType(MSG.images.onlyImages);
}
