import { FEED_COPY } from '@domain/copy/feed';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';

const T = FEED_COPY.card;

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left font-semibold text-ink hover:bg-primary-50 hover:text-primary-800';

/** What the post's options do (the card's part of post-menu.tsx's props). */
export interface PostMenuActions {
  /** Switches the card to its inline edit form. */
  onEdit: () => void;
  /** Whether 'Excluir' is offered (the post's viewer.canDelete). */
  canDelete: boolean;
  /** Deletes the post; resolves true when it is gone. */
  onDelete: () => Promise<boolean>;
  deleting: boolean;
  deleteError: string | null;
  onDeleteDialogChange?: (open: boolean) => void;
}

interface PostMenuPanelProps extends PostMenuActions {
  id: string;
  /** The menu's box (toggle and panel): a press outside it closes the panel. */
  container: RefObject<HTMLDivElement | null>;
  /** Closes the panel; `refocus` gives focus back to the toggle (Escape). */
  onClose: (refocus: boolean) => void;
}

/**
 * What 'Opções da postagem' discloses: 'Editar' and 'Excluir' (behind the shared confirmation
 * dialog). Loaded the first time she opens it (issue 14's budget for /feed's first render).
 */
export default function PostMenuPanel({
  id,
  container,
  onClose,
  onEdit,
  canDelete,
  onDelete,
  deleting,
  deleteError,
  onDeleteDialogChange,
}: PostMenuPanelProps) {
  const firstItemRef = useRef<HTMLButtonElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  useEffect(() => {
    firstItemRef.current?.focus();
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      // The dialog lives in a portal: clicks in it are not "elsewhere".
      if (confirmOpen) return;
      if (!container.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [confirmOpen, container, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || confirmOpen) return;
    event.stopPropagation();
    onClose(true);
  };

  const setDialog = (next: boolean) => {
    setConfirmOpen(next);
    onDeleteDialogChange?.(next);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape handling for the disclosed buttons inside.
    <div
      id={id}
      onKeyDown={onKeyDown}
      className="absolute top-12 right-0 z-20 flex w-48 flex-col gap-1 rounded-control border border-line bg-surface p-1 shadow-overlay"
    >
      <button
        ref={firstItemRef}
        type="button"
        className={itemClasses}
        onClick={() => {
          onClose(false);
          onEdit();
        }}
      >
        <Pencil aria-hidden="true" className="size-4 text-ink-muted" />
        {T.edit}
      </button>
      {canDelete ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={itemClasses}>
              <Trash2 aria-hidden="true" className="size-4 text-ink-muted" />
              {T.delete}
            </button>
          }
          open={confirmOpen}
          onOpenChange={setDialog}
          title={T.confirmDeleteTitle}
          description={T.confirmDeleteText}
          confirmLabel={T.confirmDelete}
          busyLabel={T.deleting}
          busy={deleting}
          error={deleteError}
          onConfirm={async () => {
            if (await onDelete()) setDialog(false);
          }}
        />
      ) : null}
    </div>
  );
}
