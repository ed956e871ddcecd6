import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BANNER_LUMINANCE_THRESHOLD, IMAGE_PURPOSES, MEGABYTE } from '../../domain/limits.js';
import { MSG } from '../../domain/messages.js';
import { AppError, notFound } from '../lib/app-error.js';
import {
  expectAppError,
  handmadePng,
  jpegWithOrientationAndGps,
  noiseJpeg,
  SVG_WITH_SCRIPT,
  solidJpeg,
  solidPng,
  TEXT_FILE,
} from '../test/image-fixtures.js';
import { imageErrorFrom } from './image-errors.js';
import { imageFolder, imageKey, userImageFolders } from './image-keys.js';
import { inspectImage, processImage } from './images.js';
import { meanRelativeLuminance } from './luminance.js';
import { isValidKey } from './object-store.js';

async function pixelAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
}

describe('processImage: output per purpose', () => {
  it.each([
    ['avatar', 1000, 600, 400, 400],
    ['banner', 800, 800, 1200, 300],
    ['logo', 640, 480, 200, 200],
    ['cover', 2000, 1000, 1200, 630],
    ['post', 3200, 1000, 1600, 500],
    ['post', 300, 200, 300, 200],
  ] as const)('%s from %i×%i is %i×%i WebP', async (purpose, inWidth, inHeight, outWidth, outHeight) => {
    const result = await processImage(purpose, await solidPng(inWidth, inHeight, '#3366cc'));

    expect(result).toMatchObject({
      contentType: 'image/webp',
      extension: 'webp',
      width: outWidth,
      height: outHeight,
    });
    const stored = await sharp(result.body).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: outWidth, height: outHeight });
  });

  it('accepts a plain Uint8Array as well as a Buffer', async () => {
    const png = await solidPng(50, 50, 'white');
    const result = await processImage('logo', new Uint8Array(png));
    expect(result.width).toBe(200);
  });
});

describe('processImage: accepted formats (decided by content)', () => {
  it('reads JPEG, WebP and AVIF', async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: 'green' } });
    for (const bytes of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().avif().toBuffer(),
    ]) {
      const result = await processImage('post', bytes);
      expect([result.width, result.height]).toEqual([64, 48]);
    }
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frame = 20;
    const frames = Buffer.alloc(frame * frame * 3 * 3);
    const colours = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
    ];
    for (let i = 0; i < frame * frame * 3; i++) frames.set(colours[Math.floor(i / (frame * frame))]!, i * 3);
    const gif = await sharp(frames, {
      raw: { width: frame, height: frame * 3, channels: 3, pageHeight: frame },
    })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBeGreaterThan(1);

    const result = await processImage('post', gif);

    expect([result.width, result.height]).toEqual([frame, frame]);
    const centre = await pixelAt(result.body, 10, 10);
    expect(centre.r).toBeGreaterThan(200);
    expect(centre.g).toBeLessThan(60);
  });
});

