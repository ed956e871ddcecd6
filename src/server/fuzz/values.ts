import type { Random } from './random.js';

// Values for a JSON Schema (the OpenAPI 3.1 document's): plausible ones that pass validation, so
// requests reach the services and the database, and hostile ones that probe what validation
// lets through.

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  $ref?: string;
};

/** Identifiers and cursors seen in the app's answers, handed back so requests hit real rows. */
export type Harvest = {
  ids: (key: string) => string[];
  cursors: string[];
  /** The signed-in member's own id, for fields that name her (authorId). */
  self: string | undefined;
};

export type ValueContext = { random: Random; harvest: Harvest; resolve: (schema: Schema) => Schema };

/** Text from a shared form, in Portuguese, with accents. */
const WORDS = [
  'Ana',
  'Tecnologia',
  'mulheres',
  'liderança',
  'São Paulo',
  'inovação',
  'Maria José',
  'gestão',
  'saúde',
  'ação',
];

function types(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function words(random: Random, min: number, max: number): string {
  let text = random.pick(WORDS);
  const target = random.int(Math.max(min, 1), Math.max(min, Math.min(max, 60)));
  while (text.length < target) text += ` ${random.pick(WORDS)}`;
  text = text.slice(0, max);
  while (text.length < min) text += 'a';
  return text;
}

/** A plausible string for a field, by its format and name. */
function plausibleString(schema: Schema, name: string, ctx: ValueContext): string {
  const { random, harvest } = ctx;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const lower = name.toLowerCase();
  if (schema.format === 'uuid' || lower.endsWith('id')) {
    if ((lower === 'authorid' || lower === 'userid') && harvest.self && random.chance(0.6))
      return harvest.self;
    const known = harvest.ids(name);
    return known.length > 0 && random.chance(0.8) ? random.pick(known) : random.uuid();
  }
  if (schema.format === 'date-time')
    return new Date(Date.UTC(2025, random.int(0, 11), random.int(1, 28))).toISOString();
  if (schema.format === 'email' || lower.includes('email'))
    return `fuzz${random.int(1, 999999)}@exemplo.com.br`;
  if (lower.includes('password')) return 'uma senha longa e boa';
  if (lower === 'cursor') return harvest.cursors.length > 0 ? random.pick(harvest.cursors) : random.hex(16);
  if (lower.includes('month'))
    return `${random.int(1990, 2025)}-${String(random.int(1, 12)).padStart(2, '0')}`;
  if (lower.includes('date'))
    return `${random.int(1950, 2010)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  if (/url|link|website|linkedin|lattes|image|platform/.test(lower))
    return `https://exemplo.com.br/${random.hex(6)}`;
  if (/callback|redirect/.test(lower)) return '/';
  if (lower === 'state' || (max === 2 && min <= 2)) return random.pick(['SP', 'RJ', 'MG', 'BA']);
  if (lower.includes('slug') || schema.pattern) return `fuzz-${random.hex(8)}`.slice(0, max);
  if (lower === 'token' || lower === 'code') return random.hex(Math.max(min, 6));
  return words(random, min, max);
}

function plausibleNumber(schema: Schema, integer: boolean, ctx: ValueContext, name: string): number {
  const { random } = ctx;
  if (/years/i.test(name)) return random.int(0, 40);
  if (/year/i.test(name)) return random.int(1990, 2025);
  let min = schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 0);
  let max =
    schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 100);
  if (max < min) [min, max] = [max, min];
  if (/id$/i.test(name)) max = Math.min(max, 200);
  const value = min + random.next() * (Math.min(max, min + 1000) - min);
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

