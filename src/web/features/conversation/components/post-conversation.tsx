import { CONVERSATION_CARD_COPY as CONVERSATION_COPY } from '@domain/copy/conversation-card';
import type { Post } from '@domain/schemas/posts';
import { InlineLoading } from '@web/ui/page-states';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { commentsRegionId } from '../lib/dom-ids';
import { barButtonClasses, ReactionButton } from './reaction-button';
import { ReactionSummary } from './reaction-summary';

const T = CONVERSATION_COPY.comments;

// The comments (thread, forms, mention suggestions) load when she opens them, not with the feed
// (issue 14's budget for /feed's first render).
const CommentsSection = lazy(() => import('./comments-section'));

interface PostConversationProps {
  post: Post;
  /** The current time (refreshed each minute), for the comments' relative times. */
  now: Date;
  /** Comments open from the start (the post's own page). */
  defaultOpen?: boolean;
  /** A comment to bring into view and focus (/publicacoes/{id}?comentario=…). */
  highlightCommentId?: string | null;
}

/**
 * The foot of a post's card (issue 16): the reactions in one line ('12 reações', opening 'Quem
 * reagiu') and the comment count, which opens and closes the comments; then her own buttons,
 * her reaction and 'Comentar' (which opens the comments and puts her in the form).
 */
export function PostConversation({
  post,
  now,
  defaultOpen = false,
  highlightCommentId,
}: PostConversationProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [focusRequest, setFocusRequest] = useState(0);
  const { reactions, commentCount, viewer } = post;
  const regionId = commentsRegionId(post.id);
  if (!(reactions.total > 0 || commentCount > 0 || viewer.canReact || viewer.canComment || open)) return null;

  return (
    <div className="flex flex-col gap-1">
      {reactions.total > 0 || commentCount > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <ReactionSummary postId={post.id} reactions={reactions} />
          {commentCount > 0 ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? regionId : undefined}
              onClick={() => setOpen((was) => !was)}
              className={`${barButtonClasses} ml-auto -mr-2 px-2 font-normal hover:underline`}
            >
              {T.count(commentCount)}
            </button>
          ) : null}
        </div>
      ) : null}
      {viewer.canReact || viewer.canComment ? (
        <div className="flex flex-wrap items-center gap-1 border-t border-line pt-1">
          {viewer.canReact ? <ReactionButton postId={post.id} reactions={reactions} /> : null}
          {viewer.canComment ? (
            <button
              type="button"
              onClick={() => {
                setOpen(true);
                setFocusRequest((n) => n + 1);
              }}
              className={barButtonClasses}
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {T.comment}
            </button>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={<InlineLoading label={T.loading} labelHidden className="justify-center" />}>
          <CommentsSection
            post={post}
            now={now}
            regionId={regionId}
            focusRequest={focusRequest}
            highlightId={highlightCommentId}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