describe('processImage: hostile and invalid files', () => {
  it('refuses an empty upload with 400', async () => {
    await expectAppError(processImage('avatar', Buffer.alloc(0)), 400, MSG.images.missingFile);
  });

  it('refuses a 6 MB banner with 413 and the spec text, before reading it', async () => {
    const sixMegabytes = randomBytes(6 * MEGABYTE);
    await expectAppError(processImage('banner', sixMegabytes), 413, 'A imagem deve ter no máximo 5MB.');
  });

  it('names the purpose limit for other purposes', async () => {
    await expectAppError(processImage('logo', Buffer.alloc(3 * MEGABYTE, 1)), 413, MSG.images.tooLarge(2));
  });

  it('refuses a text file named .png (content, not name, decides) with 415', async () => {
    await expectAppError(
      processImage('post', TEXT_FILE),
      415,
      'Por favor, selecione apenas arquivos de imagem.',
    );
  });

  it('refuses an SVG, which could carry scripts, with 415', async () => {
    expect((await sharp(SVG_WITH_SCRIPT).metadata()).format).toBe('svg');
    await expectAppError(processImage('avatar', SVG_WITH_SCRIPT), 415, MSG.images.onlyImages);
  });

  it('refuses formats outside the allow-list, e.g. TIFF', async () => {
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .tiff()
      .toBuffer();
    await expectAppError(processImage('post', tiff), 415, MSG.images.onlyImages);
  });

  it('refuses a truncated JPEG with 415 unreadable', async () => {
    const jpeg = await noiseJpeg(400, 300);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expectAppError(processImage('post', truncated), 415, MSG.images.unreadable);
  });

  describe('decompression bomb: 20000×20000 PNG', () => {
    let bomb: Buffer;
    beforeAll(() => {
      bomb = handmadePng(20_000, 20_000);
    });

    it('is a small file that really is a 400-megapixel PNG', async () => {
      expect(bomb.length).toBeLessThan(IMAGE_PURPOSES.post.maxBytes);
      const header = await sharp(bomb, { limitInputPixels: false }).metadata();
      expect(header).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    });

    it('is refused with 422 quickly', async () => {
      const started = performance.now();
      await expectAppError(processImage('post', bomb), 422, MSG.images.tooManyPixels);
      expect(performance.now() - started).toBeLessThan(1000);
    });

    it('is refused from the header alone, before any pixel is decoded', async () => {
      // Same header, garbage pixel data: decoding would fail with 415, so a 422 proves that the
      // pixel bound was checked first.
      const headerOnly = handmadePng(20_000, 20_000, randomBytes(64));
      await expectAppError(processImage('post', headerOnly), 422, MSG.images.tooManyPixels);
      // Control: the same garbage in a small PNG does reach the decoder, and fails there.
      await expectAppError(
        processImage('post', handmadePng(100, 100, randomBytes(64))),
        415,
        MSG.images.unreadable,
      );
      // Control: the handmade PNG is valid when its data is.
      expect((await processImage('post', handmadePng(100, 100))).width).toBe(100);
    });

    it('is refused by the header inspection alone', async () => {
      await expectAppError(inspectImage('post', bomb), 422, MSG.images.tooManyPixels);
    });

    it("bounds pixels by each purpose's own limit", async () => {
      // logo allows 25 000 000 pixels, post 40 000 000.
      const exactlyAtLogoLimit = handmadePng(5000, 5000);
      const justOverLogoLimit = handmadePng(5001, 5000);
      expect(await inspectImage('logo', exactlyAtLogoLimit)).toEqual({
        format: 'png',
        width: 5000,
        height: 5000,
      });
      await expectAppError(inspectImage('logo', justOverLogoLimit), 422, MSG.images.tooManyPixels);
      expect(await inspectImage('post', justOverLogoLimit)).toMatchObject({ width: 5001 });
    });

    it('is refused for every purpose', async () => {
      for (const purpose of Object.keys(IMAGE_PURPOSES) as (keyof typeof IMAGE_PURPOSES)[]) {
        await expectAppError(processImage(purpose, bomb), 422, MSG.images.tooManyPixels);
      }
    });
  });
});

describe('processImage: orientation and metadata', () => {
  it('applies EXIF orientation 6 and strips EXIF, GPS and every other metadata block', async () => {
    const input = await jpegWithOrientationAndGps();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(before.exif?.includes('SpyCam')).toBe(true);

    const result = await processImage('post', input);

    expect([result.width, result.height]).toEqual([20, 40]);
    const after = await sharp(result.body).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    for (const trace of ['EXIF', 'XMP ', 'ICCP', 'SpyCam', 'Leaky']) {
      expect(result.body.includes(trace)).toBe(false);
    }
    // Rotated 90° clockwise: the red left half is now on top, the blue right half below.
    const top = await pixelAt(result.body, 10, 5);
    const bottom = await pixelAt(result.body, 10, 35);
    expect(top.r).toBeGreaterThan(200);
    expect(top.b).toBeLessThan(60);
    expect(bottom.b).toBeGreaterThan(200);
    expect(bottom.r).toBeLessThan(60);
  });
});

