import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { assembleApp } from '../src/server/bootstrap.js';
import { loadConfig } from '../src/server/config.js';
import { type Database, openDatabase, queryRows } from '../src/server/db/client.js';
import { authUser } from '../src/server/db/schema/index.js';
import { seedDemo, seedReference } from '../src/server/db/seed/index.js';
import { createLogger } from '../src/server/lib/logger.js';
import { explainFeedPage, scansAllPosts } from '../src/server/modules/posts/bulk-posts.js';
import { listPosts } from '../src/server/modules/posts/feed.js';
import {
  explainSearch,
  insertBulkGroups,
  insertBulkMembers,
  refreshSearchStatistics,
  sequentialScans,
} from '../src/server/modules/search/bulk-rows.js';
import { search } from '../src/server/modules/search/service.js';

// `npm run bench`: throughput of the real app (in-process, no network noise) on the embedded
// database — or on DATABASE_URL — with a feed-sized posts table. Reports requests per second
// and the plan of the feed's keyset query, which must use an index at this size. The same for
// global search over a member-sized user_profile: every plan must read its tables through an
// index, or the run fails. The feed is also measured through the app (GET /api/posts, signed
// in), whose page query — posts with their authors and communities — must read posts through
// posts_feed_idx. /vagas (GET /api/vacancies: first and next page, filters, text) and the
// vacancy and company pages are measured over BENCH_VACANCIES vacancies.

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 20_000);
const VACANCIES = Number(process.env.BENCH_VACANCIES ?? 50_000);
// A surname (trigram search over names, descriptions, sectors and niches) and a two-letter
// prefix (b-tree prefix scan of names).
const SEARCH_QUERIES = ['oliveira', 'ca'];
const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);
const CONCURRENCY = 16;

async function measure(name: string, run: () => unknown) {
  for (let i = 0; i < 50; i++) await run(); // warm-up
  let done = 0;
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await run();
        latencies.push(performance.now() - t);
        done += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(2);
  console.info(
    `${name.padEnd(34)} ${Math.round(done / (DURATION_MS / 1000))
      .toString()
      .padStart(7)} req/s   p50 ${pct(0.5)} ms   p99 ${pct(0.99)} ms`,
  );
}

/** A verified member signed in through the real endpoint: her id and session cookie. */
async function signedInMember(
  app: ReturnType<typeof assembleApp>['app'],
  auth: ReturnType<typeof assembleApp>['auth'],
  db: Database,
  origin: string,
) {
  const body = { email: 'bench@exemplo.com.br', password: 'uma senha longa e boa' };
  const { user } = await auth.api.signUpEmail({ body: { ...body, name: 'Bench' } });
  await db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, user.id));
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

/** A GET through the app as the signed-in member; anything but 200 fails the run. */
async function get(app: ReturnType<typeof assembleApp>['app'], path: string, cookie: string) {
  const res = await app.request(path, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return res;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: undefined });
