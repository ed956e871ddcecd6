import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { insertBulkGroups, insertBulkMembers, insertBulkPosts } from '../../test/bulk-data.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { feed } from '../posts/fixtures.js';
import { commentsOf, reactors, repliesOf } from './fixtures.js';
import { explainConversation } from './index.js';

// A busy network: every page of the conversation is read through its keyset index, and a feed
// page's counts and inline comments through the indexes of the posts it shows — never by scanning
// all comments or reactions.

const COMMENTS = 40_000;

let ctx: TestContext;
let viewer: TestMember;
let hotPostId: string;
let hotCommentId: string;
let pagePostIds: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  viewer = await createMember(ctx, 'Vera Conversa');
  await insertBulkMembers(ctx.db, 1000, 'conversa');
  await insertBulkGroups(ctx.db, 20);
  await insertBulkPosts(ctx.db, 2000);
  // The newest public posts, the first of them the busiest.
  const newest = await queryRows<{ id: string }>(
    ctx.db,
    sql`select p.id from posts p left join communities c on c.id = p.community_id
      where p.author_type = 'user' and (c.id is null or (c.is_active and not c.is_private))
      order by p.created_at desc, p.id desc limit 30`,
  );
  pagePostIds = newest.map((r) => r.id);
  hotPostId = pagePostIds[0]!;
  // A quarter of the comments on the busy post, the rest over the other posts; then a reply to
  // every third comment, and a long thread under one of the busy post's comments.
  await ctx.db.execute(sql`
    with m as (select array_agg(id order by id) ids from user_profile),
      p as (select array_agg(id order by created_at desc, id desc) ids from posts)
    insert into post_comments (post_id, user_id, content, created_at, updated_at)
    select case when g % 4 = 0 then ${hotPostId}::uuid else p.ids[1 + g % cardinality(p.ids)] end,
      m.ids[1 + g % cardinality(m.ids)], 'Comentário de carga ' || g,
      now() - g * interval '1 second', now() - g * interval '1 second'
    from generate_series(1, ${COMMENTS}::int) g, m, p`);
  await ctx.db.execute(sql`
    insert into post_comments (post_id, parent_id, user_id, content, created_at, updated_at)
    select post_id, id, user_id, 'Resposta de carga', created_at + interval '1 millisecond', created_at
    from post_comments where hashint4(hashtext(id::text)) % 3 = 0`);
  const [hot] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from post_comments where post_id = ${hotPostId} and parent_id is null
      order by created_at desc limit 1`,
  );
  hotCommentId = hot!.id;
  await ctx.db.execute(sql`
    with m as (select array_agg(id order by id) ids from user_profile)
    insert into post_comments (post_id, parent_id, user_id, content, created_at)
    select ${hotPostId}, ${hotCommentId}, m.ids[1 + g % cardinality(m.ids)], 'Fio longo ' || g,
      now() + g * interval '1 millisecond'
    from generate_series(1, 2000) g, m`);
  // Every member reacts to each of the 30 newest posts.
  await ctx.db.execute(sql`
    insert into post_reactions (post_id, user_id, kind, created_at)
    select p.id, m.id,
      (array['like','support','congrats','inspiring','brilliant'])[1 + (hashint4(hashtext(m.id::text)) & 7) % 5],
      now() - (hashint4(hashtext(m.id::text || p.id::text)) & 65535) * interval '1 second'
    from (select unnest(${sql.raw(`array[${pagePostIds.map((id) => `'${id}'::uuid`).join(',')}]`)}) as id) p,
      (select id from user_profile) m`);
  for (const table of ['posts', 'post_comments', 'post_reactions', 'user_profile', 'auth_user']) {
    await ctx.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
}, 180_000);
afterAll(() => ctx?.close());

const seqScan = (table: string) => new RegExp(`Seq Scan on ${table}\\b`);

describe('conversation at scale', () => {
  it('reads every page and count through its index', async () => {
    const plans = await explainConversation(ctx.db, viewer.id, {
      postId: hotPostId,
      commentId: hotCommentId,
      postIds: pagePostIds,
    });
    for (const [name, plan] of Object.entries(plans)) {
      expect(plan, `${name}:\n${plan}`).not.toMatch(seqScan('post_comments'));
      expect(plan, `${name}:\n${plan}`).not.toMatch(seqScan('post_reactions'));
    }
    expect(plans.comments).toMatch(/Index Scan Backward using post_comments_post_idx on post_comments +\(/);
    expect(plans.replies).toMatch(/Index Scan using post_comments_parent_idx on post_comments +\(/);
    expect(plans.reactors).toMatch(/Index Scan Backward using post_reactions_list_idx on post_reactions/);
    expect(plans.reactorsOfKind).toMatch(
      /Index (Only )?Scan Backward using post_reactions_kind_idx on post_reactions/,
    );
    expect(plans.counts).toMatch(/Index Only Scan using post_reactions_kind_idx on post_reactions/);
    expect(plans.counts).toMatch(/Index Only Scan using post_comments_count_idx on post_comments counted/);
    expect(plans.inline).toMatch(
      /Index (Only )?Scan Backward using post_comments_post_idx on post_comments latest/,
    );
  });

  it('still answers the right pages', async () => {
    const page = await commentsOf(ctx, viewer, hotPostId, { limit: '20' });
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(20);
    expect(page.body.items[0].id).toBe(hotCommentId);
    expect(page.body.items[0].replyCount).toBeGreaterThanOrEqual(2000);
    const replies = await repliesOf(ctx, viewer, hotCommentId, { limit: '50' });
    expect(replies.body.items).toHaveLength(50);
    const who = await reactors(ctx, viewer, hotPostId, { limit: '50', kind: 'support' });
    expect(who.body.items.every((r: { kind: string }) => r.kind === 'support')).toBe(true);
    const cards = await feed(ctx, viewer, { limit: '30' });
    const hot = cards.body.items.find((p: { id: string }) => p.id === hotPostId);
    // Every member reacted: the thousand of the load and Vera.
    expect(hot.reactions.total).toBe(1001);
    expect(hot.comments).toHaveLength(2);
    expect(hot.commentCount).toBeGreaterThan(COMMENTS / 4);
  });
});
