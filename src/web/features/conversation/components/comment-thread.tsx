import { CONVERSATION_COPY } from '@domain/copy/conversation';
import { MSG } from '@domain/messages';
import type { Comment, Mention } from '@domain/schemas/conversation';
import { useInfiniteQuery } from '@tanstack/react-query';
import { focusWhenReady } from '@web/lib/focus';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { Spinner } from '@web/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { repliesInfiniteQueryOptions } from '../comments-api';
import { commentDomId } from '../lib/dom-ids';
import { CommentForm } from './comment-form';
import { CommentView, smallActionClasses } from './comment-view';

const T = CONVERSATION_COPY.comments;

/** Frames to wait for a new reply to show (its thread may still be loading). */
const FOCUS_ATTEMPTS = 60;

interface CommentThreadProps {
  comment: Comment;
  postId: string;
  now: Date;
  canReply: boolean;
  highlightId: string | null;
  /** Show the replies at once (a link opened one of them). */
  openReplies: boolean;
  onDeleted: (comment: Comment) => void;
}

const unique = (items: Comment[]) => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
};

/**
 * A top-level comment and its replies (one level). The replies stay behind 'Ver N respostas'
 * until asked for, oldest first, a page at a time ('Ver mais respostas'). 'Responder' on the
 * comment or on any reply opens one form under the thread: a reply to a reply answers the
 * comment, starting with a mention of whom she answers.
 */
export function CommentThread({
  comment,
  postId,
  now,
  canReply,
  highlightId,
  openReplies,
  onDeleted,
}: CommentThreadProps) {
  const [showReplies, setShowReplies] = useState(openReplies);
  const [replying, setReplying] = useState<{ to: Mention | null; request: number } | null>(null);
  const replyRef = useRef<HTMLButtonElement>(null);
  const replies = useInfiniteQuery({
    ...repliesInfiniteQueryOptions(comment.id),
    enabled: showReplies && comment.replyCount > 0,
  });
  const items = unique(replies.data?.pages.flatMap((page) => page.items) ?? []);

  useEffect(() => {
    if (openReplies) setShowReplies(true);
  }, [openReplies]);

  const startReply = (target: Comment) => {
    setShowReplies(true);
    const to =
      target.id === comment.id
        ? null
        : { id: target.author.id, name: target.author.name, slug: target.author.slug };
    setReplying((was) => ({ to, request: (was?.request ?? 0) + 1 }));
  };

  const onReplyDeleted = (deleted: Comment) => {
    const index = items.findIndex((item) => item.id === deleted.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    focusWhenReady(() => document.getElementById(commentDomId(neighbour?.id ?? comment.id)), {
      fallback: () => document.getElementById(commentDomId(comment.id)),
    });
  };

  const repliesId = `${commentDomId(comment.id)}-respostas`;

  return (
    <div className="flex flex-col gap-1">
      <CommentView
        comment={comment}
        postId={postId}
        now={now}
        canReply={canReply}
        highlighted={comment.id === highlightId}
        onReply={startReply}
        onDeleted={onDeleted}
        replyRef={replyRef}
      />
      <div className="ml-10 flex flex-col gap-2">
        {comment.replyCount > 0 ? (
          <button
            type="button"
            aria-expanded={showReplies}
            aria-controls={showReplies ? repliesId : undefined}
            onClick={() => setShowReplies((was) => !was)}
            className={`${smallActionClasses} self-start`}
          >
            {showReplies ? T.hideReplies : T.showReplies(comment.replyCount)}
          </button>
        ) : null}
        {showReplies && comment.replyCount > 0 ? (
          <div id={repliesId} className="flex flex-col gap-2">
            {replies.isPending ? (
              <InlineLoading label={T.loading} labelHidden />
            ) : replies.isError && !replies.data ? (
              <InlineProblem text={T.loadRepliesError} onRetry={() => void replies.refetch()} />
            ) : (
              <ul aria-label={T.repliesTo(comment.author.name)} className="flex flex-col gap-2">
                {items.map((reply) => (
                  <li key={reply.id}>
                    <CommentView
                      comment={reply}
                      postId={postId}
                      now={now}
                      canReply={canReply}
                      highlighted={reply.id === highlightId}
                      onReply={startReply}
                      onDeleted={onReplyDeleted}
                    />
                  </li>
                ))}
              </ul>
            )}
            {replies.hasNextPage ? (
              <button
                type="button"
                onClick={() => void replies.fetchNextPage()}
                aria-disabled={replies.isFetchingNextPage || undefined}
                className={`${smallActionClasses} gap-2 self-start`}
              >
                {replies.isFetchingNextPage ? <Spinner className="size-4 text-current" /> : null}
                {replies.isFetchNextPageError ? MSG.common.retry : T.moreReplies}
              </button>
            ) : null}
          </div>
        ) : null}
        {replying ? (
          <CommentForm
            // A new target (another reply answered) starts the form afresh with its mention.
            key={replying.to?.id ?? 'comment'}
            postId={postId}
            parentId={comment.id}
            label={T.replyLabel(replying.to?.name ?? comment.author.name)}
            startWith={replying.to}
            autoFocus
            focusRequest={replying.request}
            cancellable
            onDone={(saved) => {
              setReplying(null);
              const back = () => replyRef.current ?? document.getElementById(commentDomId(comment.id));
              if (saved) {
                focusWhenReady(() => document.getElementById(commentDomId(saved.id)), {
                  attempts: FOCUS_ATTEMPTS,
                  fallback: back,
                });
              } else focusWhenReady(back);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
