import type { Operation } from './operations.js';
import type { Random } from './random.js';
import { edgeValue, hostileString, plausible, type Schema, type ValueContext, wrongType } from './values.js';

// One fuzzed request: an operation, who sends it and how it is spoiled.

export type Identity = 'anonymous' | 'member' | 'admin';

export type FuzzRequest = {
  identity: Identity;
  method: string;
  /** Path and query, under /api. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  /** What was done to it, for the report. */
  strategy: string;
};

export type Images = { png: Bytes; text: Bytes; noise: Bytes; oversized: Bytes };
type Bytes = Uint8Array<ArrayBuffer>;

export type RequestContext = ValueContext & {
  publicUrl: string;
  images: Images;
  operations: Operation[];
};

const STRATEGIES = { valid: 28, field: 32, param: 12, body: 15, method: 5, headers: 8 } as const;
type Strategy = keyof typeof STRATEGIES;

/** encodeURIComponent, which throws on a lone surrogate: those go as U+FFFD. */
function encode(text: string): string {
  return encodeURIComponent(
    text.replaceAll(/[\ud800-\udfff]/g, (c, i, all) => {
      const code = c.charCodeAt(0);
      const pair = code < 0xdc00 ? all.charCodeAt(i + 1) : all.charCodeAt(i - 1);
      const paired = code < 0xdc00 ? pair >= 0xdc00 && pair <= 0xdfff : pair >= 0xd800 && pair < 0xdc00;
      return paired ? c : '\ufffd';
    }),
  );
}

/** Days that do not exist, keyset cursors a client could forge. */
function forgedCursor(random: Random): string {
  const at = random.pick([
    '2024-13-01T10:00:00.000000Z',
    '2023-02-30T10:00:00.000000Z',
    '2024-00-00T00:00:00.000000Z',
    '2024-01-01T24:00:00.000000Z',
    '0000-01-01T00:00:00.000000Z',
    '9999-12-31T23:59:59.999999Z',
    '2024-01-01T10:00:00.000Z',
  ]);
  const id = random.pick([random.uuid(), 'nao-uuid', '', `${random.uuid()}|x`]);
  return random.pick([
    Buffer.from(`${at}|${id}`).toString('base64url'),
    random.hex(40),
    '!!!',
    '%00',
    'A'.repeat(199),
    Buffer.from('\u0000|\u0000').toString('base64url'),
  ]);
}

function hostileParam(random: Random, name: string): string {
  if (name === 'cursor') return forgedCursor(random);
  return random.pick([
    '%00',
    encode(hostileString(random)),
    random.uuid(),
    '00000000-0000-0000-0000-000000000000',
    'nao-e-uuid',
    '-1',
    '0',
    '99999999999999999999',
    '1.5',
    encode('👩🏽‍💻'),
    'a'.repeat(3000),
    '..%2F..%2Fetc%2Fpasswd',
    '%E0%A4%A',
    '%C3%28',
  ]);
}

function paramValue(op: Operation, name: string, schema: Schema, ctx: RequestContext): string {
  const segment = op.path.split('/')[1] ?? '';
  const { random, harvest } = ctx;
  if (name === 'cursor')
    return harvest.cursors.length > 0 && random.chance(0.7)
      ? random.pick(harvest.cursors)
      : forgedCursor(random);
  const keys =
    name === 'id'
      ? [`${segment}.id`]
      : name === 'idOrSlug'
        ? [`${segment}.id`, 'slug']
        : name === 'slug'
          ? ['slug', 'userId']
          : [name];
  const known = keys.flatMap((k) => harvest.ids(k));
  if (known.length > 0 && random.chance(0.85)) return encode(random.pick(known));
  const value = plausible(schema, ctx, name);
  return encode(value === null || value === undefined ? '' : String(value));
}

