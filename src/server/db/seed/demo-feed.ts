import type { news, posts } from '../schema/index.js';
import { daysBefore, hoursAfter, hoursBefore } from './clock.js';
import { DEMO_MEMBER_KEY } from './datasets/demo-members.js';
import { DEMO_NEWS } from './datasets/demo-news.js';
import { DEMO_POSTS } from './datasets/demo-posts.js';
import type { DemoPost } from './datasets/demo-types.js';
import type { DemoContext } from './demo-context.js';
import { communityStanding, companyRole } from './demo-roles.js';

export type FeedRows = {
  posts: (typeof posts.$inferInsert)[];
  news: (typeof news.$inferInsert)[];
};

export function buildFeedRows(ctx: DemoContext): FeedRows {
  return { posts: DEMO_POSTS.map((post, i) => postRow(ctx, post, i)), news: buildNewsRows(ctx) };
}

function postRow(ctx: DemoContext, post: DemoPost, index: number): typeof posts.$inferInsert {
  assertMayPost(post, index);
  const writerId = ctx.memberIds[post.writer];
  const createdAt = hoursBefore(ctx.now, post.hoursAgo);
  const updatedAt =
    post.editedAfterHours === undefined ? createdAt : hoursAfter(createdAt, post.editedAfterHours);
  if (updatedAt > ctx.now) throw new Error(`Demo seed: post #${index} is edited in the future`);

  return {
    content: post.content,
    userId: writerId,
    createdByUserId: writerId,
    authorType: post.author.as === 'self' ? 'user' : post.author.as,
    authorId: authorIdOf(ctx, post, index),
    communityId: post.community ? ctx.communityIds[post.community] : null,
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
