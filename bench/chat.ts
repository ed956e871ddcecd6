import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHAT_HISTORY_PAGE, PAGE_SIZE_DEFAULT } from '../src/domain/limits.js';
import { actionAgent, type EventStream, openEventStream } from './event-stream.js';
import { postgresDatabase } from './postgres-database.js';

// The chat part of `npm run bench` (issue 18): messages live, a long history and a full inbox.
// A product process (bench/chat-server.ts, which makes the data: see there) holds an open event
// stream (GET /api/notifications/stream) for each of BENCH_STREAMS members and for member 1,
// who has a direct conversation with each of them; member 1 sends messages (POST
// /api/chat/conversations/{id}/messages, multipart with clientId and body, as the page sends
// them) to members drawn at random, one at a time, and the time from the start of the POST to
// the 'message' event arriving on the recipient's stream is recorded (p50, p95, max; the event
// must carry the text sent), with the POST's own time. On PostgreSQL it is measured twice: the
// streams on the sending process, then on a second process (each event crossing processes
// through LISTEN/NOTIFY).
//
// Before that, the pages over the same data: member 1 in BENCH_CHAT_INBOX (10k) conversations
// and BENCH_CHAT_MESSAGES (1M) messages, BENCH_CHAT_HISTORY (200k) of them in her conversation
// with member 2. The plans of the history page, of her folders and of her unread count are
// checked (modules/chat/plans.ts, the statements the API sends: the run fails when one does not
// read through its index, reads a chat table whole or sorts), then, through the real app over
// HTTP, one request at a time: the newest history page and one halfway up the 200k messages,
// a short conversation's history, her inbox's first page and one halfway down, her requests,
// a search by participant name (a common surname, and a name nobody has: her whole inbox read)
// and the top bar's unread count.
//
//   tsx bench/chat.ts [--streams 1000] [--samples 300] [--only pglite|postgres] [--verbose]
//                     [--check: 20 streams, 5 sends, 2,000 conversations, 50,000 messages;
//                      the checks without the numbers]
//   BENCH_CHAT_INBOX, BENCH_CHAT_MESSAGES, BENCH_CHAT_HISTORY: the sizes (10k, 1M, 200k).
//   --verbose prints the plans, run (EXPLAIN ANALYZE).
// `npm run bench` runs it after bench/network.ts.

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: process.env.BENCH_STREAMS ?? '1000' },
    samples: { type: 'string', default: '300' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});
const CHECK = args.check;
const STREAMS = CHECK ? 20 : Number(args.streams);
const SAMPLES = CHECK ? 5 : Number(args.samples);
const INBOX = CHECK ? 2_000 : Number(process.env.BENCH_CHAT_INBOX ?? 10_000);
const MESSAGES = CHECK ? 50_000 : Number(process.env.BENCH_CHAT_MESSAGES ?? 1_000_000);
const HISTORY = CHECK ? 20_000 : Number(process.env.BENCH_CHAT_HISTORY ?? 200_000);
const PAGE_SAMPLES = CHECK ? 2 : 100;
const PAGE_ROUNDS = CHECK ? 1 : 5;
const SEARCH_COMMON = 'oliveira';
/** No member is called this: the search reads her whole inbox and finds nothing. */
const SEARCH_NONE = 'zuleica';
const root = path.resolve(import.meta.dirname, '..');
const SECRET = randomBytes(32).toString('hex');

type Member = { id: string; conversationId: string | null; cookie: string };
type Pages = {
  plans: Record<string, string>;
  problems: string[];
  notes: string[];
  historyConversation: string;
  shortConversation: string;
  deepHistoryCursor: string;
  deepInboxCursor: string;
  census: {
    messages: number;
    history: number;
    conversations: number;
    folders: Record<string, number>;
    unread: number;
    messagesMb: number;
  };
};
type Ready = { port: number; members: Member[]; steps: { name: string; ms: number }[]; pages: Pages | null };
type Memory = { rss: number; heap: number };
type Server = { ready: Ready; memory(): Promise<Memory>; stop(): Promise<void> };

const spawned: ChildProcess[] = [];
process.once('exit', () => {
  for (const p of spawned) p.kill();
});