function urlOf(op: Operation, ctx: RequestContext, spoil?: string): string {
  const { random } = ctx;
  let path = op.path;
  const query = new URLSearchParams();
  const raw: string[] = [];
  for (const p of op.parameters) {
    const spoiled = spoil === p.name;
    if (!spoiled && !p.required && random.chance(0.5)) continue;
    const value = spoiled ? hostileParam(random, p.name) : paramValue(op, p.name, p.schema, ctx);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, value);
    else if (spoiled) raw.push(`${encode(p.name)}=${value}`);
    else query.append(p.name, decodeURIComponent(value));
  }
  const search = [query.toString(), ...raw].filter(Boolean).join('&');
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** The body's fields as a form sends them (every value a string, images as files). */
function multipartOf(
  values: Record<string, unknown>,
  schema: Schema,
  ctx: RequestContext,
  spoilFile: boolean,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const { images, random } = ctx;
  for (const [key, property] of Object.entries(ctx.resolve(schema).properties ?? {})) {
    if (ctx.resolve(property).format !== 'binary') continue;
    if (!spoilFile && random.chance(0.4)) continue;
    const bytes = spoilFile
      ? random.pick([images.text, images.noise, images.oversized, new Uint8Array(0)])
      : images.png;
    form.append(
      key,
      new File([bytes], random.pick(['foto.png', 'a.svg', '../../x.png', 'ção.jpg']), {
        type: random.pick(['image/png', 'text/plain', 'application/octet-stream']),
      }),
    );
  }
  return form;
}

function spoilField(values: Record<string, unknown>, schema: Schema, ctx: RequestContext): string {
  const { random } = ctx;
  const properties = ctx.resolve(schema).properties ?? {};
  const keys = Object.keys(properties).filter((k) => ctx.resolve(properties[k] ?? {}).format !== 'binary');
  const choice = random.int(0, 9);
  if (keys.length === 0 || choice === 9) {
    const extra = random.pick(['role', 'userId', '__proto__', 'isActive', 'id', 'sealGrantedAt']);
    values[extra] = random.pick(['admin', random.uuid(), { polluted: true }, true]);
    return `extra field ${extra}`;
  }
  const key = random.pick(keys);
  const property = properties[key] ?? {};
  const item = ctx.resolve(property);
  // One level down, into an array of objects (CV rows, preference locations, children).
  if (
    item.items &&
    Array.isArray(values[key]) &&
    (values[key] as unknown[]).length > 0 &&
    random.chance(0.5)
  ) {
    const rows = values[key] as Record<string, unknown>[];
    const row = rows[0];
    const rowSchema = ctx.resolve(item.items);
    const inner = Object.keys(rowSchema.properties ?? {});
    if (row && typeof row === 'object' && inner.length > 0) {
      const innerKey = random.pick(inner);
      row[innerKey] = random.chance(0.5)
        ? edgeValue(rowSchema.properties?.[innerKey] ?? {}, ctx, innerKey)
        : wrongType(rowSchema.properties?.[innerKey] ?? {}, ctx);
      return `${key}.0.${innerKey} spoiled`;
    }
  }
  switch (choice) {
    case 0:
    case 1:
    case 2:
      values[key] = wrongType(property, ctx);
      return `${key}: wrong type`;
    case 3:
      delete values[key];
      return `${key}: missing`;
    case 4:
      values[key] = null;
      return `${key}: null`;
    default:
      values[key] = edgeValue(property, ctx, key);
      return `${key}: edge value`;
  }
}

