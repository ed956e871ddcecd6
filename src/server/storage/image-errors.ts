import { MSG } from '../../domain/messages.js';
import { AppError, unprocessable, unsupportedType } from '../lib/app-error.js';

// sharp reports every problem as a bare Error whose message comes from libvips. Uploads are
// untrusted input, so none of these may surface as a 500: they become the 4xx the user can act on.

const UNKNOWN_FORMAT = /unsupported image format/i;
const TOO_MANY_PIXELS = /exceeds pixel limit/i;
const TIMED_OUT = /timeout/i;

export function imageErrorFrom(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (UNKNOWN_FORMAT.test(message)) return unsupportedType(MSG.images.onlyImages);
  // A timeout means the image was too heavy to process in time, which is the pixel limit's job.
  if (TOO_MANY_PIXELS.test(message) || TIMED_OUT.test(message)) {
    return unprocessable(MSG.images.tooManyPixels);
  }
  return unsupportedType(MSG.images.unreadable);
}

/** Runs a sharp call and turns whatever it throws into an AppError. */
export async function withImageErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw imageErrorFrom(error);
  }
}
