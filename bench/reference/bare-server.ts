import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  COMMUNITY_NICHE_LABELS,
  COMMUNITY_NICHES,
  COMPANY_INDUSTRIES,
  REACTION_KINDS,
} from '../../src/domain/enums.js';
import { COMMENTS_INLINE, SEARCH_RESULTS_PER_CATEGORY, SEARCH_TRIGRAM_MIN } from '../../src/domain/limits.js';
import { childAges } from '../../src/domain/rules/children.js';
import { mentionedIds } from '../../src/domain/rules/mentions.js';
import { COMMUNITY_PERMISSIONS } from '../../src/domain/rules/permissions/community.js';
import { COMPANY_PERMISSIONS } from '../../src/domain/rules/permissions/company.js';
import * as Q from './queries.js';

// The bare reference server of `npm run bench`: node:http and the database driver, nothing
// else — no framework, no ORM, no validation library. It sends the product's SQL (queries.ts)
// and writes the product's JSON, byte for byte (the bench compares both), for three requests:
//   GET /api/posts?order=recent&limit=N   (signed in: the chronological feed's first page,
//                                          'Recentes'; 'Para você', the default order, answers 501)
//   GET /api/profiles/by-slug/{slug}      (a public profile; a slug, not a user id)
//   GET /api/search?q=…                   (signed in; a text of 3+ characters — shorter ones
//                                          answer 501)
// What the product's answer costs beyond this is what the product adds: routing, middleware,
// validation, the ORM's query building and result mapping. On PostgreSQL every statement is a
// named prepared statement (parsed and planned once per connection), the reference a product
// with prepared statements can reach. PGlite has no named statements: plain extended queries.

/** The one thing the bare server needs from a database: rows for a statement. */
export type Backend = {
  rows(name: string, text: string, values: unknown[], mode: 'array' | 'object'): Promise<unknown[]>;
  close(): Promise<void>;
};

const asText = (value: string) => value;
// Timestamps and dates come back as text, as the product's driver setup reads them (drizzle
// maps them itself), so both sides build the same Date or 'YYYY-MM-DD' from the same string.
const TEXT_TYPES = [1082, 1114, 1184];

/** A pool of its own, of the product's size, with named prepared statements. */
export function postgresBackend(url: string, poolSize = 10): Backend {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {});
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      TEXT_TYPES.includes(oid)
        ? asText
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  return {
    async rows(name, text, values, mode) {
      const result = await pool.query({
        name: `bench-ref-${name}`,
        text,
        values,
        types,
        ...(mode === 'array' ? { rowMode: 'array' } : {}),
      });
      return result.rows;
    },
    close: () => pool.end(),
  };
}

/** The product's own PGlite instance (an embedded database belongs to one process). */
export function pgliteBackend(client: PGlite): Backend {
  const parsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, asText]));
  return {
    async rows(_name, text, values, mode) {
      const result = await client.query(text, values, { rowMode: mode, parsers });
      return result.rows;
    },
    close: async () => {},
  };
}

class HttpError extends Error {
  constructor(readonly status: number) {
    super(String(status));
  }
}

/** The viewer's id from a signed better-auth session cookie, as getSession does it, or 401. */
async function viewerId(db: Backend, cookieHeader: string | undefined, secret: string): Promise<string> {
  const raw = /(?:^|;\s*)better-auth\.session_token=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (!raw) throw new HttpError(401);
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf('.');
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  if (dot < 1 || signature.length !== expected.length || !timingSafeEqual(signature, expected))
    throw new HttpError(401);
  const [session] = (await db.rows('session', Q.SESSION_WITH_USER, [1, token, 1], 'array')) as unknown[][];
  if (!session || new Date(`${session[3]}`).getTime() <= Date.now()) throw new HttpError(401);
  return session[1] as string;
}

/** A timestamptz as drizzle hands it over (PgTimestamp.mapFromDriverValue), then as JSON does. */
const iso = (value: unknown) => new Date(value as string).toISOString();

type Mention = { id: string; name: string; slug: string | null };

/** The members a text mentions, in order of first mention (members.ts mentionsIn). */
const mentionsIn = (text: string, mentioned: Map<string, Mention>) =>
  mentionedIds(text).flatMap((id) => {
    const mention = mentioned.get(id);
    return mention ? [mention] : [];
  });

/**
 * Each post's conversation as its card carries it (src/server/modules/conversation/card.ts
 * postConversations): the counts always; the newest inline comments only when some post has
 * comments; the mentioned members only when some text (posts first, then those comments)
 * mentions anyone.
 */