function startServer(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<Server> {
  const proc = fork(path.join(root, 'bench/chat-server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      ...env,
      BENCH_KIND: kind,
      BENCH_STREAMS: String(STREAMS),
      BENCH_SECRET: SECRET,
      BENCH_CHAT_INBOX: String(INBOX),
      BENCH_CHAT_MESSAGES: String(MESSAGES),
      BENCH_CHAT_HISTORY: String(HISTORY),
      BENCH_CHAT_SEARCH: SEARCH_COMMON,
      BENCH_VERBOSE: args.verbose ? '1' : '0',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  spawned.push(proc);
  const waiting = new Map<string, (m: Record<string, unknown>) => void>();
  const request = (type: string, reply: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      waiting.set(reply, resolve);
      proc.send({ type });
    });
  return new Promise((resolve, reject) => {
    proc.on('message', (message) => {
      const m = message as Record<string, unknown> & { type: string };
      if (m.type === 'ready')
        resolve({
          ready: m as unknown as Ready,
          memory: async () => (await request('rss', 'rss')) as unknown as Memory,
          stop: async () => {
            await request('stop', 'stopped');
          },
        });
      else if (m.type === 'failed') reject(new Error(`[${kind}] ${String(m.error)}`));
      else {
        waiting.get(m.type)?.(m);
        waiting.delete(m.type);
      }
    });
    proc.on('exit', (code) => reject(new Error(`[${kind}] exited with ${code}`)));
  });
}

// ── HTTP ─────────────────────────────────────────────────────────────────────────────────────

/** What a 'message' event says. */
type MessageEvent = { conversationId: string; message: { body: string | null } };
type Stream = EventStream<MessageEvent>;

function get(port: number, pathname: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, agent: actionAgent, headers: { cookie } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
  });
}

/** A message as the page sends it: multipart, with her own id for it and the text. */
function sendMessage(port: number, conversationId: string, cookie: string, body: string): Promise<number> {
  const boundary = `----elas${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const data = Buffer.from(`${field('clientId', randomUUID())}${field('body', body)}--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/chat/conversations/${conversationId}/messages`,
        method: 'POST',
        agent: actionAgent,
        headers: {
          cookie,
          origin: 'http://localhost:3000',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': data.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

// ── measures ─────────────────────────────────────────────────────────────────────────────────

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const n = (value: number) => value.toLocaleString('en');
const ms1 = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

/** Results for the closing table: measure → database → [p50, p95, max]. */
const results = new Map<string, Map<string, [number, number, number]>>();
function record(measure: string, db: string, values: number[]) {
  const row = results.get(measure) ?? new Map<string, [number, number, number]>();
  row.set(db, [pct(values, 0.5), pct(values, 0.95), Math.max(...values)]);
  results.set(measure, row);
}

let failures = 0;

/**
 * Opens the streams on `streamServer` (member 1's and her correspondents'), then sends (as
 * member 1, through `actionServer`) to correspondents drawn at random, one message at a time,
 * and times each one's arrival on the recipient's stream.
 */
async function measureLive(label: string, db: string, actionServer: Server, streamServer: Server) {
  const [sender, ...recipients] = actionServer.ready.members as [Member, ...Member[]];
  const before = await streamServer.memory();
  const opened = performance.now();
  const streams: Stream[] = [];
  const everyone = [sender, ...recipients];
  for (let i = 0; i < everyone.length; i += 50) {
    streams.push(
      ...(await Promise.all(
        everyone
          .slice(i, i + 50)
          .map((m) => openEventStream<MessageEvent>(streamServer.ready.port, m.cookie, 'message')),
      )),
    );
  }
  const openMs = performance.now() - opened;
  await sleep(2000);
  const after = await streamServer.memory();

  const delivery: number[] = [];
  const posts: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const target = 1 + Math.floor(Math.random() * recipients.length);
    const recipient = everyone[target]!;
    const text = `Olá! Mensagem de bancada nº ${i} 🙂`;
    const arrival = streams[target]!.next();
    const start = performance.now();
    const status = await sendMessage(actionServer.ready.port, recipient.conversationId!, sender.cookie, text);
    if (status !== 201) throw new Error(`${label}: sending answered ${status}`);
    posts.push(performance.now() - start);
    const timeout = sleep(10_000).then(() => null);
    const got = await Promise.race([arrival, timeout]);
    if (!got) throw new Error(`${label}: no 'message' event within 10 s on the recipient's stream`);
    if (got.data.conversationId !== recipient.conversationId || got.data.message.body !== text)
      throw new Error(
        `${label}: the event on her stream is not the message sent: ${JSON.stringify(got.data)}`,
      );
    delivery.push(got.at - start);
  }
  for (const s of streams) s.close();
  console.info(`\n${label}: ${n(streams.length)} open streams (opened in ${(openMs / 1000).toFixed(1)} s)`);
  if (CHECK) {
    console.info(`  ${SAMPLES} messages, each on its recipient's stream`);
    return;
  }
  const line = (values: number[]) =>
    `p50 ${ms1(pct(values, 0.5))} ms, p95 ${ms1(pct(values, 0.95))} ms, max ${ms1(Math.max(...values))} ms`;
  console.info(`  send → 'message' on her stream: ${line(delivery)} (${SAMPLES} messages, one at a time)`);
  console.info(`  the POST alone:                 ${line(posts)}`);
  const perStream = (key: keyof Memory) => ((after[key] - before[key]) / streams.length / 1024).toFixed(1);
  console.info(
    `  memory (after a GC): resident ${mb(before.rss)} before the streams, ${mb(after.rss)} with them (${perStream('rss')} kB per open stream); JS heap ${perStream('heap')} kB per open stream`,
  );
  const where = actionServer === streamServer ? 'one process' : 'two processes';
  record(`send → her stream (${n(streams.length)} streams, ${where})`, db, delivery);
  record(`POST message (${where})`, db, posts);
}

