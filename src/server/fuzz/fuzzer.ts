import path from 'node:path';
import sharp from 'sharp';
import { makePlatformAdmin } from '../modules/companies/fixtures.js';
import type { TestContext } from '../test/context.js';
import { createMember, type TestMember } from '../test/members.js';
import { IdHarvest } from './harvest.js';
import { type Operation, operationsOf, refResolver } from './operations.js';
import { Random } from './random.js';
import {
  buildRequest,
  type FuzzRequest,
  type Identity,
  type Images,
  type RequestContext,
} from './requests.js';
import { type Defect, englishWords, judge, knownTexts } from './verdict.js';

// The fuzzer behind `npm run fuzz` (issue 13; fuzz.test.ts runs it): the app in-process, fuzzed
// from its own OpenAPI document (plus the better-auth endpoints the client calls) by a bounded,
// seeded set of requests — anonymous, as a member and as a platform administrator — with
// plausible values, boundaries, wrong types, huge and hostile strings, NUL bytes, malformed and
// mistyped bodies, forged cursors and random ids. A defect is any 5xx, any error that is not the
// API's envelope and any English error text; each is reported with the request that showed it.

const SESSION_CHECK_EVERY = 25;
const REQUEST_TIMEOUT_MS = 30_000;
const MAX_LISTED = 40;

type Finding = Defect & { request: FuzzRequest; status: number; answer: string; op: Operation };

async function makeImages(random: Random): Promise<Images> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c2185b' } })
    .png()
    .toBuffer();
  const noise = new Uint8Array(2048).map(() => random.int(0, 255));
  return {
    png: new Uint8Array(png),
    text: new TextEncoder().encode('isto não é uma imagem'),
    noise,
    oversized: new Uint8Array(8 * 1024 * 1024 + 200 * 1024),
  };
}

function summary(body: FuzzRequest['body']): string {
  if (body === undefined) return '';
  if (typeof body === 'string')
    return body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body;
  if (body instanceof Uint8Array) return `<${body.length} bytes>`;
  const parts: string[] = [];
  body.forEach((value, key) => {
    parts.push(
      typeof value === 'string'
        ? `${key}=${JSON.stringify(value.slice(0, 80))}`
        : `${key}=<file ${value.name}, ${value.size} bytes, ${value.type}>`,
    );
  });
  return `multipart: ${parts.join(' ')}`;
}

async function send(ctx: TestContext, request: FuzzRequest, cookie: string | undefined) {
  const headers = { ...request.headers };
  if (cookie && !headers.cookie) headers.cookie = cookie;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS).unref(),
  );
  const res = await Promise.race([
    ctx.app.request(request.url, { method: request.method, headers, body: request.body, redirect: 'manual' }),
    timeout,
  ]);
  const contentType = res.headers.get('content-type') ?? '';
  // A live event stream (GET /api/notifications/stream) never ends: its opening is what is judged.
  if (contentType.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, contentType, text: '' };
  }
  return { status: res.status, contentType, text: await res.text() };
}

export type FuzzResult = { defects: number; report: string };

/**
 * Sends `total` requests chosen by `seed` to the app of `ctx` (a fresh test context); `trace`
 * prints every request and answer whose 'METHOD /path' matches it (a debugging aid).
 */