/** A value the schema should accept. */
export function plausible(input: Schema, ctx: ValueContext, name = ''): unknown {
  const schema = ctx.resolve(input);
  const { random } = ctx;
  if (schema.enum) {
    const values = schema.enum.filter((v) => v !== null);
    return values.length > 0 ? random.pick(values) : null;
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return plausible(random.pick(options), ctx, name);
  if (schema.allOf) return plausible(schema.allOf[0] ?? {}, ctx, name);
  const kinds = types(schema);
  const nonNull = kinds.filter((k) => k !== 'null');
  if (nonNull.length === 0) return kinds.includes('null') ? null : words(random, 1, 20);
  if (kinds.includes('null') && random.chance(0.15)) return null;
  const kind = random.pick(nonNull);
  switch (kind) {
    case 'string':
      return schema.format === 'binary' ? undefined : plausibleString(schema, name, ctx);
    case 'integer':
      return plausibleNumber(schema, true, ctx, name);
    case 'number':
      return plausibleNumber(schema, false, ctx, name);
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const count = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      const items = Array.from({ length: count }, () => plausible(schema.items ?? {}, ctx, name));
      // Lists of labels refuse repeated items: keep them distinct.
      return [...new Set(items.map((i) => JSON.stringify(i)))].map((i) => JSON.parse(i));
    }
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (!schema.required?.includes(key) && random.chance(0.3)) continue;
        const value = plausible(property, ctx, key);
        if (value !== undefined) object[key] = value;
      }
      return object;
    }
    default:
      return null;
  }
}

/** Text that has broken databases, parsers and renderers. */
export function hostileString(random: Random): string {
  switch (random.int(0, 13)) {
    case 0:
      return `Ana\u0000Maria`;
    case 1:
      return '\u0000';
    case 2:
      return 'x'.repeat(random.pick([256, 5001, 20_000, 120_000]));
    case 3:
      return '👩🏽‍💻 mulheres na tecnologia 🚀'.repeat(random.int(1, 40));
    case 4:
      return '\ud800 surrogate \udfff sozinho';
    case 5:
      return 'مرحبا עולם \u202e invertido \u200b\u200d';
    case 6:
      return "' OR 1=1; DROP TABLE posts; --";
    case 7:
      return '<script>alert(1)</script><img src=x onerror=alert(1)>';
    case 8:
      return '   ';
    case 9:
      return '';
    case 10:
      return '\u0001\u0002\u001f\u007f\ufeff\ufffe';
    case 11:
      return '%00%27%22%3C../../etc/passwd';
    case 12:
      return 'a\u0301'.repeat(2000);
    default:
      return random.pick(['null', 'undefined', 'NaN', '1e309', '-0', 'true', '{}', '[]']);
  }
}

/** Numbers at and past the edges: over int4, over a double's integers, fractions, negatives. */
export function hostileNumber(random: Random, schema: Schema): number {
  const edges = [
    -1,
    0,
    0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    99_999_999_999.99,
  ];
  if (schema.maximum !== undefined) edges.push(schema.maximum, schema.maximum + 1);
  if (schema.minimum !== undefined) edges.push(schema.minimum, schema.minimum - 1);
  return random.pick(edges);
}

/** A value of the wrong type for the schema. */
export function wrongType(input: Schema, ctx: ValueContext): unknown {
  const schema = ctx.resolve(input);
  const kinds = types(schema);
  const { random } = ctx;
  const candidates: unknown[] = [null, true, 42, -7.5, 'texto', [], ['a', 1], {}, { $gt: '' }];
  return random.pick(
    candidates.filter((v) => {
      if (v === null) return !kinds.includes('null');
      if (Array.isArray(v)) return !kinds.includes('array');
      if (typeof v === 'object') return !kinds.includes('object');
      if (typeof v === 'number') return !kinds.includes('number') && !kinds.includes('integer');
      return !kinds.includes(typeof v);
    }),
  );
}

/** A value at or past the schema's bounds, or simply hostile for its type. */
export function edgeValue(input: Schema, ctx: ValueContext, name = ''): unknown {
  const schema = ctx.resolve(input);
  const { random } = ctx;
  const kinds = types(schema);
  if (kinds.includes('integer') || kinds.includes('number')) return hostileNumber(random, schema);
  if (kinds.includes('array')) {
    const many = (schema.maxItems ?? 50) + 1;
    return Array.from({ length: random.pick([many, 1000]) }, () => plausible(schema.items ?? {}, ctx, name));
  }
  if (kinds.includes('string')) {
    if (schema.maxLength !== undefined && random.chance(0.3))
      return random.pick(['é', 'a', '😀']).repeat(schema.maxLength + random.int(0, 1));
    if (name.toLowerCase().includes('date') || name.toLowerCase().includes('month'))
      return random.pick([
        '2024-13-01',
        '2023-02-30',
        '0000-00-00',
        '2024-1-1',
        '9999-99',
        '2024-02-29T25:61',
      ]);
    return hostileString(random);
  }
  if (kinds.includes('boolean')) return random.pick(['true', 'sim', 1, 0]);
  return hostileString(random);
}
