import { randomUUID } from 'node:crypto';
import type { news, posts } from '../schema/index.js';
import { daysBefore, hoursAfter, hoursBefore } from './clock.js';
import { DEMO_MEMBER_KEY } from './datasets/demo-members.js';
import { DEMO_NEWS } from './datasets/demo-news.js';
import { DEMO_POSTS } from './datasets/demo-posts.js';
import type { DemoPost, DemoPostKey } from './datasets/demo-types.js';
import type { DemoContext } from './demo-context.js';
import { communityStanding, companyRole } from './demo-roles.js';

type PostRow = typeof posts.$inferInsert & { id: string };

/** A post the demo conversation answers: its dataset entry, its place there and its id. */
export type KeyedPost = { post: DemoPost; index: number; id: string };

export type FeedRows = {
  posts: PostRow[];
  news: (typeof news.$inferInsert)[];
  /** The posts named by a key, for the conversation (demo-conversation.ts). */
  keyed: ReadonlyMap<DemoPostKey, KeyedPost>;
};

export function buildFeedRows(ctx: DemoContext): FeedRows {
  const keyed = new Map<DemoPostKey, KeyedPost>();
  const rows = DEMO_POSTS.map((post, index) => {
    const row = postRow(ctx, post, index);
    if (post.key) {
      if (keyed.has(post.key)) throw new Error(`Demo seed: post #${index} reuses the key "${post.key}"`);
      keyed.set(post.key, { post, index, id: row.id });
    }
    return row;
  });
  return { posts: rows, news: buildNewsRows(ctx), keyed };
}

function postRow(ctx: DemoContext, post: DemoPost, index: number): PostRow {
  assertMayPost(post, index);
  const writerId = ctx.memberIds[post.writer];
  const createdAt = hoursBefore(ctx.now, post.hoursAgo);
  const updatedAt =
    post.editedAfterHours === undefined ? createdAt : hoursAfter(createdAt, post.editedAfterHours);
  if (updatedAt > ctx.now) throw new Error(`Demo seed: post #${index} is edited in the future`);

  return {
    id: randomUUID(),
    content: post.content,
    userId: writerId,
    createdByUserId: writerId,
    authorType: post.author.as === 'self' ? 'user' : post.author.as,
    authorId: authorIdOf(ctx, post, index),
    communityId: post.community ? ctx.communityIds[post.community] : null,
    audience: post.audience ?? 'members',
    createdAt,
    updatedAt,
  };
}

/** The member, community or company the post speaks for. */
function authorIdOf(ctx: DemoContext, post: DemoPost, index: number): string {
  switch (post.author.as) {
    case 'self':
      return ctx.memberIds[post.writer];
    case 'company':
      return ctx.companyIds[post.author.company];
    case 'community':
      if (!post.community) throw new Error(`Demo seed: post #${index} speaks for a community but names none`);
      return ctx.communityIds[post.community];
  }
}

// The same permissions the posts service enforces: only approved members post in a community,
// only its admins and moderators speak for it, only company admins speak for a company.
function assertMayPost(post: DemoPost, index: number): void {
  const fail = (why: string) => {
    throw new Error(`Demo seed: post #${index} by "${post.writer}" ${why}`);
  };
  const standing = post.community && communityStanding(post.community, post.writer);
  if (post.community && !standing?.approved) fail('is in a community she is not an approved member of');
  if (post.audience && (post.author.as !== 'self' || post.community))
    fail('narrows the audience of a post that is not her own');
  if (post.author.as === 'community') {
    if (!standing || standing.role === 'member') fail('speaks for a community she does not run');
  }
  if (post.author.as === 'company' && companyRole(post.author.company, post.writer) !== 'admin') {
    fail('speaks for a company she is not an admin of');
  }
}

function buildNewsRows(ctx: DemoContext): (typeof news.$inferInsert)[] {
  const publisherId = ctx.memberIds[DEMO_MEMBER_KEY];
  return DEMO_NEWS.map((item) => {
    const publishedAt = daysBefore(ctx.now, item.daysAgo);
    const common = {
      typeId: item.type,
      slug: item.slug,
      title: item.title,
      excerpt: item.excerpt,
      publishedAt,
      isPublished: true,
      createdBy: publisherId,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
    return item.type === 'article'
      ? { ...common, authorName: item.authorName, content: item.content }
      : { ...common, source: item.source, newsUrl: item.newsUrl };
  });
}
