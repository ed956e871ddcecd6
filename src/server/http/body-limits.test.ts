import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_COPY } from '../../domain/copy/http.js';
import { BODY_LIMITS, CONTACT_MESSAGE_MAX_LENGTH, IMAGE_PURPOSES, MEGABYTE } from '../../domain/limits.js';
import { authUser } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember, type TestMember } from '../test/members.js';
import { ROUTE_BODY_LIMITS } from './body-limits.js';

// Issue 13, point 6: every route bounds its body before anything reads it (300 MB of anonymous
// JSON once cost the process ~0.9 GB), and its limit still fits its largest legitimate input.

let ctx: TestContext;
let ana: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Limite');
});
afterAll(() => ctx?.close());

const tooLarge = { error: { code: 'too_large', message: HTTP_COPY.tooLarge } };

/**
 * A JSON body of `total` bytes sent in 64 KB chunks with no Content-Length (chunked, as a client
 * streaming an endless body would), counting how many chunks the server pulled.
 */
function streamedJson(total: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  const stats = { pulled: 0, chunks: Math.ceil(total / chunk.length) };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled === 0) controller.enqueue(new TextEncoder().encode('{"message":"'));
      stats.pulled += 1;
      if (stats.pulled > stats.chunks) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { body, stats };
}

async function sendStreamed(path: string, total: number, cookie?: string) {
  const { body, stats } = streamedJson(total);
  const res = await ctx.app.request(path, {
    method: path === '/api/profile/me' ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
    // @ts-expect-error: Node's fetch needs it for a streamed request body; the DOM types lack it.
    duplex: 'half',
  });
  return { status: res.status, body: await res.json(), stats };
}

describe('request body limits', () => {
  it.each([
    ['a public route', '/api/contact', BODY_LIMITS.contact, false],
    ['an auth route', '/api/auth/sign-in/email', BODY_LIMITS.auth, false],
    ['a member route', '/api/profile/me', BODY_LIMITS.form, true],
  ])(
    'cuts an oversized streamed body to %s at its limit, unread beyond it (413)',
    async (_, path, limit, signedIn) => {
      const total = 50 * MEGABYTE;
      const res = await sendStreamed(path, total, signedIn ? ana.cookie : undefined);
      expect(res.status).toBe(413);
      expect(res.body).toEqual(tooLarge);
      // It stopped pulling right after the limit (a chunk or two of read-ahead), not at 50 MB.
      expect(res.stats.pulled * 64 * 1024).toBeLessThan(limit + 4 * 64 * 1024);
    },
  );

  it('refuses an announced Content-Length over the limit before reading anything', async () => {
    const res = await ctx.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(300 * MEGABYTE) },
      body: JSON.stringify({
        name: 'Grande',
        email: 'grande@exemplo.com.br',
        password: 'uma senha longa e boa',
      }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
    expect(await ctx.db.select().from(authUser).where(eq(authUser.email, 'grande@exemplo.com.br'))).toEqual(
      [],
    );
  });

  it("answers an oversized upload with its purpose's own 413 message", async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(IMAGE_PURPOSES.logo.maxBytes + 128 * 1024)], 'logo.png'));
    const res = await ctx.app.request('/api/communities/00000000-0000-4000-8000-000000000000/logo', {
      method: 'POST',
      headers: { cookie: ana.cookie },
      body: form,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('A imagem deve ter no máximo 2MB.');
  });

  it('still takes the largest legitimate inputs: a full contact message and a full CV', async () => {
    // '€' is 3 bytes in UTF-8: the worst case the limits are sized for.
    const contact = await call(ctx, 'POST', '/api/contact', {
      body: {
        name: 'Joana',
        email: 'joana@exemplo.com.br',
        subject: 'privacidade',
        message: '€'.repeat(CONTACT_MESSAGE_MAX_LENGTH),
      },
    });
    expect(contact.status).toBe(202);

    const entry = {
      company: '€'.repeat(200),
      role: '€'.repeat(200),
      description: '€'.repeat(3000),
      startMonth: '2020-01',
      endMonth: null,
      isCurrent: true,
      salary: null,
      contractType: 'CLT',
      workModel: 'Remoto',
      country: '€'.repeat(200),
      state: '€'.repeat(200),
      city: '€'.repeat(200),
    };
    const cv = await call(ctx, 'PUT', '/api/experiences', {
      cookie: ana.cookie,
      body: { entries: Array.from({ length: 50 }, () => entry) },
    });
    expect(cv.status, JSON.stringify(cv.body).slice(0, 300)).toBe(200);
  });

  it('lists every upload route of the API, and only routes that exist', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    const uploads: string[] = [];
    const routes = new Set<string>();
    for (const [path, operations] of Object.entries<Record<string, { requestBody?: { content?: object } }>>(
      doc.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} /api${path.replaceAll(/\{(\w+)\}/g, ':$1')}`;
        routes.add(key);
        if (operation.requestBody?.content && 'multipart/form-data' in operation.requestBody.content)
          uploads.push(key);
      }
    }
    for (const key of uploads) expect(ROUTE_BODY_LIMITS[key], key).toBeDefined();
    for (const key of Object.keys(ROUTE_BODY_LIMITS)) expect(routes, key).toContain(key);
  });
});
