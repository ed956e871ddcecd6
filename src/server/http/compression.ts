import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { setAnswerHeader } from './response-headers.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;
/** Fast settings: the answer is made per request (the build's assets are compressed at build time). */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q > 0), brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compresses pages and JSON answers (brotli or gzip, as the client accepts). Unlike Hono's
 * `compress` (gzip only), headers are set in place (response-headers.ts), so an answer sent
 * uncompressed keeps the node adapter's fast path. Answers already encoded (the build's
 * precompressed assets), event streams, partial and HEAD answers, and `no-transform` ones are
 * left alone.
 */
export function compressAnswers() {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      res.headers.has('Content-Encoding') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (length < MIN_BYTES) return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
      setAnswerHeader(c, 'Vary', 'Accept-Encoding', { append: true });
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < MIN_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    const compressed =
      encoding === 'br'
        ? await brotliAsync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          })
        : await gzipAsync(body, { level: GZIP_LEVEL });
    // Hono's setter carries the old answer's headers over (its length among them).
    c.res = new Response(new Uint8Array(compressed), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  });
}
