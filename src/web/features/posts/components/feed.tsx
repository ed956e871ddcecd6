import type { FeedFilter } from '../api';
import { PostComposer } from './post-composer';
import type { ComposerAuthor } from './post-composer-props';
import { PostList } from './post-list';

export interface FeedProps {
  /** One community's or company's posts (everything when omitted). */
  filter?: FeedFilter;
  /** Show the composer (false for visitors or members who may not post here). */
  canPost?: boolean;
  /** Post only as this author (a company page). */
  author?: ComposerAuthor;
  /** Post into this community (a community page). */
  community?: { id: string; name: string };
  emptyText?: string;
  emptyHint?: string;
}

/**
 * A community's or a company's feed: the composer above the posts, newest first. The page passes
 * its filter and, to post there, its community or forced author. (/feed composes the same parts
 * with its order tabs between them: pages/feed-page.tsx.)
 */
export function Feed({ filter, canPost = true, author, community, emptyText, emptyHint }: FeedProps) {
  return (
    <div className="flex flex-col gap-4">
      {canPost ? <PostComposer author={author} community={community} /> : null}
      <PostList filter={filter} emptyText={emptyText} emptyHint={emptyHint} />
    </div>
  );
}
