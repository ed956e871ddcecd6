import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client address used for rate limits and session records. By default it is the socket's
 * peer address, so a client cannot reset its limits by sending its own X-Forwarded-For. Behind
 * a proxy (TRUST_PROXY) the proxy's last appended X-Forwarded-For entry is used.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // Only a request handed to app.request() without a socket lands here.
    return '127.0.0.1';
  }
}
