import { type UnzipFileInfo, unzipSync } from 'fflate';

// The entries of a LinkedIn data export we read, through fflate. Sizes are bounded before
// inflating: an entry claiming more than the limit is refused, and fflate inflates into a
// buffer of the claimed size, so a small archive that lies about its sizes cannot expand into
// gigabytes either.

export class ZipError extends Error {}

interface ZipLimits {
  /** The most entries read. */
  maxEntries: number;
  /** The largest uncompressed size of one wanted entry. */
  maxEntryBytes: number;
}

/**
 * The uncompressed bytes of the entries whose name `wanted` accepts, by name. Throws ZipError
 * for anything that is not a readable ZIP ('not a zip'), or a wanted entry over `maxEntryBytes`
 * ('entry too large').
 */
export function readZipEntries(
  zip: Buffer,
  wanted: (name: string) => boolean,
  limits: ZipLimits,
): Map<string, Buffer> {
  let seen = 0;
  const filter = (file: UnzipFileInfo) => {
    seen += 1;
    if (seen > limits.maxEntries) throw new ZipError('too many entries');
    if (!wanted(file.name)) return false;
    if (file.originalSize > limits.maxEntryBytes) throw new ZipError('entry too large');
    return true;
  };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(zip.buffer, zip.byteOffset, zip.length), { filter });
  } catch (error) {
    if (error instanceof ZipError) throw error;
    throw new ZipError('not a zip');
  }
  const found = new Map<string, Buffer>();
  for (const [name, bytes] of Object.entries(files)) {
    if (bytes.length > limits.maxEntryBytes) throw new ZipError('entry too large');
    found.set(name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  }
  return found;
}
