import { CONVERSATION_COPY } from '@domain/copy/conversation';
import { SAFETY_COPY } from '@domain/copy/safety';
import { MSG } from '@domain/messages';
import { relativeTime } from '@domain/rules/relative-time';
import type { Comment } from '@domain/schemas/conversation';
import { cn } from '@web/lib/cn';
import { exactTime } from '@web/lib/exact-time';
import { focusWhenReady } from '@web/lib/focus';
import { toast } from '@web/lib/toast';
import { AuthorName } from '@web/ui/author-name';
import { Avatar } from '@web/ui/avatar';
import { OptionsMenu, type OptionsMenuLabels } from '@web/ui/options-menu';
import OptionsMenuPanel from '@web/ui/options-menu-panel';
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { useDeleteComment } from '../comments-api';
import { commentDomId } from '../lib/dom-ids';
import { CommentForm } from './comment-form';
import { MentionText } from './mention-text';

const T = CONVERSATION_COPY.comments;

// Reporting and blocking (issue 19) load when she first chooses 'Denunciar' or 'Bloquear'.
const ReportDialog = lazy(() =>
  import('@web/features/moderation').then((m) => ({ default: m.ReportDialog })),
);
const BlockAuthorDialog = lazy(() => import('./block-author-dialog'));

const MENU: OptionsMenuLabels = {
  menu: T.menu,
  edit: T.edit,
  delete: T.remove,
  confirmDeleteTitle: T.removeTitle,
  confirmDeleteText: T.removeConfirm,
  confirmDelete: T.confirmRemove,
  deleting: T.removing,
  report: MSG.common.report,
};
// A reply's confirmation says no other comment goes with it.
const REPLY_MENU: OptionsMenuLabels = { ...MENU, confirmDeleteText: T.removeReply };

export const smallActionClasses =
  'inline-flex min-h-11 items-center rounded-control px-2 text-sm font-semibold text-ink-muted hover:bg-primary-50 hover:text-primary-800 md:min-h-9';

interface CommentViewProps {
  comment: Comment;
  postId: string;
  now: Date;
  /** Whether 'Responder' is offered (she may comment on the post). */
  canReply: boolean;
  /** The comment a link opened: marked, and named so for screen readers. */
  highlighted: boolean;
  onReply: (comment: Comment) => void;
  /** Once it is gone (deleted, or its author blocked), so the list can move focus on. */
  onDeleted: (comment: Comment) => void;
  /** Its 'Responder' button, for focus to come back to after a reply. */
  replyRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * One comment or reply: her avatar, name (to her profile), professional title, when ('há 5
 * minutos', 'Editado'), the text with its mentions as links, 'Responder', and her options
 * ('Editar comentário', 'Excluir comentário'; on another member's, 'Bloquear {nome}' and
 * 'Denunciar'). Editing happens in place.
 */
export function CommentView({
  comment,
  postId,
  now,
  canReply,
  highlighted,
  onReply,
  onDeleted,
  replyRef,
}: CommentViewProps) {
  const articleRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const remove = useDeleteComment(postId);
  const { author, viewer } = comment;
  const href = author.slug ? `/m/${encodeURIComponent(author.slug)}` : null;
  const isReply = comment.parentId !== null;
  // Only its writer edits it (COMMENT_POLICY): any other comment is another member's.
  const others = !viewer.canEdit;
  const labels = isReply ? REPLY_MENU : MENU;

  const onDelete = async () => {
    try {
      await remove.mutateAsync(comment);
    } catch {
      return false;
    }
    toast.success(T.removed);
    onDeleted(comment);
    return true;
  };

  return (
    <article
      ref={articleRef}
      id={commentDomId(comment.id)}
      tabIndex={-1}
      aria-label={isReply ? T.replyBy(author.name) : T.commentBy(author.name)}
      className={cn(
        'flex scroll-mt-24 gap-2 rounded-card',
        highlighted && 'bg-accent-50 p-1.5 ring-2 ring-accent-500',
      )}
    >
      <Avatar name={author.name} src={author.imageUrl} size="sm" decorative className="mt-1" />
      <div className="min-w-0 flex-1">
        <div className="rounded-card bg-canvas px-3 py-2">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <p className="text-sm break-words text-ink">
                <AuthorName name={author.name} href={href} />
                {highlighted ? <span className="sr-only"> ({T.highlighted})</span> : null}
              </p>
              {author.professionalTitle ? (
                <p className="truncate text-xs text-ink-muted">{author.professionalTitle}</p>
              ) : null}
              <p className="flex flex-wrap gap-x-1.5 text-xs text-ink-muted">
                <time dateTime={comment.createdAt} title={exactTime(comment.createdAt)}>
                  {relativeTime(comment.createdAt, now)}
                </time>
                {comment.editedAt ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <span title={exactTime(comment.editedAt)}>{T.edited}</span>
                  </>
                ) : null}
              </p>
            </div>
            {!editing ? (
              <OptionsMenu
                Panel={OptionsMenuPanel}
                labels={others ? { ...labels, block: SAFETY_COPY.member.block(author.name) } : labels}
                className="-mt-2 -mr-2"
                dense
                canDelete={viewer.canDelete}
                onEdit={viewer.canEdit ? () => setEditing(true) : undefined}
                onBlock={others ? () => setBlocking(true) : undefined}
                onReport={others ? () => setReporting(true) : undefined}
                onDelete={onDelete}
                deleting={remove.isPending}
                deleteError={remove.isError ? T.removeError : null}
                onDeleteDialogChange={(open) => {
                  if (!open) remove.reset();
                }}
                toggleRef={toggleRef}
              />
            ) : null}
            {reporting ? (
              <Suspense fallback={null}>
                <ReportDialog
                  item={{ type: 'comment', id: comment.id }}
                  open={reporting}
                  onOpenChange={setReporting}
                  returnFocusTo={toggleRef}
                />
              </Suspense>
            ) : null}
            {blocking ? (
              <Suspense fallback={null}>
                <BlockAuthorDialog
                  author={author}
                  postId={postId}
                  onClose={(blocked) => {
                    setBlocking(false);
                    if (blocked) onDeleted(comment);
                    else focusWhenReady(() => toggleRef.current);
                  }}
                />
              </Suspense>
            ) : null}
          </div>
          {editing ? (
            <div className="mt-2">
              <CommentForm
                postId={postId}
                editing={comment}
                label={T.edit}
                autoFocus
                cancellable
                onDone={(saved) => {
                  setEditing(false);
                  if (saved) toast.success(T.saved);
                  focusWhenReady(() => (saved ? articleRef.current : toggleRef.current));
                }}
              />
            </div>
          ) : (
            <MentionText
              text={comment.content}
              mentions={comment.mentions}
              className="mt-1 text-sm whitespace-pre-wrap break-words text-ink"
            />
          )}
        </div>
        {canReply && !editing ? (
          <button
            ref={replyRef}
            type="button"
            onClick={() => onReply(comment)}
            className={smallActionClasses}
          >
            {T.reply}
          </button>
        ) : null}
      </div>
    </article>
  );
}