async function postConversations(db: Backend, viewer: string, page: { id: string; content: string }[]) {
  const result = new Map<string, unknown>();
  if (page.length === 0) return result;
  const ids = page.map((p) => p.id);
  const countRows = (await db.rows(
    `post-counts-${ids.length}`,
    Q.POST_COUNTS(ids.length),
    [viewer, ...REACTION_KINDS, ...ids],
    'array',
  )) as unknown[][];
  const counts = new Map(countRows.map((r) => [r[0] as string, r]));
  const commented = ids.filter((id) => Number(counts.get(id)?.[REACTION_KINDS.length + 2] ?? 0) > 0);
  const commentRows =
    commented.length === 0
      ? []
      : ((await db.rows(
          `inline-comments-${commented.length}`,
          Q.INLINE_COMMENTS(commented.length),
          [
            viewer,
            ...COMMUNITY_PERMISSIONS.moderateComments,
            viewer,
            ...COMPANY_PERMISSIONS.moderateComments,
            ...commented,
            COMMENTS_INLINE,
          ],
          'array',
        )) as unknown[][]);
  const mentionedSet = new Set<string>();
  for (const text of [...page.map((p) => p.content), ...commentRows.map((c) => c[3] as string)])
    for (const id of mentionedIds(text)) mentionedSet.add(id);
  const mentionedList = [...mentionedSet];
  const mentioned = new Map<string, Mention>();
  if (mentionedList.length > 0) {
    const rows = (await db.rows(
      `mentioned-members-${mentionedList.length}`,
      Q.MENTIONED_MEMBERS(mentionedList.length),
      mentionedList,
      'array',
    )) as unknown[][];
    for (const m of rows)
      mentioned.set(m[0] as string, {
        id: m[0] as string,
        name: m[1] as string,
        slug: m[2] as string | null,
      });
  }
  const inline = new Map<string, unknown[]>();
  for (const c of commentRows) {
    const isAuthor = c[4] === viewer;
    const comments = inline.get(c[1] as string) ?? [];
    comments.push({
      id: c[0],
      postId: c[1],
      parentId: c[2],
      content: c[3],
      author: { id: c[4], name: c[9], imageUrl: c[10], professionalTitle: c[11], slug: c[12] },
      createdAt: iso(c[5]),
      editedAt: c[7] ? iso(c[6]) : null,
      replyCount: Number(c[13]),
      mentions: mentionsIn(c[3] as string, mentioned),
      // COMMENT_POLICY (src/domain/rules/permissions/comment.ts), NO_RELATION.
      viewer: { canEdit: isAuthor, canDelete: isAuthor || c[14] === viewer || c[15] === true },
    });
    inline.set(c[1] as string, comments);
  }
  for (const post of page) {
    const r = counts.get(post.id);
    const kinds = REACTION_KINDS.map((_, i) => (r ? Number(r[1 + i]) : 0));
    result.set(post.id, {
      reactions: {
        counts: Object.fromEntries(REACTION_KINDS.map((kind, i) => [kind, kinds[i]])),
        total: kinds.reduce((a, b) => a + b, 0),
        mine: (r?.[1 + REACTION_KINDS.length] as string | null | undefined) ?? null,
      },
      commentCount: r ? Number(r[2 + REACTION_KINDS.length]) : 0,
      comments: inline.get(post.id) ?? [],
      mentions: mentionsIn(post.content, mentioned),
    });
  }
  return result;
}

async function feed(db: Backend, viewer: string, url: URL) {
  if (url.searchParams.get('order') !== 'recent' || url.searchParams.has('cursor')) throw new HttpError(501);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const rows = (await db.rows(
    'feed',
    Q.FEED_PAGE,
    [
      'user',
      'community',
      'company',
      'user',
      'connections',
      viewer,
      viewer,
      'community',
      true,
      'company',
      true,
      true,
      false,
      viewer,
      limit + 1,
    ],
    'array',
  )) as unknown[][];
  const page = rows.slice(0, limit);
  const conversations = await postConversations(
    db,
    viewer,
    page.map((r) => ({ id: r[0] as string, content: r[1] as string })),
  );
  // Columns: id, content, image, audience, created_at, updated_at, edited, key, author type and
  // id, writer, target community id and name, the member's name, image, title and slug, the
  // community's and the company's name and logo.
  const items = page.map((r) => {
    const base = { type: r[8], id: r[9], professionalTitle: null, slug: null };
    const author =
      r[8] === 'user'
        ? { ...base, name: r[13] ?? '', imageUrl: r[14], professionalTitle: r[15], slug: r[16] }
        : r[8] === 'community'
          ? { ...base, name: r[17] ?? '', imageUrl: r[18] }
          : { ...base, name: r[19] ?? '', imageUrl: r[20] };
    const isAuthor = r[10] === viewer;
    return {
      id: r[0],
      content: r[1],
      imageUrl: r[2],
      author,
      community: r[11] && r[12] !== null ? { id: r[11], name: r[12] } : null,
      createdAt: iso(r[4]),
      editedAt: r[6] ? iso(r[5]) : null,
      audience: r[3],
      // POST_POLICY (src/domain/rules/permissions/post.ts) over a feed row: visible, NO_RELATION.
      viewer: { canRead: true, canEdit: isAuthor, canDelete: isAuthor, canReact: true, canComment: true },
      ...conversations.get(r[0] as string)!,
    };
  });
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? Buffer.from(`${last[7]}|${last[0]}`).toString('base64url') : null;
  return { items, nextCursor };
}

const month = (date: unknown) => (date ? (date as string).slice(0, 7) : null);

