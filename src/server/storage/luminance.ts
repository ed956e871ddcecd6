// Mean relative luminance (WCAG 2 definition) of decoded 8-bit sRGB pixels. Used to decide
// whether text laid over a banner must be white (luminance below BANNER_LUMINANCE_THRESHOLD).

const SRGB_TO_LINEAR = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/**
 * Exact per-pixel mean: each pixel is linearised (sRGB → linear) before weighting
 * 0.2126 R + 0.7152 G + 0.0722 B, unlike an approximation from per-channel mean values.
 * Transparent pixels count as if over a white page, which is what a reader sees behind them.
 *
 * @param pixels interleaved 8-bit samples: 1 (grey), 2 (grey+alpha), 3 (RGB) or 4 (RGBA) channels
 */
export function meanRelativeLuminance(pixels: Uint8Array, channels: number): number {
  const pixelCount = Math.floor(pixels.length / channels);
  if (pixelCount === 0) return 1;
  const hasAlpha = channels === 2 || channels === 4;
  const isGrey = channels <= 2;
  let sum = 0;
  for (let i = 0; i < pixelCount * channels; i += channels) {
    const luminance = isGrey
      ? SRGB_TO_LINEAR[pixels[i]!]!
      : 0.2126 * SRGB_TO_LINEAR[pixels[i]!]! +
        0.7152 * SRGB_TO_LINEAR[pixels[i + 1]!]! +
        0.0722 * SRGB_TO_LINEAR[pixels[i + 2]!]!;
    const alpha = hasAlpha ? pixels[i + channels - 1]! / 255 : 1;
    sum += alpha * luminance + (1 - alpha);
  }
  return sum / pixelCount;
}
