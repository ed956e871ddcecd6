import { CONVERSATION_COPY } from '@domain/copy/conversation';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';

const T = CONVERSATION_COPY.comments;

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left text-sm font-semibold text-ink hover:bg-primary-50 hover:text-primary-800';

interface CommentMenuProps {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  /** Deletes the comment; resolves true when it is gone. */
  onDelete: () => Promise<boolean>;
  deleting: boolean;
  deleteError: string | null;
  onDeleteDialogChange?: (open: boolean) => void;
  /** A reply (its confirmation says no other comment goes with it). */
  isReply: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A comment's options, as the post's (posts/components/post-menu.tsx): a button that discloses
 * 'Editar comentário' (her own) and 'Excluir comentário' (hers, or on her post, or in a place she
 * looks after), the latter behind the shared confirmation dialog. Escape or a click elsewhere closes.
 */
export function CommentMenu({
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  deleting,
  deleteError,
  onDeleteDialogChange,
  isReply,
  toggleRef,
}: CommentMenuProps) {
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    firstItemRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      // The dialog lives in a portal: clicks in it are not "elsewhere".
      if (confirmOpen) return;
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, confirmOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || confirmOpen || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  const setDialog = (next: boolean) => {
    setConfirmOpen(next);
    onDeleteDialogChange?.(next);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape handling for the disclosed buttons inside.
    <div ref={containerRef} className="relative -mt-2 -mr-2" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        aria-label={T.menu}
        title={T.menu}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute top-11 right-0 z-20 flex w-56 flex-col gap-1 rounded-control border border-line bg-surface p-1 shadow-overlay"
        >
          {canEdit ? (
            <button
              ref={firstItemRef}
              type="button"
              className={itemClasses}
              onClick={() => {
                setOpen(false);
                onEdit();
              }}
            >
              <Pencil aria-hidden="true" className="size-4 text-ink-muted" />
              {T.edit}
            </button>
          ) : null}
          {canDelete ? (
            <ConfirmDialog
              trigger={
                <button ref={canEdit ? undefined : firstItemRef} type="button" className={itemClasses}>
                  <Trash2 aria-hidden="true" className="size-4 text-ink-muted" />
                  {T.remove}
                </button>
              }
              open={confirmOpen}
              onOpenChange={setDialog}
              title={T.removeTitle}
              description={isReply ? T.removeReply : T.removeConfirm}
              confirmLabel={T.confirmRemove}
              busyLabel={T.removing}
              busy={deleting}
              error={deleteError}
              onConfirm={async () => {
                if (await onDelete()) setDialog(false);
              }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
