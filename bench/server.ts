import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { assembleApp } from '../src/server/bootstrap.js';
import { loadConfig } from '../src/server/config.js';
import {
  type DatabaseHandle,
  openEmbedded,
  openPostgres,
  POSTGRES_TIMEOUTS,
  queryRows,
} from '../src/server/db/client.js';
import { authUser, userProfile } from '../src/server/db/schema/index.js';
import { DEMO_EMAIL, seedDemo, seedReference } from '../src/server/db/seed/index.js';
import { createLogger } from '../src/server/lib/logger.js';
import { explainFeedPage } from '../src/server/modules/posts/index.js';
import { explainSearch } from '../src/server/modules/search/index.js';
import {
  insertBulkGroups,
  insertBulkMembers,
  refreshSearchStatistics,
  scansAllPosts,
  sequentialScans,
} from '../src/server/test/bulk-data.js';
import { type Backend, pgliteBackend, postgresBackend, startBareServer } from './reference/bare-server.js';

// One database of `npm run bench` (forked by run.ts, talks over IPC): opens PostgreSQL
// (BENCH_DATABASE_URL) or an embedded PGlite on disk in a temporary data folder — as the product
// runs by default — loads the bench's data (BENCH_POSTS posts, BENCH_MEMBERS members,
// BENCH_GROUPS companies and communities, BENCH_VACANCIES vacancies), checks that the feed's and
// search's plans read through indexes, then serves the product (the real app on
// @hono/node-server) and the bare reference server (reference/bare-server.ts) over the same
// database, each on a port of its own.

const kind = process.env.BENCH_KIND as 'postgres' | 'pglite';
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 20_000);
const VACANCIES = Number(process.env.BENCH_VACANCIES ?? 50_000);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const SEARCH_QUERIES = ['oliveira', 'ca'];

const send = (message: unknown) => process.send?.(message);
const log = (text: string) => send({ type: 'log', text });

// Statement capture (the SQL check of run.ts): every statement and its values sent to the
// database while on, but the job queue's polling (pg-boss, schema pgboss).
let capturing: { text: string; values: string }[] | null = null;
function captureStatements(database: DatabaseHandle) {
  if (database.kind === 'postgres') {
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text: string; values?: unknown[] };
      const [text, values] =
        typeof first === 'string' ? [first, args[1]] : [first.text, first.values ?? args[1]];
      if (!text.includes('pgboss.')) capturing?.push({ text, values: JSON.stringify(values ?? []) });
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
  } else {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const query = client.query.bind(client);
    client.query = ((text: string, values?: unknown[], ...rest: never[]) => {
      if (!text.includes('pgboss.')) capturing?.push({ text, values: JSON.stringify(values ?? []) });
      return query(text, values, ...rest);
    }) as typeof client.query;
  }
}

