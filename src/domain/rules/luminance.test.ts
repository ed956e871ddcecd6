import { describe, expect, it } from 'vitest';
import { BANNER_LUMINANCE_THRESHOLD } from '../limits.js';
import { isDarkBanner, relativeLuminance, srgbChannelToLinear } from './luminance.js';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
  });

  it('weighs the linearised channels 0.2126 / 0.7152 / 0.0722', () => {
    expect(relativeLuminance({ r: 255, g: 0, b: 0 })).toBeCloseTo(0.2126, 10);
    expect(relativeLuminance({ r: 0, g: 255, b: 0 })).toBeCloseTo(0.7152, 10);
    expect(relativeLuminance({ r: 0, g: 0, b: 255 })).toBeCloseTo(0.0722, 10);
  });

  it('linearises sRGB: mid grey #808080 is about 0.216, not 0.5', () => {
    expect(srgbChannelToLinear(128)).toBeCloseTo(0.2158605, 6);
    expect(relativeLuminance({ r: 128, g: 128, b: 128 })).toBeCloseTo(0.2158605, 6);
    // The linear segment near black.
    expect(srgbChannelToLinear(10)).toBeCloseTo(10 / 255 / 12.92, 10);
  });

  it('rates a dark plum banner dark and a light peach banner light', () => {
    const plum = relativeLuminance({ r: 0x3b, g: 0x0f, b: 0x2e }); // #3b0f2e
    const peach = relativeLuminance({ r: 0xfb, g: 0xe3, b: 0xd0 }); // #fbe3d0
    expect(plum).toBeCloseTo(0.01469, 4);
    expect(peach).toBeCloseTo(0.80001, 4);
    expect(isDarkBanner(plum)).toBe(true);
    expect(isDarkBanner(peach)).toBe(false);
  });
});

describe('isDarkBanner', () => {
  it(`is true strictly below ${BANNER_LUMINANCE_THRESHOLD}`, () => {
    expect(isDarkBanner(BANNER_LUMINANCE_THRESHOLD - 0.0001)).toBe(true);
    expect(isDarkBanner(BANNER_LUMINANCE_THRESHOLD)).toBe(false);
    expect(isDarkBanner(0.9)).toBe(false);
  });

  it('treats an unknown luminance (no banner) as light', () => {
    expect(isDarkBanner(null)).toBe(false);
    expect(isDarkBanner(undefined)).toBe(false);
  });
});
