import { createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openEmbedded, openPostgres, queryRows } from '../src/server/db/client.js';
import { seedReference } from '../src/server/db/seed/index.js';
import { explainConversation } from '../src/server/modules/conversation/index.js';
import { encodeSeqCursor, explainNotifications } from '../src/server/modules/notifications/index.js';
import { encodeCursor } from '../src/server/modules/shared/keyset-cursor.js';
import { insertBulkMembers } from '../src/server/test/bulk-data.js';
import { failStreamServer, startStreamServer } from './stream-server.js';

// One product process of the live bench (bench/live.ts forks it, talks over IPC): opens PGlite
// in a temporary folder or PostgreSQL (BENCH_DATABASE_URL), and with BENCH_LOAD=1 loads
// BENCH_STREAMS members, one post each, and a signed-in session for each (written straight into
// auth_session, signed as better-auth signs its cookie, so a thousand sign-ins cost no password
// hashing). Serves the real app on @hono/node-server and reports its port and memory.

const kind = process.env.BENCH_KIND as 'postgres' | 'pglite';
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const LOAD = process.env.BENCH_LOAD === '1';
const SECRET = process.env.BENCH_SECRET as string;
/** Comments on one post and notifications of one member, for the page measurements. */
const PAGE_ROWS = Number(process.env.BENCH_PAGE_ROWS ?? 100_000);
const TAG = 'live';

const send = (message: unknown) => process.send?.(message);

/** The cookie better-auth reads: the session token and its HMAC-SHA256 (base64) with the secret. */
function sessionCookie(token: string): string {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function load(database: DatabaseHandle) {
  const { db } = database;
  await database.migrate();
  await seedReference(db);
  // The first member acts (comments on the others' posts); the others each keep a stream open.
  await insertBulkMembers(db, STREAMS + 1, TAG);
  await db.execute(sql`
    insert into posts (content, user_id, created_by_user_id, author_type, author_id)
    select 'Publicação da bancada ' || g, md5(${TAG} || g)::uuid, md5(${TAG} || g)::uuid, 'user',
      md5(${TAG} || g)::uuid
    from generate_series(1, ${STREAMS + 1}::int) g`);
  await db.execute(sql`
    insert into auth_session (user_id, token, expires_at)
    select md5(${TAG} || g)::uuid, 'live-token-' || g, now() + interval '1 day'
    from generate_series(1, ${STREAMS + 1}::int) g`);
  // The second member's post has PAGE_ROWS comments (by the first) and she has PAGE_ROWS
  // notifications (members are numbered from 1: md5('live' || n)).
  await db.execute(sql`
    insert into post_comments (post_id, user_id, content, created_at, updated_at)
    select p.id, md5(${TAG} || 1)::uuid, 'Comentário de carga ' || g, now() - (g || ' seconds')::interval,
      now() - (g || ' seconds')::interval
    from generate_series(1, ${PAGE_ROWS}::int) g
    cross join (select id from posts where created_by_user_id = md5(${TAG} || 2)::uuid limit 1) p`);
  await db.execute(sql`
    insert into notifications (recipient_id, kind, actor_ids, post_id, excerpt, created_at, updated_at)
    select md5(${TAG} || 2)::uuid, 'post_comment', array[md5(${TAG} || 1)::uuid], p.id,
      'Comentário de carga ' || g, now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
    from generate_series(1, ${PAGE_ROWS}::int) g
    cross join (select id from posts where created_by_user_id = md5(${TAG} || 2)::uuid limit 1) p`);
  for (const table of [
    'auth_user',
    'user_profile',
    'posts',
    'auth_session',
    'post_comments',
    'notifications',
  ]) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
}

/**
 * The plans of the comments page and of the notifications page at this size (keyset pages read
 * through their indexes: a problem is reported otherwise), and a deep cursor into each, so the
 * bench times a page far from the newest too.
 */
async function pagePlans(database: DatabaseHandle, memberId: string, postId: string) {
  const { db } = database;
  const [middle] = await queryRows<{ at: string; id: string; seq: string }>(
    db,
    sql`select to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, c.id,
          (select seq from notifications where recipient_id = ${memberId}
             order by seq desc offset ${Math.floor(PAGE_ROWS / 2)} limit 1) as seq
        from post_comments c where c.post_id = ${postId} and c.parent_id is null
        order by c.created_at desc, c.id desc offset ${Math.floor(PAGE_ROWS / 2)} limit 1`,
  );
  if (!middle) throw new Error('no bench comments');
  const conversation = await explainConversation(db, memberId, {
    postId,
    commentId: middle.id,
    postIds: [postId],
  });
  const notices = await explainNotifications(db, memberId, Number(middle.seq));
  const problems: string[] = [];
  if (
    /Seq Scan on post_comments\b/.test(conversation.comments) ||
    !/post_comments_post_idx/.test(conversation.comments)
  )
    problems.push('the comments page does not read post_comments through post_comments_post_idx');
  // The pages, that is; the bell's count stops at NOTIFICATION_UNREAD_CAP rows, however read.
  for (const name of ['page', 'deepPage'] as const) {
    if (
      /Seq Scan on notifications\b/.test(notices[name]) ||
      !/notifications_recipient_seq_idx/.test(notices[name])
    )
      problems.push(
        `the notifications ${name} does not read notifications through notifications_recipient_seq_idx`,
      );
  }
  return {
    plans: { comments: conversation.comments, ...notices },
    problems,
    deepCommentCursor: encodeCursor({ at: middle.at, id: middle.id }),
    deepNotificationCursor: encodeSeqCursor(Number(middle.seq)),
  };
}

async function members(database: DatabaseHandle) {
  const rows = await queryRows<{ g: number; userId: string; postId: string }>(
    database.db,
    sql`select g, md5(${TAG} || g)::uuid as "userId",
          (select id from posts where created_by_user_id = md5(${TAG} || g)::uuid limit 1) as "postId"
        from generate_series(1, ${STREAMS + 1}::int) g order by g`,
  );
  return rows.map((r) => ({ id: r.userId, postId: r.postId, cookie: sessionCookie(`live-token-${r.g}`) }));
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-bench-live-'));
const database: DatabaseHandle =
  kind === 'postgres'
    ? await openPostgres(process.env.BENCH_DATABASE_URL as string)
    : await openEmbedded(path.join(dataDir, 'pg'));
try {
  if (LOAD) await load(database);
  const { port } = await startStreamServer(database, dataDir, SECRET);
  const memberList = await members(database);
  send({
    type: 'ready',
    port,
    members: memberList,
    pages: LOAD ? await pagePlans(database, memberList[1]!.id, memberList[1]!.postId) : null,
    rss: process.memoryUsage().rss,
  });
} catch (error) {
  await failStreamServer(error, database, dataDir);
}
