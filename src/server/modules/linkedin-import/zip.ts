import { inflateRawSync } from 'node:zlib';

// The few bytes of the ZIP format a LinkedIn data export needs: its central directory, and
// stored or deflated entries. No ZIP library is a dependency of the app (see the issue 21 note),
// and node:zlib inflates. Sizes are bounded before and while inflating, so a small archive
// cannot expand into gigabytes.

export class ZipError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Where the central directory is, from its end record (which a trailing comment may follow). */
function endOfCentralDirectory(zip: Buffer): { offset: number; entries: number } {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE)
      return { entries: zip.readUInt16LE(at + 10), offset: zip.readUInt32LE(at + 16) };
  }
  throw new ZipError('no end of central directory');
}

interface ZipLimits {
  /** The most central directory entries read. */
  maxEntries: number;
  /** The largest uncompressed size of one wanted entry. */
  maxEntryBytes: number;
}

/**
 * The uncompressed bytes of the entries whose name `wanted` accepts, by name. Throws ZipError
 * for anything that is not a readable ZIP, or a wanted entry over `maxEntryBytes`.
 */
export function readZipEntries(
  zip: Buffer,
  wanted: (name: string) => boolean,
  limits: ZipLimits,
): Map<string, Buffer> {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new ZipError('not a zip');
  const { offset, entries } = endOfCentralDirectory(zip);
  if (entries > limits.maxEntries) throw new ZipError('too many entries');
  const found = new Map<string, Buffer>();
  let at = offset;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      throw new ZipError('bad directory');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (!wanted(name)) continue;
    if (flags & 0x1) throw new ZipError('encrypted');
    if (size > limits.maxEntryBytes) throw new ZipError('entry too large');
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_SIGNATURE)
      throw new ZipError('bad local header');
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (data.length !== compressedSize) throw new ZipError('truncated');
    found.set(name, inflate(method, data, limits.maxEntryBytes));
  }
  return found;
}

function inflate(method: number, data: Buffer, maxBytes: number): Buffer {
  if (method === STORED) return data;
  if (method !== DEFLATED) throw new ZipError('unsupported compression');
  try {
    // Bounded whatever the header claims: the directory's size is only what the archive says.
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    throw new ZipError('bad deflate data');
  }
}
