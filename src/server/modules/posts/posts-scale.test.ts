import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { communities, companies } from '../../db/schema/index.js';
import {
  analyzeFeedTables,
  insertBulkGroups,
  insertBulkMembers,
  insertBulkPosts,
  scansAllPosts,
} from '../../test/bulk-data.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { feed, join } from './fixtures.js';
import { explainFeedPage } from './plans.js';

// A feed-sized table: every page must be read through a keyset index, newest first, never by
// scanning and sorting all posts.

const POSTS = 30_000;

let ctx: TestContext;
let viewer: TestMember;
let busyCommunityId: string;
let quietCommunityId: string;
let companyId: string;
let middleCursor: string;

beforeAll(async () => {
  ctx = await createTestContext();
  viewer = await createMember(ctx, 'Vera Escala');
  await insertBulkMembers(ctx.db, 2000, 'feed');
  await insertBulkGroups(ctx.db, 300);
  await insertBulkPosts(ctx.db, POSTS);
  // The busiest community (made private, and hers) and company, and a quiet community.
  const [busy] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select community_id as id from posts where community_id is not null
      group by community_id order by count(*) desc limit 1`,
  );
  busyCommunityId = busy!.id;
  await ctx.db
    .update(communities)
    .set({ isPrivate: true, isActive: true })
    .where(eq(communities.id, busyCommunityId));
  await join(ctx, viewer, busyCommunityId);
  const [quiet] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select community_id as id from posts join communities c on c.id = community_id
      where c.is_active and not c.is_private group by community_id order by count(*) limit 1`,
  );
  quietCommunityId = quiet!.id;
  const [busiest] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select author_id as id from posts where author_type = 'company'
      group by author_id order by count(*) desc limit 1`,
  );
  companyId = busiest!.id;
  await ctx.db.update(companies).set({ isActive: true }).where(eq(companies.id, companyId));
  await analyzeFeedTables(ctx.db);
  const firstPages = await feed(ctx, viewer, { limit: '50' });
  middleCursor = firstPages.body.nextCursor;
}, 120_000);
afterAll(() => ctx?.close());

describe('feed at scale', () => {
  it('reads each kind of page through its keyset index', async () => {
    const cases = [
      { name: 'whole feed', query: { limit: 20 }, index: 'posts_feed_idx' },
      { name: 'whole feed, next page', query: { limit: 20, cursor: middleCursor }, index: 'posts_feed_idx' },
      { name: 'community', query: { limit: 20, communityId: busyCommunityId }, index: 'posts_community_idx' },
      {
        name: 'community, next page',
        query: { limit: 20, communityId: busyCommunityId, cursor: middleCursor },
        index: 'posts_community_idx',
      },
      { name: 'company', query: { limit: 20, companyId }, index: 'posts_author_idx' },
    ];
    const backwards = (index: string) => new RegExp(`Index (Only )?Scan Backward using ${index} on posts`);
    for (const { name, query, index } of cases) {
      const plan = await explainFeedPage(ctx.db, viewer.id, query);
      expect(scansAllPosts(plan), `${name}:\n${plan}`).toBe(false);
      expect(plan, `${name}:\n${plan}`).toMatch(backwards(index));
    }
    // A community of a few dozen posts: fetching them all by the index and sorting is cheaper.
    const quiet = await explainFeedPage(ctx.db, viewer.id, { limit: 20, communityId: quietCommunityId });
    expect(scansAllPosts(quiet), quiet).toBe(false);
    expect(quiet).toMatch(/posts_community_idx/);
  });

  it('still answers with the right posts: her private community in, the others out', async () => {
    const res = await feed(ctx, viewer, { limit: '50' });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(50);
    const hiddenCommunities = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from communities where is_private and id <> ${busyCommunityId}
        union all select id from communities where not is_active`,
    );
    const hidden = new Set(hiddenCommunities.map((r) => r.id));
    for (const post of res.body.items) {
      if (post.community) expect(hidden.has(post.community.id)).toBe(false);
      expect(post.author.name).not.toBe('');
    }
    const own = await feed(ctx, viewer, { communityId: busyCommunityId, limit: '5' });
    expect(own.status).toBe(200);
    expect(own.body.items.length).toBeGreaterThan(0);
  });
});