type JsonRow = Record<string, unknown>;

async function profile(db: Backend, rawSlug: string) {
  const slug = decodeURIComponent(rawSlug).trim().toLowerCase();
  if (!slug || /^[0-9a-f]{8}-/.test(slug)) throw new HttpError(501);
  const [r] = (await db.rows('profile', Q.PROFILE, [slug, 1], 'array')) as unknown[][];
  if (!r) throw new HttpError(404);
  const filhos = r[18] as { birth_date: string | null }[];
  const idiomas = r[19] as { idioma_id: string; nivel: unknown }[];
  const [experience, education, projects] = [r[20], r[21], r[22]] as JsonRow[][];
  const nameOf = new Map((r[23] as { id: string; name: string }[]).map((l) => [l.id, l.name]));
  return {
    id: r[0],
    slug: r[1],
    fullName: r[2],
    professionalTitle: r[3],
    bio: r[4],
    location: r[5],
    email: r[7] ? r[6] : null,
    phone: r[9] ? r[8] : null,
    profileImageUrl: r[10],
    profileBannerUrl: r[11],
    linkedinUrl: r[12],
    websiteUrl: r[13],
    lattesUrl: r[14],
    isLookingForJob: r[15],
    softSkills: r[16],
    hardSkills: r[17],
    childrenAges: childAges(filhos),
    languages: idiomas.map((l) => ({
      idioma_id: l.idioma_id,
      name: nameOf.get(l.idioma_id) ?? null,
      nivel: l.nivel,
    })),
    experience: experience!.map((e) => ({
      id: e.id,
      company: e.company,
      role: e.role,
      description: e.description,
      startMonth: month(e.start_date) ?? '',
      endMonth: month(e.end_date),
      isCurrent: e.is_current,
      contractType: e.contract_type,
      workModel: e.work_model,
      country: e.country,
      state: e.state,
      city: e.city,
    })),
    education: education!.map((e) => ({
      id: e.id,
      institution: e.institution,
      degreeLevel: e.degree_level,
      field: e.field,
      startMonth: month(e.start_date) ?? '',
      endMonth: month(e.end_date),
      isCurrent: e.is_current,
      completed: e.completed,
      description: e.description,
    })),
    projects: projects!.map((e) => ({
      id: e.id,
      type: e.type,
      title: e.title,
      description: e.description,
      startMonth: month(e.start_date),
      endMonth: month(e.end_date),
      month: month(e.date),
      link: e.link,
    })),
  };
}

/** Must equal SEARCH_CANDIDATES of src/server/modules/search/service.ts (the SQL check compares the values too). */
export const SEARCH_CANDIDATES = 100;
const FETCH = SEARCH_RESULTS_PER_CATEGORY + 1;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function search(db: Backend, url: URL) {
  const q = (url.searchParams.get('q') ?? '').trim();
  const needle = fold(q);
  if ([...q].length < SEARCH_TRIGRAM_MIN) throw new HttpError(501);
  const sectors = COMPANY_INDUSTRIES.filter((v) => fold(v).includes(needle)).join('|');
  const niches = COMMUNITY_NICHES.filter((v) => fold(COMMUNITY_NICHE_LABELS[v]).includes(needle)).join('|');
  const group = (values: string) => [
    true,
    q,
    FETCH,
    q,
    q,
    q,
    true,
    q,
    q,
    values,
    '|',
    q,
    SEARCH_CANDIDATES,
    FETCH,
    FETCH,
  ];
  const people = [q, FETCH, q, q, q, q, q, SEARCH_CANDIDATES, FETCH, FETCH];
  const [row] = (await db.rows(
    'search',
    Q.SEARCH,
    [...people, ...group(sectors), ...group(niches)],
    'object',
  )) as {
    professionals: unknown[];
    companies: unknown[];
    communities: unknown[];
  }[];
  const page = (rows: unknown[]) => ({
    items: rows.slice(0, SEARCH_RESULTS_PER_CATEGORY),
    hasMore: rows.length > SEARCH_RESULTS_PER_CATEGORY,
  });
  return {
    query: q,
    professionals: page(row!.professionals),
    companies: page(row!.companies),
    communities: page(row!.communities),
  };
}

/** The bare server: listens on `port` (0 = any) and answers the three requests above. */
export async function startBareServer(db: Backend, options: { secret: string; port?: number }) {
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://bare');
      let body: unknown;
      if (req.method !== 'GET') throw new HttpError(405);
      if (url.pathname === '/api/posts')
        body = await feed(db, await viewerId(db, req.headers.cookie, options.secret), url);
      else if (url.pathname.startsWith('/api/profiles/by-slug/'))
        body = await profile(db, url.pathname.slice('/api/profiles/by-slug/'.length));
      else if (url.pathname === '/api/search') {
        await viewerId(db, req.headers.cookie, options.secret);
        body = await search(db, url);
      } else throw new HttpError(404);
      const json = JSON.stringify(body);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
      res.end(json);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) console.error(error);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: String(status) } }));
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bare server has no port');
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
