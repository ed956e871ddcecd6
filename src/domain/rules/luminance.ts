import { BANNER_LUMINANCE_THRESHOLD } from '../limits.js';

// Relative luminance (WCAG 2) of an sRGB colour, and the banner rule of SPEC §2/§9: below
// BANNER_LUMINANCE_THRESHOLD the text laid over a banner (the community title) turns white.

/** One 8-bit sRGB channel (0..255) as linear light (0..1). */
export function srgbChannelToLinear(value: number): number {
  const c = Math.min(255, Math.max(0, value)) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** 0 (black) … 1 (white): 0.2126 R + 0.7152 G + 0.0722 B of the linearised channels. */
export function relativeLuminance(rgb: { r: number; g: number; b: number }): number {
  return (
    0.2126 * srgbChannelToLinear(rgb.r) +
    0.7152 * srgbChannelToLinear(rgb.g) +
    0.0722 * srgbChannelToLinear(rgb.b)
  );
}

/**
 * Whether a banner is dark enough for white text. Unknown luminance (no banner, or one stored
 * before it was measured) counts as light: the default title colour sits on the page background.
 */
export function isDarkBanner(luminance: number | null | undefined): boolean {
  return typeof luminance === 'number' && luminance < BANNER_LUMINANCE_THRESHOLD;
}
