// The only file types the app ever stores or serves. Serving anything else (HTML, SVG) from our
// own origin would be an XSS vector, so unknown extensions have no content type at all.
const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

export function contentTypeForKey(key: string): string | null {
  const dot = key.lastIndexOf('.');
  if (dot < 0) return null;
  return CONTENT_TYPE_BY_EXTENSION[key.slice(dot + 1).toLowerCase()] ?? null;
}

/** Keys are unique per upload (random part), so a URL's content never changes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