/** Member 1's history, inbox, search and count, one request at a time, plans checked first. */
async function measurePages(label: string, db: string, server: Server) {
  const pages = server.ready.pages;
  if (!pages) return;
  const member = server.ready.members[0]!;
  const c = pages.census;
  const steps = server.ready.steps.map((s) => `${s.name} ${(s.ms / 1000).toFixed(0)} s`).join(', ');
  console.info(
    `\n${label}: ${n(c.messages)} messages (${c.messagesMb.toFixed(0)} MB with indexes; ${steps})`,
  );
  console.info(
    `  member 1: ${n(c.conversations)} conversations (inbox ${n(c.folders.inbox!)}, archived ${n(c.folders.archived!)}, requests ${n(c.folders.requests!)}, declined ${n(c.folders.declined!)}; ${n(c.folders.muted!)} muted; ${n(c.unread)} unread in her inbox), ${n(c.history)} messages with member 2`,
  );
  if (args.verbose)
    for (const [name, plan] of Object.entries(pages.plans)) console.info(`  ${name}:\n${plan}`);
  for (const problem of pages.problems) console.info(`  PROBLEM: ${problem}`);
  for (const note of pages.notes) console.info(`  NOTE: ${note}`);
  failures += pages.problems.length;
  console.info(
    `  plans: ${pages.problems.length === 0 ? `history through messages_conversation_seq_key, folders and search through conversation_members_folder_idx, the count through conversation_members_unread_idx, deep pages from their cursor; no chat table read whole, ${pages.notes.length === 0 ? 'nothing sorted' : "nothing sorted but her requests' page (NOTE)"} (--verbose prints them)` : 'NOT as expected'}`,
  );
  const history = `/api/chat/conversations/${pages.historyConversation}/messages`;
  const inbox = '/api/chat/conversations?folder=inbox';
  const requests: [string, string, (body: { items?: unknown[] }) => boolean][] = [
    [
      `history, newest page (${n(c.history)} messages)`,
      history,
      (b) => b.items?.length === CHAT_HISTORY_PAGE,
    ],
    [
      `history, halfway up (${n(Math.floor(c.history / 2))})`,
      `${history}?cursor=${pages.deepHistoryCursor}`,
      (b) => b.items?.length === CHAT_HISTORY_PAGE,
    ],
    [
      'history, a short conversation',
      `/api/chat/conversations/${pages.shortConversation}/messages`,
      (b) => (b.items?.length ?? 0) > 0,
    ],
    ['inbox, first page', inbox, (b) => b.items?.length === PAGE_SIZE_DEFAULT],
    [
      'inbox, halfway down',
      `${inbox}&cursor=${pages.deepInboxCursor}`,
      (b) => b.items?.length === PAGE_SIZE_DEFAULT,
    ],
    ['requests, first page', '/api/chat/conversations?folder=requests', (b) => (b.items?.length ?? 0) > 0],
    [
      `inbox search '${SEARCH_COMMON}'`,
      `${inbox}&q=${SEARCH_COMMON}`,
      (b) => b.items?.length === PAGE_SIZE_DEFAULT,
    ],
    [`inbox search '${SEARCH_NONE}' (no one)`, `${inbox}&q=${SEARCH_NONE}`, (b) => b.items?.length === 0],
    ['unread count', '/api/chat/unread-count', () => true],
  ];
  // Each request once untimed (its answer checked), then PAGE_ROUNDS rounds of PAGE_SAMPLES / PAGE_ROUNDS
  // each, the order rotating, so the machine's noise falls on all of them alike.
  const times = requests.map(() => [] as number[]);
  for (const [name, pathname, expected] of requests) {
    const res = await get(server.ready.port, pathname, member.cookie);
    if (res.status !== 200) throw new Error(`${label}: ${pathname} answered ${res.status}: ${res.body}`);
    if (!expected(JSON.parse(res.body))) {
      console.info(`  PROBLEM: ${name}: unexpected answer ${res.body.slice(0, 300)}`);
      failures += 1;
    }
  }
  for (let round = 0; round < PAGE_ROUNDS; round++) {
    for (let k = 0; k < requests.length; k++) {
      const i = (k + round * 3) % requests.length;
      const pathname = requests[i]![1];
      for (let j = 0; j < PAGE_SAMPLES / PAGE_ROUNDS; j++) {
        const start = performance.now();
        const res = await get(server.ready.port, pathname, member.cookie);
        if (res.status !== 200) throw new Error(`${label}: ${pathname} answered ${res.status}`);
        times[i]!.push(performance.now() - start);
      }
    }
  }
  if (!CHECK) {
    console.info(
      `  through the real app over HTTP, one request at a time (${PAGE_SAMPLES} each, in ${PAGE_ROUNDS} interleaved rounds):`,
    );
    requests.forEach(([name], i) => {
      console.info(
        `    ${name.padEnd(40)} p50 ${ms1(pct(times[i]!, 0.5))} ms, p95 ${ms1(pct(times[i]!, 0.95))} ms`,
      );
      record(name, db, times[i]!);
    });
  }
  if (CHECK)
    console.info(`  through the real app over HTTP: ${requests.length} requests, each answered as expected`);
}

