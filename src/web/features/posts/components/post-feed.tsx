import type { Post } from '@domain/schemas/posts';
import { focusAfterDeletion } from '../lib/focus-after-deletion';
import { PostCard } from './post-card';

/**
 * A list of post cards as an ARIA feed, named by its heading: the whole feed, a place's, or a
 * member's activity. `more` says whether further pages follow (the set size is then unknown);
 * after a deletion, focus moves to the next card, or back to the heading.
 */
export function PostFeed({
  posts,
  headingId,
  now,
  more,
  loadingMore,
}: {
  posts: Post[];
  headingId: string;
  now: Date;
  more: boolean;
  loadingMore: boolean;
}) {
  const onDeleted = (deleted: Post) => focusAfterDeletion(posts, deleted.id, headingId);
  return (
    <div role="feed" aria-labelledby={headingId} aria-busy={loadingMore} className="flex flex-col gap-4">
      {posts.map((post, index) => (
        <PostCard
          key={post.id}
          post={post}
          now={now}
          position={index + 1}
          setSize={more ? -1 : posts.length}
          onDeleted={onDeleted}
        />
      ))}
    </div>
  );
}
