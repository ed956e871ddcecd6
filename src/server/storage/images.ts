import sharp, { type ResizeOptions } from 'sharp';
import { IMAGE_PURPOSES, type ImagePurpose, MEGABYTE } from '../../domain/limits.js';
import { MSG } from '../../domain/messages.js';
import { invalidInput, tooLarge, unprocessable, unsupportedType } from '../lib/app-error.js';
import { withImageErrors } from './image-errors.js';
import { meanRelativeLuminance } from './luminance.js';

export const IMAGE_EXTENSION = 'webp';
export const IMAGE_CONTENT_TYPE = 'image/webp';
const WEBP_QUALITY = 82;
/** A legitimate phone photo takes well under a second; anything slower is hostile or broken. */
const PROCESSING_TIMEOUT_SECONDS = 15;

/**
 * Decoders we trust with user files. SVG is excluded on purpose (it can carry scripts and
 * external references), as are TIFF, PDF and the other formats libvips happens to read.
 * 'heif' is how sharp names AVIF (and HEIC, which the prebuilt sharp cannot decode).
 */
const ACCEPTED_FORMATS = new Set<string>(['jpeg', 'png', 'webp', 'gif', 'heif']);

export type ProcessedImage = {
  body: Buffer;
  contentType: typeof IMAGE_CONTENT_TYPE;
  extension: typeof IMAGE_EXTENSION;
  width: number;
  height: number;
  /** Mean relative luminance 0..1 of the stored image (see luminance.ts). */
  luminance: number;
};

function asBuffer(input: Uint8Array | Buffer): Buffer {
  return Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
}

/** The spec words the banner's limit itself; the other purposes share one sentence. */
export function tooLargeMessage(purpose: ImagePurpose): string {
  return purpose === 'banner'
    ? MSG.images.bannerTooLarge
    : MSG.images.tooLarge(IMAGE_PURPOSES[purpose].maxBytes / MEGABYTE);
}

function assertSize(purpose: ImagePurpose, input: Buffer): void {
  if (input.byteLength === 0) throw invalidInput(MSG.images.missingFile);
  if (input.byteLength > IMAGE_PURPOSES[purpose].maxBytes) throw tooLarge(tooLargeMessage(purpose));
}

export type ImageHeader = { format: string; width: number; height: number };

/**
 * Everything that can be decided without decoding a pixel: presence, byte size, type by
 * content (the file name and declared type are ignored) and pixel count from the header.
 * Reading the header is cheap even for a decompression bomb.
 */
export async function inspectImage(purpose: ImagePurpose, input: Uint8Array | Buffer): Promise<ImageHeader> {
  const bytes = asBuffer(input);
  assertSize(purpose, bytes);
  const { format, width, height } = await withImageErrors(() =>
    sharp(bytes, { limitInputPixels: false }).metadata(),
  );
  if (!ACCEPTED_FORMATS.has(format)) throw unsupportedType(MSG.images.onlyImages);
  if (!width || !height) throw unsupportedType(MSG.images.unreadable);
  // Without `pages`, sharp reports the first frame only, which is all we decode.
  if (width * height > IMAGE_PURPOSES[purpose].maxPixels) throw unprocessable(MSG.images.tooManyPixels);
  return { format, width, height };
}

function resizeOptions(purpose: ImagePurpose): ResizeOptions {
  const { width, height, fit } = IMAGE_PURPOSES[purpose];
  return fit === 'cover'
    ? { width, height, fit: 'cover', position: 'centre' }
    : { width, height, fit: 'inside', withoutEnlargement: true };
}

/** Oriented, resized, metadata-free sRGB pixels. */
async function decodeForPurpose(purpose: ImagePurpose, input: Buffer) {
  return withImageErrors(() =>
    sharp(input, {
      // Second guard after the header check, in case a decoder sees more pixels than the header said.
      limitInputPixels: IMAGE_PURPOSES[purpose].maxPixels,
      // 'error' rejects truncated and corrupt data but tolerates the harmless warnings
      // that many real phone JPEGs trigger.
      failOn: 'error',
      pages: 1,
    })
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
      .autoOrient()
      .resize(resizeOptions(purpose))
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }),
  );
}

/**
 * The one pipeline every upload goes through: proves the bytes are an image we accept, bounds
 * the decoded size, applies EXIF orientation, resizes for `purpose` and re-encodes to WebP.
 * Re-encoding from raw pixels is what guarantees that no EXIF/GPS/XMP/ICC from the upload
 * survives. Throws only AppErrors (400, 413, 415, 422).
 */
export async function processImage(
  purpose: ImagePurpose,
  input: Uint8Array | Buffer,
): Promise<ProcessedImage> {
  const bytes = asBuffer(input);
  await inspectImage(purpose, bytes);

  const { data, info } = await decodeForPurpose(purpose, bytes);
  const body = await withImageErrors(() =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer(),
  );

  return {
    body,
    contentType: IMAGE_CONTENT_TYPE,
    extension: IMAGE_EXTENSION,
    width: info.width,
    height: info.height,
    luminance: meanRelativeLuminance(data, info.channels),
  };
}
