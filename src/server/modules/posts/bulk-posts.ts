import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type FeedQuery, feedPageQuery } from './feed.js';

// Benchmark and index-test data: a feed-sized posts table written with generate_series (one
// statement, whatever the count) over the members, communities and companies already there.

/**
 * `count` posts, one a minute back from now: mostly members speaking for themselves, one in 20
 * speaking for a company, one in 20 for a community (into it), and one in 4 posted into a
 * community. Like real life, a few are busy: the first community (by id) gets half of the posts
 * into communities and the first company half of the company posts. One community in 10 is made
 * private. Needs members, communities and companies.
 */
export async function insertBulkPosts(db: Database, count: number) {
  await db.execute(sql`update communities set is_private = true where hashint4(hashtext(id::text)) % 10 = 0`);
  await db.execute(sql`
    with m as (select array_agg(id order by id) ids from user_profile),
      c as (select array_agg(id order by id) ids from communities),
      co as (select array_agg(id order by id) ids from companies),
      g as (
        select g, m.ids[1 + g % cardinality(m.ids)] as writer,
          case when g % 8 = 0 then c.ids[1] else c.ids[1 + (g / 4) % cardinality(c.ids)] end as community,
          case when g % 40 = 0 then co.ids[1] else co.ids[1 + (g / 20) % cardinality(co.ids)] end as company
        from generate_series(1, ${count}::int) g, m, c, co
      )
    insert into posts (content, user_id, created_by_user_id, author_type, author_id, community_id,
      created_at, updated_at)
    select 'Post de carga número ' || g, writer, writer,
      case g % 20 when 0 then 'company' when 1 then 'community' else 'user' end,
      case g % 20 when 0 then company when 1 then community else writer end,
      case when g % 20 = 1 or g % 4 = 0 then community end,
      now() - g * interval '1 minute', now() - g * interval '1 minute'
    from g`);
}

/** Fresh statistics for every table the feed reads (PGlite has no autovacuum). */
export async function analyzeFeedTables(db: Database) {
  for (const table of ['posts', 'user_profile', 'communities', 'community_members', 'companies']) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
}

type Client = { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }> };

/** The plan of exactly the statement one feed page runs, as text. */
export async function explainFeedPage(db: Database, viewerId: string, query: FeedQuery): Promise<string> {
  const { sql: text, params } = feedPageQuery(db, viewerId, query).toSQL();
  // Both drivers (PGlite and node-postgres) take text and parameters the same way.
  const client = (db as unknown as { $client: Client }).$client;
  const { rows } = await client.query(`explain ${text}`, params);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

/** Whether a plan reads the posts table from start to end instead of through an index. */
export function scansAllPosts(plan: string): boolean {
  return /Seq Scan on posts\b/.test(plan);
}