async function loadData(database: DatabaseHandle) {
  const db = database.db;
  await database.migrate();
  await seedReference(db);
  await seedDemo(db, { password: 'bench-password', hashPassword: async (p) => `bench:${p}` });
  const started = performance.now();
  await db.execute(sql`
    insert into posts (content, user_id, created_by_user_id, author_type, author_id, created_at)
    select 'Post de carga número ' || g, p.id, p.id, 'user', p.id, now() - (g || ' seconds')::interval
    from generate_series(1, ${POSTS}) g
    cross join lateral (select id from user_profile order by id offset (g % 20) limit 1) p`);
  await db.execute(sql`analyze posts`);
  await insertBulkMembers(db, MEMBERS);
  await insertBulkGroups(db, GROUPS);
  await refreshSearchStatistics(db);
  await db.execute(sql`
    insert into job_vacancies (company_id, title, description, state, city, location, work_model,
      employment_type, salary_range, created_at)
    select c.id, (array['Analista', 'Desenvolvedora', 'Gerente', 'Enfermeira', 'Professora'])[1 + g % 5]
        || ' de carga ' || g,
      'Vaga de carga número ' || g, (array['SP', 'MG', 'RJ', 'BA', 'PR'])[1 + g % 5], 'Cidade ' || g % 40,
      'Cidade ' || g % 40, (array['Presencial', 'Híbrido', 'Remoto'])[1 + g % 3],
      (array['CLT', 'PJ', 'estagio'])[1 + g % 3], 'R$ ' || (3 + g % 10) || '.000 - R$ ' || (6 + g % 10) || '.000',
      now() - (g || ' minutes')::interval
    from generate_series(1, ${VACANCIES}::int) g
    cross join lateral (select id from companies where is_active order by id offset (g % 500) limit 1) c`);
  await db.execute(sql`vacuum analyze job_vacancies`);
  log(
    `${POSTS} posts, ${MEMBERS} members, ${GROUPS} companies and communities, ${VACANCIES} vacancies loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  // The plans at this size: the feed's keyset page and every search statement read indexes.
  const problems: string[] = [];
  for (const query of SEARCH_QUERIES) {
    for (const [category, plan] of Object.entries(await explainSearch(db, query))) {
      if (VERBOSE) log(`search '${query}', ${category}:\n${plan}`);
      problems.push(...sequentialScans(plan).map((table) => `search '${query}' reads all of ${table}`));
    }
  }
  return problems;
}

/** A verified member signed in through the real endpoint: her id and session cookie. */
async function signedInMember(
  app: ReturnType<typeof assembleApp>['app'],
  auth: ReturnType<typeof assembleApp>['auth'],
  database: DatabaseHandle,
  origin: string,
) {
  const body = { email: 'bench@exemplo.com.br', password: 'uma senha longa e boa' };
  const { user } = await auth.api.signUpEmail({ body: { ...body, name: 'Bench' } });
  await database.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, user.id));
  const res = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: user.id, cookie };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-bench-'));
process.once('SIGTERM', () => {
  void rm(dataDir, { recursive: true, force: true }).finally(() => process.exit(1));
});
const url = process.env.BENCH_DATABASE_URL!;
// Loading 100k rows into indexed tables takes longer than the product's statement bounds
// allow on a busy machine: PostgreSQL is loaded through a connection without them.
const loadingTimeouts = { ...POSTGRES_TIMEOUTS, statementMs: 3_600_000, queryMs: 3_600_000 };
const loader =
  kind === 'postgres'
    ? await openPostgres(url, 2, loadingTimeouts as unknown as typeof POSTGRES_TIMEOUTS)
    : undefined;
const database: DatabaseHandle =
  kind === 'postgres' ? await openPostgres(url) : await openEmbedded(path.join(dataDir, 'pg'));
let bare: Backend | undefined;
try {
  const problems = await loadData(loader ?? database);
  await loader?.close();
  const secret = randomBytes(32).toString('hex');
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret, LOG_LEVEL: 'silent' });
  const { app, auth, queue, mailTransport } = assembleApp({
    config,
    database,
    logger: createLogger('silent', false),
  });
  await queue.start();
  const member = await signedInMember(app, auth, database, config.publicUrl);
  const feedPlan = await explainFeedPage(database.db, member.id, { limit: 20 });
  if (VERBOSE) log(`GET /api/posts page query plan:\n${feedPlan}`);
  if (scansAllPosts(feedPlan) || !/posts_feed_idx/.test(feedPlan))
    problems.push('the feed page query does not read posts through posts_feed_idx');
  if (problems.length === 0)
    log(
      'plans: the feed page reads posts through posts_feed_idx, search reads no table whole (--verbose prints them)',
    );
  const [demo] = await queryRows<{ slug: string }>(
    database.db,
    sql`select ${userProfile.slug} as slug from ${userProfile} join ${authUser} on ${authUser.id} = ${userProfile.id}
      where ${authUser.email} = ${DEMO_EMAIL}`,
  );

  const product = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
  const productPort = (product.address() as { port: number }).port;
  bare =
    database.kind === 'postgres'
      ? postgresBackend(url)
      : pgliteBackend((database.db as unknown as { $client: PGlite }).$client);
  const bareServer = await startBareServer(bare, { secret });
  captureStatements(database);

  process.on('message', async (message: { type: string }) => {
    switch (message.type) {
      case 'capture-start':
        capturing = [];
        send({ type: 'capture-started' });
        break;
      case 'capture-stop':
        send({ type: 'captured', statements: capturing });
        capturing = null;
        break;
      case 'rss':
        send({ type: 'rss', rss: process.memoryUsage().rss });
        break;
      case 'stop':
        await new Promise<void>((resolve) => product.close(() => resolve()));
        await bareServer.close();
        await bare?.close();
        await queue.stop();
        mailTransport.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
        send({ type: 'stopped' });
        process.exit(0);
    }
  });
  send({
    type: 'ready',
    kind: database.kind,
    productPort,
    barePort: bareServer.port,
    cookie: member.cookie,
    slug: demo?.slug,
    problems,
    rss: process.memoryUsage().rss,
  });
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await loader?.close().catch(() => {});
  await database.close().catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
  process.exit(1);
}
