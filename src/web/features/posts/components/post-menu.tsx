import { FEED_COPY } from '@domain/copy/feed';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';

const T = FEED_COPY.card;

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left font-semibold text-ink hover:bg-primary-50 hover:text-primary-800';

interface PostMenuProps {
  /** Switches the card to its inline edit form. */
  onEdit: () => void;
  /** Whether 'Excluir' is offered (the post's viewer.canDelete). */
  canDelete: boolean;
  /** Deletes the post; resolves true when it is gone. */
  onDelete: () => Promise<boolean>;
  deleting: boolean;
  deleteError: string | null;
  onDeleteDialogChange?: (open: boolean) => void;
  /** Lets the card give focus back to the button after an edit is cancelled. */
  toggleRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The author's own controls on a post (SPEC §4: view, edit, delete confirmation): a button that
 * discloses 'Editar' and 'Excluir'. Escape or a click elsewhere closes it; 'Excluir' opens the
 * shared confirmation dialog, which returns focus to it when dismissed.
 */
export function PostMenu({
  onEdit,
  canDelete,
  onDelete,
  deleting,
  deleteError,
  onDeleteDialogChange,
  toggleRef: externalToggleRef,
}: PostMenuProps) {
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const ownToggleRef = useRef<HTMLButtonElement>(null);
  const toggleRef = externalToggleRef ?? ownToggleRef;
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
    <div ref={containerRef} className="relative" onKeyDown={onKeyDown}>
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
          className="absolute top-12 right-0 z-20 flex w-48 flex-col gap-1 rounded-control border border-line bg-surface p-1 shadow-overlay"
        >
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
      ) : null}
    </div>
  );
}
