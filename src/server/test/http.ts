import type { TestContext } from './context.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read response JSON of many shapes; assertions check it.
export type HttpResult = { status: number; body: any; cookie: string; headers: Headers };

/** Cookies a response sets, as a Cookie header value (name=value pairs). */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');
}

/** A JSON request as a browser on the app's origin would send it (Origin set for CSRF checks). */
export async function call(
  ctx: TestContext,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const headers: Record<string, string> = { origin: ctx.config.publicUrl, ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  // The peer address the Node server would take from the socket (see http/client-ip.ts).
  const env = options.ip
    ? { incoming: { socket: { remoteAddress: options.ip, remoteFamily: 'IPv4' } } }
    : undefined;
  const res = await ctx.app.request(
    path,
    {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    },
    env,
  );
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, cookie: cookiesFrom(res), headers: res.headers };
}