describe('processImage: luminance', () => {
  it('is below 0.1 for a black banner and above 0.9 for a white one', async () => {
    const black = await processImage('banner', await solidJpeg(1200, 300, '#000000'));
    const white = await processImage('banner', await solidJpeg(1200, 300, '#ffffff'));
    expect(black.luminance).toBeLessThan(0.1);
    expect(white.luminance).toBeGreaterThan(0.9);
    expect(black.luminance).toBeLessThan(BANNER_LUMINANCE_THRESHOLD);
  });

  it('is linear light, not the mean of sRGB values', async () => {
    // sRGB 119 is 0.467 in gamma space but 0.184 in linear light.
    const grey = await processImage('banner', await solidPng(600, 150, '#777777'));
    expect(grey.luminance).toBeGreaterThan(0.16);
    expect(grey.luminance).toBeLessThan(0.21);
  });

  it('weights the channels like WCAG', () => {
    expect(meanRelativeLuminance(Uint8Array.from([255, 0, 0]), 3)).toBeCloseTo(0.2126, 4);
    expect(meanRelativeLuminance(Uint8Array.from([0, 255, 0]), 3)).toBeCloseTo(0.7152, 4);
    expect(meanRelativeLuminance(Uint8Array.from([0, 0, 255]), 3)).toBeCloseTo(0.0722, 4);
    expect(meanRelativeLuminance(Uint8Array.from([0, 0, 0, 255, 255, 255]), 3)).toBeCloseTo(0.5, 4);
  });

  it('treats transparency as the white page behind it', async () => {
    expect(meanRelativeLuminance(Uint8Array.from([0, 0, 0, 0]), 4)).toBe(1);
    const transparent = await sharp({
      create: { width: 40, height: 10, channels: 4, background: '#00000000' },
    })
      .png()
      .toBuffer();
    expect((await processImage('banner', transparent)).luminance).toBeGreaterThan(0.9);
  });
});

describe('imageErrorFrom: sharp errors never become a 500', () => {
  it.each([
    ['Input buffer contains unsupported image format', 415, MSG.images.onlyImages],
    ['Input image exceeds pixel limit', 422, MSG.images.tooManyPixels],
    ['timeout: 42% complete', 422, MSG.images.tooManyPixels],
    ['VipsJpeg: premature end of JPEG image', 415, MSG.images.unreadable],
    ['anything else libvips may say', 415, MSG.images.unreadable],
  ])('%s → %i', (message, status, text) => {
    const error = imageErrorFrom(new Error(message));
    expect(error).toBeInstanceOf(AppError);
    expect([error.status, error.message]).toEqual([status, text]);
  });

  it('passes AppErrors through unchanged', () => {
    const original = notFound('x');
    expect(imageErrorFrom(original)).toBe(original);
  });
});

describe('imageKey', () => {
  const userId = '0b8f2c1e-7d3a-4b5c-9e6f-123456789abc';
  const now = 1_700_000_000_000;

  it.each([
    ['avatar', new RegExp(`^user-profile-img/${userId}/${userId}-[A-Za-z0-9_-]{12}\\.webp$`)],
    ['profileBanner', new RegExp(`^profile-banners/${userId}/banner_${now}_[A-Za-z0-9_-]{12}\\.webp$`)],
    ['post', new RegExp(`^post-image/${userId}/${now}_[A-Za-z0-9_-]{12}\\.webp$`)],
    ['communityLogo', new RegExp(`^community-images/logos/${userId}/${now}_[A-Za-z0-9_-]{12}\\.webp$`)],
    ['communityBanner', new RegExp(`^community-images/banners/${userId}/${now}_[A-Za-z0-9_-]{12}\\.webp$`)],
    ['companyLogo', new RegExp(`^company-images/logos/${userId}/${now}_[A-Za-z0-9_-]{12}\\.webp$`)],
    ['companyBanner', new RegExp(`^company-images/banners/${userId}/${now}_[A-Za-z0-9_-]{12}\\.webp$`)],
    ['newsCover', new RegExp(`^news-covers/${userId}/${now}_[A-Za-z0-9_-]{12}\\.webp$`)],
  ] as const)('%s has the spec shape and is a valid key', (kind, shape) => {
    const key = imageKey(kind, userId, 'webp', now);
    expect(key).toMatch(shape);
    expect(isValidKey(key)).toBe(true);
  });

  it('is unique per call', () => {
    const keys = new Set(Array.from({ length: 200 }, () => imageKey('profileBanner', userId, 'webp', now)));
    expect(keys.size).toBe(200);
  });

  it('refuses owner ids and extensions that could escape their folder', () => {
    for (const bad of ['', '..', 'a/b', 'a\\b', '../x', 'a b']) {
      expect(() => imageKey('avatar', bad)).toThrow();
    }
    expect(() => imageKey('avatar', 'u1', '../png')).toThrow();
  });

  it('lists the folders that belong to a user', () => {
    expect(userImageFolders('u1')).toEqual([
      'user-profile-img/u1/',
      'profile-banners/u1/',
      'post-image/u1/',
      'message-images/u1/',
    ]);
    expect(imageFolder('companyBanner', 'c9')).toBe('company-images/banners/c9/');
  });
});
