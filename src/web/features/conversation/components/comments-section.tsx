import { CONVERSATION_COPY } from '@domain/copy/conversation';
import type { Comment } from '@domain/schemas/conversation';
import type { Post } from '@domain/schemas/posts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { focusWhenReady } from '@web/lib/focus';
import { LoadMore } from '@web/ui/load-more';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { commentsInfiniteQueryOptions, repliesInfiniteQueryOptions } from '../comments-api';
import { commentDomId } from '../lib/dom-ids';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';

const T = CONVERSATION_COPY.comments;

/**
 * How far a link to one comment (?comentario=…) looks for it: this many pages of comments, and
 * the first pages of replies of this many threads. Beyond that she reads 'O comentário indicado
 * não está mais disponível.' rather than wait for the whole conversation to load.
 */
export const HIGHLIGHT_PAGES = 5;
export const HIGHLIGHT_THREADS = 20;
export const HIGHLIGHT_REPLY_PAGES = 3;

/** Frames to wait for a new comment to show before focus settles elsewhere. */
const FOCUS_ATTEMPTS = 60;

export interface CommentsSectionProps {
  post: Post;
  now: Date;
  /** The region's id (the card's count button controls it). */
  regionId: string;
  /** Changes each time 'Comentar' asks for the form. */
  focusRequest: number;
  /** A comment to bring into view and focus (the post's page, from a notification). */
  highlightId?: string | null;
}

const unique = (items: Comment[]) => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
};

type Located = { parentId: string | null } | 'missing' | null;

/**
 * A post's comments, loaded with the card's 'N comentários' or 'Comentar' (issue 16): the form
 * when she may comment, the newest comments that came with the post, and 'Ver mais comentários'
 * for the pages after them (newest first, keyset). The first further page repeats the inline
 * ones; the list shows each comment once.
 */
export default function CommentsSection({
  post,
  now,
  regionId,
  focusRequest,
  highlightId = null,
}: CommentsSectionProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const inlineReplies = post.comments.reduce((n, comment) => n + 1 + comment.replyCount, 0);
  const [paging, setPaging] = useState(post.comments.length === 0 && post.commentCount > 0);
  const pages = useInfiniteQuery({ ...commentsInfiniteQueryOptions(post.id), enabled: paging });
  const items = unique([...post.comments, ...(pages.data?.pages.flatMap((page) => page.items) ?? [])]);
  const hasMore = paging ? pages.hasNextPage : post.commentCount > inlineReplies;

  // ---- A link to one comment: find it (bounded), open its thread, bring it into view, focus it.
  const [located, setLocated] = useState<Located>(null);
  const searching = useRef(false);
  const searched = useRef(new Set<string>());
  const itemIds = items.map((item) => item.id).join(' ');
  const pageCount = pages.data?.pages.length ?? 0;

  // Runs again as pages arrive (`items` is read through its ids); the rest is read when it runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!highlightId || located || searching.current) return;
    if (items.some((item) => item.id === highlightId)) {
      setLocated({ parentId: null });
      return;
    }
    if (paging && pages.isFetching) return;
    searching.current = true;
    void (async () => {
      try {
        // Among the replies of the threads seen so far.
        const threads = items
          .filter((item) => item.replyCount > 0 && !searched.current.has(item.id))
          .slice(0, Math.max(0, HIGHLIGHT_THREADS - searched.current.size));
        for (const thread of threads) {
          searched.current.add(thread.id);
          const replies = await queryClient.fetchInfiniteQuery({
            ...repliesInfiniteQueryOptions(thread.id),
            pages: HIGHLIGHT_REPLY_PAGES,
          });
          if (replies.pages.some((page) => page.items.some((reply) => reply.id === highlightId))) {
            setLocated({ parentId: thread.id });
            return;
          }
        }
        // Then further down the comments: the effect runs again once the next page is in.
        if (!paging && post.commentCount > inlineReplies) setPaging(true);
        else if (paging && pages.hasNextPage && !pages.isError && pageCount < HIGHLIGHT_PAGES) {
          void pages.fetchNextPage();
        } else setLocated('missing');
      } catch {
        setLocated('missing');
      } finally {
        searching.current = false;
      }
    })();
  }, [highlightId, located, itemIds, paging, pages.isFetching, pages.hasNextPage, pages.isError, pageCount]);

  const found = located !== null && located !== 'missing';
  useEffect(() => {
    if (!found || !highlightId) return;
    focusWhenReady(
      () => {
        const element = document.getElementById(commentDomId(highlightId));
        element?.scrollIntoView?.({ block: 'center' });
        return element;
      },
      { attempts: FOCUS_ATTEMPTS },
    );
  }, [found, highlightId]);

  const onDeleted = (deleted: Comment) => {
    const index = items.findIndex((item) => item.id === deleted.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    const heading = () => document.getElementById(headingId);
    focusWhenReady(() => (neighbour ? document.getElementById(commentDomId(neighbour.id)) : heading()), {
      fallback: heading,
    });
  };

  const loadMore = () => {
    if (!paging) setPaging(true);
    else void pages.fetchNextPage();
  };

  let list: ReactNode;
  if (items.length > 0) {
    list = (
      <ul className="flex flex-col gap-3">
        {items.map((comment) => (
          <li key={comment.id}>
            <CommentThread
              comment={comment}
              postId={post.id}
              now={now}
              canReply={post.viewer.canComment}
              highlightId={highlightId}
              openReplies={found && located.parentId === comment.id}
              onDeleted={onDeleted}
            />
          </li>
        ))}
      </ul>
    );
  } else if (paging && pages.isPending) {
    list = <InlineLoading label={T.loading} />;
  } else if (paging && pages.isError) {
    list = <InlineProblem text={T.loadError} onRetry={() => void pages.refetch()} />;
  } else if (post.viewer.canComment) {
    list = <p className="text-sm text-ink-muted">{T.empty}</p>;
  }

  return (
    <section
      id={regionId}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-line pt-3"
    >
      <h3 id={headingId} tabIndex={-1} className="sr-only">
        {T.region}
      </h3>
      {located === 'missing' ? (
        <p role="status" className="rounded-control bg-accent-50 px-3 py-2 text-sm text-ink">
          {T.highlightMissing}
        </p>
      ) : null}
      {post.viewer.canComment ? (
        <CommentForm
          postId={post.id}
          label={T.label}
          hideLabel
          focusRequest={focusRequest}
          onDone={(saved) => {
            if (saved) {
              focusWhenReady(() => document.getElementById(commentDomId(saved.id)), {
                attempts: FOCUS_ATTEMPTS,
              });
            }
          }}
        />
      ) : null}
      {list}
      {hasMore && items.length > 0 ? (
        <LoadMore
          onLoadMore={loadMore}
          loading={pages.isFetchingNextPage || (paging && pages.isPending)}
          failed={pages.isFetchNextPageError}
          label={T.more}
          loadingLabel={T.loadingMore}
          errorText={T.loadError}
        />
      ) : null}
    </section>
  );
}
