import sharp from 'sharp';

/** A real PNG, made on the fly, for upload journeys. */
export async function pngImage(color = '#8e2c6f', size = 600): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}