function report() {
  const dbs = ['PGlite', 'PostgreSQL'].filter((d) => [...results.values()].some((r) => r.has(d)));
  if (results.size === 0 || dbs.length === 0) return;
  const w = [48, ...dbs.flatMap(() => [9, 9, 9])];
  const row = (cells: string[]) =>
    `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(w[i]!) : cell.padStart(w[i]!))).join('')}`;
  console.info('\nchat bench (ms)');
  console.info(row(['', ...dbs.flatMap((d) => [d, '', ''])]));
  console.info(row(['', ...dbs.flatMap(() => ['p50', 'p95', 'max'])]));
  for (const [measure, byDb] of results) {
    console.info(
      row([
        measure,
        ...dbs.flatMap((d) => {
          const v = byDb.get(d);
          return v ? v.map(ms1) : ['', '', ''];
        }),
      ]),
    );
  }
}

const started = performance.now();
console.info(
  `\nchat bench: ${n(STREAMS)} streams, ${SAMPLES} sends; ${n(INBOX)} conversations, ${n(MESSAGES)} messages (${n(HISTORY)} in one)${CHECK ? ' (--check: small sizes, the checks only)' : ''}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores`,
);
if (args.only !== 'pglite') {
  const database = await postgresDatabase('chat', { useDatabaseUrl: false });
  if (database) {
    try {
      const actions = await startServer('postgres', { BENCH_LOAD: '1', BENCH_DATABASE_URL: database.url });
      try {
        await measurePages('PostgreSQL', 'PostgreSQL', actions);
        await measureLive('PostgreSQL, one process', 'PostgreSQL', actions, actions);
        const streams = await startServer('postgres', { BENCH_LOAD: '0', BENCH_DATABASE_URL: database.url });
        try {
          await measureLive(
            'PostgreSQL, streams on a second process (LISTEN/NOTIFY)',
            'PostgreSQL',
            actions,
            streams,
          );
        } finally {
          await streams.stop();
        }
      } finally {
        await actions.stop();
      }
    } finally {
      await database.drop();
    }
  }
}
if (args.only !== 'postgres') {
  const server = await startServer('pglite', { BENCH_LOAD: '1' });
  try {
    await measurePages('PGlite', 'PGlite', server);
    await measureLive('PGlite, one process', 'PGlite', server, server);
  } finally {
    await server.stop();
  }
}
report();
console.info(`\nchat bench: ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (failures > 0) {
  console.error(`${failures} problem(s)`);
  process.exit(1);
}
process.exit(0);
