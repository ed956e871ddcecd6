import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postgresDatabase } from './postgres-database.js';

// `npm run bench`: the product against a bare reference server (bench/reference: node:http and
// the driver, the product's SQL, the product's JSON byte for byte; the feed in its chronological
// order, 'Recentes', as the bare server has no 'Para você'), over HTTP, on PostgreSQL and
// on PGlite at once, in one interleaved run: every round gives each series (database × request
// × server) ROUND_MS of load in turn, the order rotating, so the machine's noise falls on all of
// them alike. Prints req/s, p50 and p95 per series, product ÷ bare for the feed, a profile and
// search, PGlite ÷ PostgreSQL for the product, and the idle memory of the default (PGlite)
// product process. Each database first gets the bench's data (bench/server.ts) and its plans are
// checked (an index for the feed and for every search statement, or the run fails).
//
//   npm run bench [-- --rounds 5] [--round-ms 1000] [--concurrency 16] [--only pglite|postgres]
//                 [--show-sql] [--verbose] [--allow-sql-drift] [--check]
//   Then bench/live.ts (live notifications, comments and notifications pages; see there),
//   bench/network.ts ('Para você' and suggestions over a network of 100k members; see there),
//   bench/chat.ts (messages live among 1,000 open streams, history at 1M messages, an
//   inbox of 10k conversations; see there), bench/job-alerts.ts (job alerts' fan-out over
//   100k members and one member's new matching vacancies; see there) and bench/vacancy-match.ts
//   (match ranking over 50k vacancies for one member; see there).
//   --check: only the checks (plans, bodies, SQL), no measurement; with small sizes
//   (BENCH_POSTS=2000 BENCH_MEMBERS=3000 BENCH_GROUPS=600 BENCH_VACANCIES=1000) in seconds.
//   BENCH_POSTS, BENCH_MEMBERS, BENCH_GROUPS, BENCH_VACANCIES: data sizes (100k, 100k, 20k, 50k)
//   DATABASE_URL: the PostgreSQL to use — a throwaway database, it is filled with bench data.
//   Without it a database is created on postgres://postgres@127.0.0.1:5432 and dropped after.

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    'round-ms': { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    only: { type: 'string' },
    'show-sql': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    'allow-sql-drift': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const ROUND_MS = Number(args['round-ms']);
const CONCURRENCY = Number(args.concurrency);
const SEARCH_TEXT = 'oliveira';
const root = path.resolve(import.meta.dirname, '..');

type Kind = 'postgres' | 'pglite';
type Ready = {
  kind: Kind;
  productPort: number;
  barePort: number;
  cookie: string;
  slug: string;
  problems: string[];
  rss: number;
};

// ── HTTP load ────────────────────────────────────────────────────────────────────────────────

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(port: number, pathname: string, cookie?: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, agent, headers: cookie ? { cookie } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

type Series = {
  db: Kind;
  name: string;
  server: 'product' | 'bare';
  port: number;
  path: string;
  cookie?: string;
  concurrency: number;
  latencies: number[];
  done: number;
  elapsedMs: number;
};

async function load(s: Series, ms: number, record: boolean) {
  const deadline = performance.now() + ms;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: s.concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const res = await get(s.port, s.path, s.cookie);
        if (res.status !== 200) throw new Error(`${s.db} ${s.server} ${s.path} answered ${res.status}`);
        if (record) s.latencies.push(performance.now() - t);
        done += 1;
      }
    }),
  );
  if (record) {
    s.done += done;
    s.elapsedMs += performance.now() - started;
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
function stats(s: Series) {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  return { rps: s.done / (s.elapsedMs / 1000), p50: pct(sorted, 0.5), p95: pct(sorted, 0.95) };
}

// ── the database processes ───────────────────────────────────────────────────────────────────

/** A message from bench/server.ts: its `type` and what comes with it. */
type Statement = { text: string; values: string };
type Message = { type: string; text?: string; error?: string; rss?: number; statements?: Statement[] };
/** Every database process started, ready or not (stopped at the end whatever happened). */
const spawned: ChildProcess[] = [];
type Child = { kind: Kind; process: ChildProcess; request(type: string, reply: string): Promise<Message> };

function startChild(kind: Kind, env: Record<string, string>): Promise<{ child: Child; ready: Ready }> {
  const proc = fork(path.join(root, 'bench/server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, BENCH_KIND: kind, BENCH_VERBOSE: args.verbose ? '1' : '0' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  process.once('exit', () => proc.kill());
  spawned.push(proc);
  const waiting = new Map<string, (m: Message) => void>();
  const child: Child = {
    kind,
    process: proc,
    request(type, reply) {
      return new Promise((resolve) => {
        waiting.set(reply, resolve);
        proc.send({ type });
      });
    },
  };
  return new Promise((resolve, reject) => {
    proc.on('message', (message) => {
      const m = message as Message;
      if (m.type === 'log') console.info(`[${kind}] ${(m.text ?? '').replaceAll('\n', `\n[${kind}] `)}`);
      else if (m.type === 'ready') resolve({ child, ready: m as unknown as Ready });
      else if (m.type === 'failed') reject(new Error(`[${kind}] ${m.error}`));
      else {
        waiting.get(m.type)?.(m);
        waiting.delete(m.type);
      }
    });
    proc.on('exit', (code) => reject(new Error(`[${kind}] exited with ${code}`)));
  });
}

// ── the default process's memory ─────────────────────────────────────────────────────────────

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) * 1024 : NaN;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` as it is by default (PGlite in a fresh data folder, demo content): its resident
 * memory once idle after start-up, and idle again after a few seconds of the feed, a profile and
 * search (as the demo member).
 */
async function defaultProcessMemory() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-bench-default-'));
  const { DATABASE_URL: _ignored, ...withoutDatabaseUrl } = process.env;
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...withoutDatabaseUrl,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => proc.kill());
  try {
    for (let i = 0; ; i++) {
      if ((await get(port, '/api/health').catch(() => null))?.status === 200) break;
      if (i > 600 || proc.exitCode !== null) throw new Error('the default server did not start');
      await sleep(250);
    }
    await sleep(3000);
    const afterStart = rssOf(proc.pid!);
    const password = readFileSync(path.join(dataDir, 'demo-password'), 'utf8').trim();
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'demo@elasrede.com.br', password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = JSON.parse((await get(port, '/api/profile/me', cookie)).body.toString()) as { slug: string };
    for (const p of [
      '/api/posts?limit=20',
      `/api/profiles/by-slug/${me.slug}`,
      `/api/search?q=${SEARCH_TEXT}`,
    ]) {
      const s = { port, path: p, cookie, concurrency: CONCURRENCY, latencies: [], done: 0, elapsedMs: 0 };
      await load(s as unknown as Series, 3000, false);
    }
    await sleep(3000);
    return { afterStart, afterLoad: rssOf(proc.pid!) };
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

// ── checks: the same bytes, the same SQL ─────────────────────────────────────────────────────

async function captured(child: Child, port: number, pathname: string, cookie?: string) {
  await child.request('capture-start', 'capture-started');
  const res = await get(port, pathname, cookie);
  const { statements } = await child.request('capture-stop', 'captured');
  return { res, statements: statements ?? [] };
}

let failures = 0;
async function compare(child: Child, ready: Ready, name: string, pathname: string, cookie?: string) {
  const product = await captured(child, ready.productPort, pathname, cookie);
  const bare = await captured(child, ready.barePort, pathname, cookie);
  const label = `[${ready.kind}] ${name}`;
  // The same statements with the same values, in any order (the product runs some of them
  // concurrently).
  const key = (s: Statement) => `${s.text}\n  values ${s.values}`;
  const productKeys = product.statements.map(key);
  const bareKeys = bare.statements.map(key);
  const same = JSON.stringify([...productKeys].sort()) === JSON.stringify([...bareKeys].sort());
  console.info(
    `${label}: SQL ${same ? 'identical' : 'DRIFT'} (product ${productKeys.length} statements, bare ${bareKeys.length})`,
  );
  if (!same || args['show-sql']) {
    for (const s of args['show-sql'] ? productKeys : productKeys.filter((k) => !bareKeys.includes(k)))
      console.info(`  product sent:\n    ${s}`);
    for (const s of bareKeys.filter((k) => !productKeys.includes(k)))
      console.info(`  bare sent, product did not:\n    ${s}`);
  }
  if (!same && !args['allow-sql-drift']) failures += 1;
  if (product.res.status !== 200 || bare.res.status !== 200)
    throw new Error(`${label}: product answered ${product.res.status}, bare ${bare.res.status}`);
  if (!product.res.body.equals(bare.res.body)) {
    const a = product.res.body.toString();
    const b = bare.res.body.toString();
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    throw new Error(
      `${label}: the bare server's body differs from the product's at byte ${i}:\n  product …${a.slice(Math.max(0, i - 80), i + 120)}\n  bare    …${b.slice(Math.max(0, i - 80), i + 120)}`,
    );
  }
  console.info(`${label}: bodies identical (${product.res.body.length} bytes)`);
}

async function measureAndReport(series: Series[]) {
  const rssAfterLoad = Object.fromEntries(
    await Promise.all(
      children.map(async (c) => [c.kind, (await c.request('rss', 'rss')).rss ?? Number.NaN] as const),
    ),
  );
  console.info(
    `\n${series.length} series × (1 warm-up + ${ROUNDS} rounds) × ${ROUND_MS} ms, ${CONCURRENCY} concurrent requests (search one at a time: 1), interleaved…`,
  );
  for (const s of series) await load(s, ROUND_MS, false);
  for (let round = 0; round < ROUNDS; round++) {
    // Rotate and reverse the order each round, so no series always follows the same neighbour.
    const order = series.map((_, i) => series[(i + round * 3) % series.length]!);
    if (round % 2 === 1) order.reverse();
    for (const s of order) await load(s, ROUND_MS, true);
  }
  const rssAfterBench = Object.fromEntries(
    await Promise.all(
      children.map(async (c) => [c.kind, (await c.request('rss', 'rss')).rss ?? Number.NaN] as const),
    ),
  );

  // ── report ──
  const row = (cells: string[], widths: number[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const widths = [44, 9, 9, 9, 9, 9, 9, 9];
  const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
  const find = (db: Kind, name: string, server: Series['server']) =>
    series.find((s) => s.db === db && s.name === name && s.server === server);
  for (const db of kinds.filter((k) => children.some((c) => c.kind === k))) {
    console.info(`\n${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
    console.info(row(['', 'product', '', '', 'bare', '', '', 'product'], widths));
    console.info(
      row(['request', 'req/s', 'p50 ms', 'p95 ms', 'req/s', 'p50 ms', 'p95 ms', '÷ bare'], widths),
    );
    for (const name of [...new Set(series.filter((s) => s.db === db).map((s) => s.name))]) {
      const p = stats(find(db, name, 'product')!);
      const b = find(db, name, 'bare');
      const bs = b ? stats(b) : undefined;
      console.info(
        row(
          [
            name,
            fmt(p.rps),
            fmt(p.p50, 1),
            fmt(p.p95, 1),
            bs ? fmt(bs.rps) : '',
            bs ? fmt(bs.p50, 1) : '',
            bs ? fmt(bs.p95, 1) : '',
            bs ? fmt(p.rps / bs.rps, 2) : '',
          ],
          widths,
        ),
      );
    }
  }
  if (children.length === 2) {
    console.info('\nPGlite ÷ PostgreSQL (product req/s; bare in brackets)');
    for (const name of [...new Set(series.map((s) => s.name))]) {
      const ratio = (server: Series['server']) => {
        const a = find('pglite', name, server);
        const b = find('postgres', name, server);
        return a && b ? stats(a).rps / stats(b).rps : undefined;
      };
      const bare = ratio('bare');
      console.info(`  ${name.padEnd(42)} ${fmt(ratio('product')!, 2)}${bare ? `  (${fmt(bare, 2)})` : ''}`);
    }
  }
  console.info(`\nsearch '${SEARCH_TEXT}' at ${process.env.BENCH_MEMBERS ?? 100_000} members, product p95:`);
  for (const db of kinds.filter((k) => children.some((c) => c.kind === k))) {
    const loaded = stats(find(db, 'search', 'product')!);
    const alone = stats(find(db, `search '${SEARCH_TEXT}', one at a time`, 'product')!);
    console.info(
      `  ${db.padEnd(9)} ${fmt(loaded.p95, 1)} ms with ${CONCURRENCY} concurrent requests, ${fmt(alone.p95, 1)} ms one at a time`,
    );
  }
  console.info('\nGET /api/openapi.json, product:');
  for (const db of kinds.filter((k) => children.some((c) => c.kind === k)))
    console.info(`  ${db.padEnd(9)} ${fmt(stats(find(db, 'GET /api/openapi.json', 'product')!).rps)} req/s`);

  const defaults = await memory!;
  console.info('\nresident memory (RSS):');
  console.info(
    `  default process (npm start: PGlite, demo data)   ${mb(defaults.afterStart)} idle after start-up, ${mb(defaults.afterLoad)} idle after 9 s of feed, profile and search`,
  );
  for (const c of children)
    console.info(
      `  bench ${c.kind.padEnd(8)} (product + bare, bench data)  ${mb(rssAfterLoad[c.kind]!)} after loading, ${mb(rssAfterBench[c.kind]!)} after the bench`,
    );
  console.info(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (failures > 0)
    throw new Error(`${failures} SQL drift(s) between the product and bench/reference/queries.ts`);
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────

const started = performance.now();
const kinds: Kind[] = args.only ? [args.only as Kind] : ['postgres', 'pglite'];
const postgres = kinds.includes('postgres') ? await postgresDatabase('main', { useDatabaseUrl: true }) : null;
const children: Child[] = [];
let memory: ReturnType<typeof defaultProcessMemory> | undefined;
try {
  console.info(`starting ${kinds.join(' and ')}; loading the bench data (takes a while)…`);
  if (!args.check) memory = defaultProcessMemory();
  const starts = await Promise.all(
    kinds
      .filter((k) => k === 'pglite' || postgres)
      .map((k) => startChild(k, k === 'postgres' ? { BENCH_DATABASE_URL: postgres!.url } : {})),
  );
  for (const s of starts) children.push(s.child);
  const problems = starts.flatMap((s) => s.ready.problems.map((p) => `[${s.ready.kind}] ${p}`));
  if (problems.length > 0) throw new Error(`plans without an index:\n  ${problems.join('\n  ')}`);

  const series: Series[] = [];
  const add = (
    db: Kind,
    name: string,
    server: Series['server'],
    port: number,
    p: string,
    cookie?: string,
    c = CONCURRENCY,
  ) =>
    series.push({
      db,
      name,
      server,
      port,
      path: p,
      cookie,
      concurrency: c,
      latencies: [],
      done: 0,
      elapsedMs: 0,
    });
  console.info();
  for (const { child, ready } of starts) {
    const { kind, cookie } = ready;
    const compared = [
      ['feed', '/api/posts?order=recent&limit=20', cookie],
      ['profile', `/api/profiles/by-slug/${ready.slug}`, undefined],
      ['search', `/api/search?q=${SEARCH_TEXT}`, cookie],
    ] as const;
    for (const [name, p, c] of compared) {
      await compare(child, ready, name, p, c);
      add(kind, name, 'product', ready.productPort, p, c);
      add(kind, name, 'bare', ready.barePort, p, c);
    }
    const first = JSON.parse(
      (await get(ready.productPort, '/api/posts?order=recent&limit=20', cookie)).body.toString(),
    );
    const forYou = JSON.parse((await get(ready.productPort, '/api/posts?limit=20', cookie)).body.toString());
    const vacancies = JSON.parse(
      (await get(ready.productPort, '/api/vacancies?limit=20', cookie)).body.toString(),
    );
    add(
      kind,
      `search '${SEARCH_TEXT}', one at a time`,
      'product',
      ready.productPort,
      `/api/search?q=${SEARCH_TEXT}`,
      cookie,
      1,
    );
    add(
      kind,
      `search '${SEARCH_TEXT}', one at a time`,
      'bare',
      ready.barePort,
      `/api/search?q=${SEARCH_TEXT}`,
      cookie,
      1,
    );
    add(
      kind,
      'feed, next page',
      'product',
      ready.productPort,
      `/api/posts?order=recent&limit=20&cursor=${first.nextCursor}`,
      cookie,
    );
    // 'Para você', the default order (no bare counterpart: bench/network.ts measures it over a
    // network; here the bench member has none, so it ranks the whole platform).
    add(kind, "feed 'Para você'", 'product', ready.productPort, '/api/posts?limit=20', cookie);
    add(
      kind,
      "feed 'Para você', next page",
      'product',
      ready.productPort,
      `/api/posts?limit=20&cursor=${forYou.nextCursor}`,
      cookie,
    );
    add(kind, "search 'ca' (prefix)", 'product', ready.productPort, '/api/search?q=ca', cookie);
    add(kind, 'vacancies, first page', 'product', ready.productPort, '/api/vacancies?limit=20', cookie);
    add(kind, 'vacancy', 'product', ready.productPort, `/api/vacancies/${vacancies.items[0].id}`, cookie);
    add(kind, 'GET /api/openapi.json', 'product', ready.productPort, '/api/openapi.json');
    add(kind, 'GET /api/health', 'product', ready.productPort, '/api/health');
  }

  if (args.check) {
    if (failures > 0)
      throw new Error(`${failures} SQL drift(s) between the product and bench/reference/queries.ts`);
    console.info('\nchecks passed (--check: no measurement)');
    process.exitCode = 0;
  } else await measureAndReport(series);
} finally {
  await Promise.all(
    children.map(async (c) => {
      if (c.process.exitCode === null) await c.request('stop', 'stopped').catch(() => {});
    }),
  );
  for (const proc of spawned) {
    if (proc.exitCode !== null || proc.signalCode !== null) continue;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  await memory?.catch(() => {});
  agent.destroy();
  await postgres?.drop();
}

// The live part (bench/live.ts): notifications delivered on open streams, and the comments and
// notifications pages under a hundred thousand rows, with the same --only and --check.
{
  const live = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'bench/live.ts'),
      ...(args.only ? ['--only', args.only] : []),
      ...(args.check ? ['--check'] : []),
      ...(args.verbose ? ['--verbose'] : []),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => live.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/live.ts exited with ${code}`);
}

// The network part (bench/network.ts): 'Para você' first and deep pages and suggestions over
// 100k members, 1M connections and 1M posts (PGlite: a tenth), plans checked, same options.
{
  const network = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'bench/network.ts'),
      ...(args.only ? ['--only', args.only] : []),
      ...(args.check ? ['--check'] : []),
      ...(args.verbose ? ['--verbose'] : []),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => network.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/network.ts exited with ${code}`);
}

// The chat part (bench/chat.ts): a message from sending to the recipient's open stream among
// 1,000 open streams, history pages over 1M messages and an inbox of 10k conversations, plans
// checked, same options.
{
  const chat = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'bench/chat.ts'),
      ...(args.only ? ['--only', args.only] : []),
      ...(args.check ? ['--check'] : []),
      ...(args.verbose ? ['--verbose'] : []),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => chat.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/chat.ts exited with ${code}`);
}

// The job alerts part (bench/job-alerts.ts): the fan-out over 100k members with alerts on and
// one member's new matching vacancies among 50k, plans checked, same options.
{
  const alerts = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'bench/job-alerts.ts'),
      ...(args.only ? ['--only', args.only] : []),
      ...(args.check ? ['--check'] : []),
      ...(args.verbose ? ['--verbose'] : []),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => alerts.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/job-alerts.ts exited with ${code}`);
}

// The matching part (bench/vacancy-match.ts): match ranking over 50k vacancies for one member,
// the statements as sent, plans checked (job_vacancies through its index, never whole), same options.
{
  const match = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'bench/vacancy-match.ts'),
      ...(args.only ? ['--only', args.only] : []),
      ...(args.check ? ['--check'] : []),
      ...(args.verbose ? ['--verbose'] : []),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => match.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/vacancy-match.ts exited with ${code}`);
}