try {
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db, { password: 'bench-password', hashPassword: async (p) => `bench:${p}` });
  const db = database.db;
  console.info(`database: ${database.kind}; generating ${POSTS} posts…`);
  await db.execute(sql`
    insert into posts (content, user_id, created_by_user_id, author_type, author_id, created_at)
    select 'Post de carga número ' || g, p.id, p.id, 'user', p.id, now() - (g || ' seconds')::interval
    from generate_series(1, ${POSTS}) g
    cross join lateral (select id from user_profile order by id offset (g % 20) limit 1) p`);
  await db.execute(sql`analyze posts`);

  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const { app, auth, queue, mailTransport } = assembleApp({
    config,
    database,
    logger: createLogger('silent', false),
  });
  await queue.start();

  const [middle] = await queryRows<{ created_at: string; id: string }>(
    db,
    sql`select created_at, id from posts order by created_at desc, id desc offset ${Math.floor(POSTS / 2)} limit 1`,
  );
  const feedPage = sql`select id, content, created_at from posts
    where (created_at, id) < (${middle!.created_at}::timestamptz, ${middle!.id}::uuid)
    order by created_at desc, id desc limit 20`;
  const plan = await queryRows<Record<string, string>>(db, sql`explain ${feedPage}`);
  const planText = plan.map((r) => Object.values(r)[0]).join('\n');
  console.info(`\nfeed keyset page plan:\n${planText}\n`);
  if (!/Index Scan/.test(planText)) throw new Error('feed keyset query does not use an index');

  console.info(`generating ${MEMBERS} members, ${GROUPS} companies and ${GROUPS} communities…`);
  const loadStarted = performance.now();
  await insertBulkMembers(db, MEMBERS);
  await insertBulkGroups(db, GROUPS);
  console.info(`  inserted in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
  await refreshSearchStatistics(db);
  const scans: string[] = [];
  for (const query of SEARCH_QUERIES) {
    for (const [category, plan] of Object.entries(await explainSearch(db, query))) {
      console.info(`\nsearch '${query}', ${category}:\n${plan}`);
      scans.push(...sequentialScans(plan).map((table) => `'${query}' → ${table}`));
    }
  }
  if (scans.length > 0) throw new Error(`search reads whole tables: ${scans.join(', ')}`);
  console.info(`generating ${VACANCIES} vacancies…`);
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
  const member = await signedInMember(app, auth, db, config.publicUrl);
  const { cookie } = member;
  const feedApiPlan = await explainFeedPage(db, member.id, { limit: 20 });
  console.info(`\nGET /api/posts page query plan:\n${feedApiPlan}`);
  if (scansAllPosts(feedApiPlan) || !/posts_feed_idx/.test(feedApiPlan))
    throw new Error('the feed page query does not read posts through posts_feed_idx');
  const firstPage = (await (await get(app, '/api/posts?limit=20', cookie)).json()) as {
    nextCursor: string;
  };
  const nextPage = `/api/posts?limit=20&cursor=${encodeURIComponent(firstPage.nextCursor)}`;
  console.info();

  await measure('GET /api/health', () => app.request('/api/health'));
  await measure('feed keyset page (SQL, 20 rows)', () => queryRows(db, feedPage));
  await measure('feed page, authors (service, 20)', () => listPosts(db, member.id, { limit: 20 }));
  await measure('GET /api/posts (20 posts)', async () => {
    await (await get(app, '/api/posts?limit=20', cookie)).arrayBuffer();
  });
  await measure('GET /api/posts next page', async () => {
    await (await get(app, nextPage, cookie)).arrayBuffer();
  });
  for (const query of SEARCH_QUERIES) {
    await measure(`search '${query}' (SQL, 3 queries)`, () => search(db, query));
    await measure(`GET /api/search?q=${query}`, async () => {
      await (await get(app, `/api/search?q=${query}`, cookie)).arrayBuffer();
    });
  }
  const vacancies = (await (await get(app, '/api/vacancies?limit=20', cookie)).json()) as {
    nextCursor: string;
    items: { id: string; companyId: string }[];
  };
  const vacanciesNext = `/api/vacancies?limit=20&cursor=${encodeURIComponent(vacancies.nextCursor)}`;
  for (const path of [
    '/api/vacancies?limit=20',
    vacanciesNext,
    '/api/vacancies?limit=20&state=MG&workModel=Remoto',
    '/api/vacancies?limit=20&q=enfermeira',
    `/api/vacancies/${vacancies.items[0]!.id}`,
    `/api/companies/${vacancies.items[0]!.companyId}`,
  ]) {
    await measure(
      `GET ${path.replace(/cursor=[^&]+/, 'cursor=…').replace(/[0-9a-f-]{36}/, '{id}')}`,
      async () => {
        await (await get(app, path, cookie)).arrayBuffer();
      },
    );
  }
  await measure('GET /api/openapi.json', () => app.request('/api/openapi.json'));
  await queue.stop();
  mailTransport.close();
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