export async function fuzz(
  ctx: TestContext,
  seed: number,
  total: number,
  trace?: RegExp,
): Promise<FuzzResult> {
  const started = performance.now();
  const random = new Random(seed);
  const known = await knownTexts(path.resolve(import.meta.dirname, '../../domain'));
  const suspicious = [...known].filter((t) => englishWords(t).length >= 2);
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  const identities: Record<Exclude<Identity, 'anonymous'>, TestMember> = {
    member: await createMember(ctx, 'Fuzz Membro'),
    admin: await createMember(ctx, 'Fuzz Administradora'),
  };
  await makePlatformAdmin(ctx, identities.admin);

  const doc = await (await ctx.app.request('/api/openapi.json')).json();
  // Every operation the document describes, better-auth's served endpoints included.
  const operations = operationsOf(doc);
  const harvest = new IdHarvest();
  for (const [role, member] of Object.entries(identities)) {
    harvest.viewer = role;
    harvest.add('userId', member.id);
    harvest.add('profiles.id', member.id);
    const me = await (
      await ctx.app.request('/api/profile/me', { headers: { cookie: member.cookie } })
    ).json();
    harvest.collect('profile', me);
  }
  const requestContext: RequestContext = {
    random,
    harvest,
    resolve: refResolver(doc),
    publicUrl: ctx.config.publicUrl,
    images: await makeImages(random),
    operations,
  };

  const findings: Finding[] = [];
  const statuses = new Map<number, number>();
  /** Operations that answered at least once with a success: how deep the run went. */
  const reached = new Set<Operation>();
  let renewed = 0;
  for (let i = 0; i < total; i++) {
    if (i > 0 && i % SESSION_CHECK_EVERY === 0) {
      for (const [role, member] of Object.entries(identities) as [keyof typeof identities, TestMember][]) {
        const me = await (await ctx.app.request('/api/me', { headers: { cookie: member.cookie } })).json();
        if (me?.user?.id) continue;
        // A fuzzed request ended her session (e.g. a password change): a new member goes on.
        identities[role] = await createMember(ctx, `Fuzz ${role} ${++renewed}`);
        if (role === 'admin') await makePlatformAdmin(ctx, identities[role]);
        harvest.add('userId', identities[role].id, role);
      }
    }
    const op = random.pick(operations);
    const identity: Identity = op.endsSession
      ? 'anonymous'
      : random.weighted({ anonymous: 25, member: 50, admin: 25 });
    harvest.viewer = identity;
    harvest.self = identity === 'anonymous' ? undefined : identities[identity].id;
    const request = buildRequest(requestContext, identity, op);
    const cookie = identity === 'anonymous' ? undefined : identities[identity].cookie;
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(ctx, request, cookie);
    } catch (error) {
      findings.push({
        kind: '5xx',
        detail: `no answer: ${(error as Error).message}`,
        request,
        status: 0,
        answer: '',
        op,
      });
      continue;
    }
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (trace?.test(`${request.method} ${op.path}`))
      process.stdout.write(
        `trace: ${identity} ${request.method} ${request.url} (${request.strategy})\n  ${summary(request.body)}\n  → ${answer.status} ${answer.text.slice(0, 300)}\n`,
      );
    for (const defect of judge(answer.status, answer.contentType, answer.text, known))
      findings.push({ ...defect, request, status: answer.status, answer: answer.text.slice(0, 300), op });
    if (answer.status < 300) reached.add(op);
    if (answer.status < 300 && answer.contentType.includes('json')) {
      try {
        harvest.collect(op.path.split('/')[1] ?? '', JSON.parse(answer.text));
      } catch {
        // a success that is not JSON: nothing to harvest
      }
    }
    // Progress on the terminal: a run takes a few minutes.
    if ((i + 1) % 500 === 0)
      process.stdout.write(`fuzz: ${i + 1}/${total} requests, ${findings.length} defective answers so far\n`);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const byStatus = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  log(
    `fuzz: seed ${seed}, ${total} requests over ${operations.length} operations in ${seconds} s; answers ${byStatus}`,
  );
  const unreached = operations.filter((o) => !reached.has(o));
  log(
    `fuzz: ${operations.length - unreached.length} operations answered a success at least once; never: ${unreached.map((o) => `${o.method.toUpperCase()} ${o.path}`).join(', ') || 'none'}`,
  );
  if (suspicious.length > 0)
    log(
      `fuzz: note — copy texts that read as English (not answered by the API here): ${suspicious.map((t) => JSON.stringify(t)).join(', ')}`,
    );

  // One finding per defect, route and text: the first request that showed it reproduces it.
  const unique = new Map<string, Finding & { count: number }>();
  for (const f of findings) {
    const key = `${f.kind} ${f.request.method} ${f.op.path} ${f.status} ${f.detail.slice(0, 80)}`;
    const seen = unique.get(key);
    if (seen) seen.count += 1;
    else unique.set(key, { ...f, count: 1 });
  }
  if (unique.size === 0) {
    log('fuzz: no defects');
    return { defects: 0, report: lines.join('\n') };
  }
  log(`fuzz: ${findings.length} defective answers, ${unique.size} distinct:`);
  for (const [n, f] of [...unique.values()].slice(0, MAX_LISTED).entries()) {
    const r = f.request;
    log(
      [
        `\n#${n + 1} [${f.kind}] ${f.detail} — seen ${f.count}×`,
        `  ${r.identity} ${r.method} ${r.url}   (${r.strategy})`,
        ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v.length > 120 ? `${v.slice(0, 120)}…` : v}`),
        r.body === undefined ? '' : `  body: ${summary(r.body)}`,
        `  → ${f.status} ${f.answer}`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  if (unique.size > MAX_LISTED) log(`\n… and ${unique.size - MAX_LISTED} more`);
  return { defects: unique.size, report: lines.join('\n') };
}
