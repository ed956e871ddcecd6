import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { explainStatement } from '../../db/explain.js';
import { countsStatement, inlineCommentsQuery } from './card.js';
import { commentPageQuery, replyPageQuery } from './comments.js';
import { reactorPageQuery } from './reactions.js';

// The plans of the conversation's statements, exactly as they run, for the index tests and the
// bench: a page of comments, of replies, of who reacted, and a feed page's counts and inline comments.

const dialect = new PgDialect();
const explain = explainStatement;

export type ConversationPlans = Record<
  'comments' | 'replies' | 'reactors' | 'reactorsOfKind' | 'counts' | 'inline',
  string
>;

/** The plan of each statement, for one post, one of its comments and a page of posts. */
export async function explainConversation(
  db: Database,
  viewerId: string,
  at: { postId: string; commentId: string; postIds: readonly string[] },
): Promise<ConversationPlans> {
  const sqlOf = (statement: SQL) => dialect.sqlToQuery(statement);
  return {
    comments: await explain(db, commentPageQuery(db, viewerId, at.postId, { limit: 20 }).toSQL()),
    replies: await explain(db, replyPageQuery(db, viewerId, at.commentId, { limit: 20 }).toSQL()),
    reactors: await explain(db, reactorPageQuery(db, viewerId, at.postId, { limit: 20 }).toSQL()),
    reactorsOfKind: await explain(
      db,
      reactorPageQuery(db, viewerId, at.postId, { limit: 20, kind: 'support' }).toSQL(),
    ),
    counts: await explain(db, sqlOf(countsStatement(viewerId, at.postIds))),
    inline: await explain(db, inlineCommentsQuery(db, viewerId, at.postIds).toSQL()),
  };
}