function excerpt(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

export function buildRequest(ctx: RequestContext, identity: Identity, op: Operation): FuzzRequest {
  const { random } = ctx;
  const strategy: Strategy = random.weighted(STRATEGIES);
  const method = op.method.toUpperCase();
  const headers: Record<string, string> = {};
  if (method !== 'GET') {
    headers.origin = ctx.publicUrl;
    if (random.chance(0.7)) headers['sec-fetch-site'] = 'same-origin';
  }
  const spoilParam =
    strategy === 'param' && op.parameters.length > 0 ? random.pick(op.parameters).name : undefined;
  let url = urlOf(op, ctx, spoilParam);
  let note = spoilParam ? `param ${spoilParam}` : strategy;

  let body: FuzzRequest['body'];
  if (op.body) {
    const values = plausible(op.body.schema, ctx) as Record<string, unknown>;
    const multipart = op.body.mediaType === 'multipart/form-data';
    if (strategy === 'field') note = `field ${spoilField(values, op.body.schema, ctx)}`;
    if (multipart)
      body = multipartOf(values, op.body.schema, ctx, strategy === 'field' && random.chance(0.4));
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(values);
    }
    if (strategy === 'body') {
      const spoiled = spoilBody(ctx, values, multipart);
      body = spoiled.body;
      if (spoiled.contentType === null) delete headers['content-type'];
      else headers['content-type'] = spoiled.contentType;
      note = `body: ${spoiled.note}`;
    }
  } else if (strategy === 'body' && method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ inesperado: hostileString(random) });
    note = 'body where none is expected';
  }

  let sentMethod = method;
  if (strategy === 'method') {
    const defined = new Set(
      ctx.operations.filter((o) => o.path === op.path).map((o) => o.method.toUpperCase()),
    );
    const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => !defined.has(m));
    if (others.length > 0) {
      sentMethod = random.pick(others);
      if (sentMethod === 'GET' || sentMethod === 'OPTIONS') body = undefined;
      headers.origin = ctx.publicUrl;
      note = `method ${sentMethod} on ${method}`;
    }
  }
  if (strategy === 'headers') {
    const spoil = random.int(0, 5);
    if (spoil === 0)
      headers.origin = random.pick(['https://evil.example', 'null', 'http://localhost:3000.evil.example']);
    else if (spoil === 1) headers['sec-fetch-site'] = random.pick(['cross-site', 'same-site', 'bogus']);
    else if (spoil === 2)
      headers.cookie = random.pick([
        'better-auth.session_token=abc',
        'better-auth.session_token=%00',
        `better-auth.session_token=${'a'.repeat(4000)}`,
        '=;;=',
      ]);
    else if (spoil === 3) headers.accept = 'text/html';
    else if (spoil === 4 && body !== undefined && typeof body === 'string')
      headers['content-type'] = random.pick([
        'application/json; charset=utf-16',
        'application/json;;',
        'APPLICATION/JSON',
        'application/vnd.api+json',
      ]);
    else url = `${url}${url.includes('?') ? '&' : '?'}${encode(hostileString(random).slice(0, 50))}=%00`;
    note = `headers: ${excerpt({ ...headers, url })}`;
  }
  return { identity, method: sentMethod, url, headers, body, strategy: note };
}

function spoilBody(
  ctx: RequestContext,
  values: Record<string, unknown>,
  multipart: boolean,
): { body: FuzzRequest['body']; contentType: string | null; note: string } {
  const { random } = ctx;
  const json = JSON.stringify(values);
  switch (random.int(0, 11)) {
    case 0:
      return {
        body: json.slice(0, Math.max(1, json.length - 3)),
        contentType: 'application/json',
        note: 'truncated JSON',
      };
    case 1:
      return {
        body: random.pick(['{', 'não é json', '{"a":1}lixo', "{'a':1}", '{"a":1,}']),
        contentType: 'application/json',
        note: 'malformed JSON',
      };
    case 2:
      return {
        body: random.pick(['null', '[]', '"texto"', '42', 'true', '[{}]']),
        contentType: 'application/json',
        note: 'JSON of the wrong shape',
      };
    case 3:
      return {
        body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
        contentType: 'application/json',
        note: 'deeply nested JSON',
      };
    case 4:
      return {
        body: json,
        contentType: random.pick(['text/plain', 'application/xml', 'application/octet-stream', 'image/png']),
        note: 'wrong content type',
      };
    case 5:
      return { body: json, contentType: null, note: 'no content type' };
    case 6:
      return {
        body: new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString(),
        contentType: 'application/x-www-form-urlencoded',
        note: 'URL-encoded form',
      };
    case 7: {
      const form = new FormData();
      for (const [k, v] of Object.entries(values)) form.append(k, String(v));
      return {
        body: form,
        contentType: null,
        note: multipart ? 'multipart without image' : 'multipart to a JSON route',
      };
    }
    case 8:
      return { body: '', contentType: 'application/json', note: 'empty JSON body' };
    case 9:
      // Latin-1 bytes: not UTF-8.
      return {
        body: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xe7, 0xe3, 0xff, 0x22, 0x7d]),
        contentType: 'application/json',
        note: 'invalid UTF-8',
      };
    case 10:
      return {
        body: JSON.stringify({ ...values, enorme: 'x'.repeat(2 * 1024 * 1024) }),
        contentType: 'application/json',
        note: '2 MB JSON',
      };
    default:
      return {
        body: `\ufeff${json}`,
        contentType: 'application/json; charset=utf-8',
        note: 'JSON with a BOM',
      };
  }
}
