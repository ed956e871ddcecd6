import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// `npm run lighthouse`: Lighthouse (the pinned devDependency) in Debian's Chromium against the
// production build served by the real server on a fresh data folder with the demo content.
// Mobile and desktop presets, the median of RUNS runs per page (by performance score), for the
// visitor pages people share and /feed signed in as the demo member (her session cookie is sent
// with every request through Lighthouse's extraHeaders).
//
//   npm run lighthouse [-- --runs 3] [--json out.json] [--only /login,/feed] [--preset mobile]
//                      [--root <a checkout with a build>] [--no-build] [--port 4100]
//
// --root measures another checkout (e.g. a `git worktree` of an older commit, to compare
// before/after); its node_modules and dist/web must exist there (or be built).

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    only: { type: 'string' },
    preset: { type: 'string' },
    root: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROMIUM ?? '/usr/bin/chromium' },
  },
});
const RUNS = Number(args.runs);
const root = path.resolve(args.root ?? path.join(import.meta.dirname, '..'));
const presets = args.preset ? args.preset.split(',') : ['mobile', 'desktop'];

/** Chromium must not phone home: the machine's network is closed, and the numbers must not wait on it. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs, isReady = (res) => res.ok) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (isReady(res)) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function build() {
  if (args['no-build']) return;
  const script = path.join(root, 'scripts/build-if-stale.mjs');
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
  if (!existsSync(path.join(root, 'dist/web/index.html'))) throw new Error(`no build in ${root}/dist/web`);
}

/** The production server on a fresh data folder (demo content is seeded for a new embedded database). */
async function startServer(dataDir, port) {
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SEED_DEMO', 'SMTP_URL', 'S3_ENDPOINT', 'S3_BUCKET'])
    delete env[name];
  env.HOST = '127.0.0.1';
  env.LOG_LEVEL = 'warn';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.once('exit', () => child.kill());
  const origin = `http://localhost:${port}`;
  await Promise.race([
    waitFor(`${origin}/api/health`, 180_000),
    exited.then((code) => {
      throw new Error(`the server exited (${code}) before answering`);
    }),
  ]);
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startChromium(userDataDir, port) {
  const child = spawn(
    args.chromium,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  process.once('exit', () => child.kill());
  const failed = new Promise((_, reject) => child.once('error', reject));
  await Promise.race([waitFor(`http://127.0.0.1:${port}/json/version`, 30_000), failed]);
  return {
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The demo member signed in through the API; her cookie and the ids of pages to visit. */
async function demoFixtures(origin, dataDir) {
  const password = readFileSync(path.join(dataDir, 'demo-password'), 'utf8').trim();
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'demo@elasrede.com.br', password }),
  });
  if (res.status !== 200) throw new Error(`demo sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const get = async (p) => {
    const r = await fetch(`${origin}/api${p}`, { headers: { cookie } });
    if (r.status !== 200) throw new Error(`GET /api${p} answered ${r.status}`);
    return r.json();
  };
  const me = await get('/profile/me');
  // A profile is indexable only when its owner allows it (issue 21, off by default, `noindex`
  // otherwise): the audited profile is one that search engines may show.
  const optIn = await fetch(`${origin}/api/me/privacy/search-engines`, {
    method: 'PUT',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled: true }),
  });
  if (optIn.status !== 200) throw new Error(`the search engines opt-in answered ${optIn.status}`);
  const vacancies = await get('/vacancies?limit=1');
  // A news item (not an article: an article's one address is /blog/{slug}, issue 22).
  const news = await get('/news?type=news&limit=1');
  const slug = me.slug ?? me.profile?.slug;
  const vacancyId = vacancies.items?.[0]?.id;
  const newsItem = news.items?.[0];
  const newsId = newsItem?.id;
  if (!slug || !vacancyId || !newsId) throw new Error('the demo data has no slug, vacancy or news item');
  return { cookie, slug, vacancyId, newsId };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

function summarise(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    transferBytes: audit('total-byte-weight'),
    // What keeps accessibility, SEO and best practices below 100: the failing weighted audits.
    failing: ['accessibility', 'seo', 'best-practices'].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
        )
        .map((ref) => {
          const audit = lhr.audits[ref.id];
          const item = audit.details?.items?.[0];
          const detail = item ? ` — ${JSON.stringify(item).slice(0, 160)}` : '';
          return `${id}: ${ref.id} (${audit.title})${detail}`;
        }),
    ),
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message,
  };
}

function table(rows) {
  const header = [
    'page',
    'preset',
    'perf',
    'a11y',
    'SEO',
    'BP',
    'LCP',
    'CLS',
    'TBT',
    'transfer',
    'landed on',
  ];
  const cells = rows.map((r) => [
    r.page,
    r.preset,
    String(r.performance ?? '–'),
    String(r.accessibility ?? '–'),
    String(r.seo ?? '–'),
    String(r.bestPractices ?? '–'),
    r.lcpMs == null ? '–' : `${(r.lcpMs / 1000).toFixed(2)} s`,
    r.cls == null ? '–' : r.cls.toFixed(3),
    r.tbtMs == null ? '–' : `${Math.round(r.tbtMs)} ms`,
    r.transferBytes == null ? '–' : `${Math.round(r.transferBytes / 1024)} KiB`,
    r.finalPath === r.url ? '=' : r.finalPath,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

build();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-lighthouse-'));
const chromeDir = await mkdtemp(path.join(os.tmpdir(), 'elas-lighthouse-chromium-'));
let server;
let chromium;
try {
  server = await startServer(dataDir, Number(args.port ?? (await freePort())));
  const { origin } = server;
  const demo = await demoFixtures(origin, dataDir);
  const pages = [
    // The visitor's first screen (issue 22): the value proposition beside the login card.
    { page: '/' },
    { page: '/login' },
    { page: '/home' },
    { page: `/m/${demo.slug}`, label: '/m/{slug}' },
    { page: `/vagas/${demo.vacancyId}`, label: '/vagas/{id}' },
    { page: `/news/${demo.newsId}`, label: '/news/{id}' },
    { page: '/feed', signedIn: true, label: '/feed (signed in)' },
  ].filter(
    (p) =>
      !args.only || args.only.split(',').some((o) => (o === '/' ? p.page === '/' : p.page.startsWith(o))),
  );

  const debuggingPort = await freePort();
  chromium = await startChromium(chromeDir, debuggingPort);
  console.info(
    `Lighthouse ${lighthouse.version ?? '12.2.3'} · ${origin} · ${presets.join(' + ')} · median of ${RUNS}`,
  );
  const rows = [];
  for (const p of pages) {
    for (const preset of presets) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const flags = {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(p.signedIn ? { extraHeaders: { Cookie: demo.cookie } } : {}),
        };
        // A trace Lighthouse could not read (NO_NAVSTART and the like) is retried, twice at most.
        let summary;
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(
            `${origin}${p.page}`,
            flags,
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`lighthouse gave no result for ${p.page}`);
          summary = summarise(result.lhr);
          if (!summary.runtimeError) break;
          if (attempt === 3) throw new Error(`${p.page}: ${summary.runtimeError}`);
          process.stderr.write(`  ${p.page} ${preset}: ${summary.runtimeError}; again\n`);
        }
        runs.push(summary);
        process.stderr.write(`  ${p.page} ${preset} run ${i + 1}: performance ${summary.performance}\n`);
      }
      // The run with the median performance score stands for the page (its other figures come
      // with it, so they belong to one real load).
      const mid = median(runs.map((r) => r.performance ?? 0));
      const chosen = runs.find((r) => (r.performance ?? 0) === mid);
      const finalPath = new URL(chosen.finalUrl).pathname;
      rows.push({ page: p.label ?? p.page, url: p.page, preset, ...chosen, finalPath, runs });
    }
  }
  console.info(`\n${table(rows)}`);
  const failing = new Map();
  for (const r of rows)
    for (const f of r.failing) failing.set(f, [...(failing.get(f) ?? []), `${r.page} ${r.preset}`]);
  if (failing.size > 0) {
    console.info('\nfailing audits (accessibility, SEO, best practices):');
    for (const [audit, where] of failing)
      console.info(`  ${audit}  (${where.length === rows.length ? 'every page' : where.join(', ')})`);
  }
  const wrongLanding = rows.filter((r) => r.finalPath !== r.url);
  if (wrongLanding.length > 0)
    console.warn(
      `\nWarning: redirected away: ${wrongLanding.map((r) => `${r.url} → ${r.finalPath}`).join(', ')}`,
    );
  if (args.json) {
    await writeFile(args.json, `${JSON.stringify({ origin, runs: RUNS, rows }, null, 2)}\n`);
    console.info(`\nwritten to ${args.json}`);
  }
} finally {
  await chromium?.stop();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(chromeDir, { recursive: true, force: true });
}
