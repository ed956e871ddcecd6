import { cn } from '@web/lib/cn';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Ban, Flag, Pencil, Trash2 } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left font-semibold text-ink hover:bg-primary-50 hover:text-primary-800';

/** What an options menu says (the feature's copy, src/domain/copy). */
export interface OptionsMenuLabels {
  /** The toggle's accessible name (and tooltip), e.g. 'Opções da postagem'. */
  menu: string;
  edit: string;
  delete: string;
  /** The confirmation dialog's title, text, confirm button and its label while deleting. */
  confirmDeleteTitle: string;
  confirmDeleteText: string;
  confirmDelete: string;
  deleting: string;
  /** 'Bloquear {nome}' (issue 19), offered with `onBlock`. */
  block?: string;
  /** 'Denunciar' (issue 19), offered with `onReport`. */
  report?: string;
}

/** What the options do (a post's or a comment's). */
export interface OptionsMenuActions {
  labels: OptionsMenuLabels;
  /** Switches to the inline edit form; without it, no 'Editar' item. */
  onEdit?: () => void;
  /** Whether 'Excluir' is offered. */
  canDelete: boolean;
  /** Deletes; resolves true when it is gone (the dialog then closes). */
  onDelete: () => Promise<boolean>;
  deleting: boolean;
  deleteError: string | null;
  onDeleteDialogChange?: (open: boolean) => void;
  /** The smaller panel, with smaller text (a comment's). */
  dense?: boolean;
  /** Opens the owner's block confirmation for the author; without it, no 'Bloquear' item. */
  onBlock?: () => void;
  /** Opens the owner's report dialog; without it, no 'Denunciar' item. */
  onReport?: () => void;
}

export interface OptionsMenuPanelProps extends OptionsMenuActions {
  id: string;
  /** The menu's box (toggle and panel): a press outside it closes the panel. */
  container: RefObject<HTMLDivElement | null>;
  /** Closes the panel; `refocus` gives focus back to the toggle (Escape). */
  onClose: (refocus: boolean) => void;
}

/**
 * What an options menu (options-menu.tsx) discloses: 'Editar' and 'Excluir' (behind the shared
 * confirmation dialog), 'Bloquear' and 'Denunciar' (their dialogs are the owner's), the first of
 * them focused. Escape or a press elsewhere closes it, unless
 * the dialog is open. The post's menu loads it the first time she opens one (issue 14's budget for
 * /feed's first render); the comments, themselves loaded on demand, bring it along.
 */
export default function OptionsMenuPanel({
  id,
  container,
  onClose,
  labels,
  onEdit,
  canDelete,
  onDelete,
  deleting,
  deleteError,
  onDeleteDialogChange,
  dense,
  onBlock,
  onReport,
}: OptionsMenuPanelProps) {
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

  // Escape, on an item or back on the toggle, closes it. A listener on the box itself: the
  // dialog's Escape (in its portal, outside the box) never reaches it, as it would through React.
  useEffect(() => {
    const box = container.current;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose(true);
    };
    box?.addEventListener('keydown', onKeyDown);
    return () => box?.removeEventListener('keydown', onKeyDown);
  }, [container, onClose]);

  const setDialog = (next: boolean) => {
    setConfirmOpen(next);
    onDeleteDialogChange?.(next);
  };

  return (
    <div
      id={id}
      className={cn(
        'absolute right-0 z-20 flex flex-col gap-1 rounded-control border border-line bg-surface p-1 shadow-overlay',
        dense ? 'top-11 w-56 text-sm' : 'top-12 w-48',
      )}
    >
      {onEdit ? (
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
          {labels.edit}
        </button>
      ) : null}
      {canDelete ? (
        <ConfirmDialog
          trigger={
            <button ref={onEdit ? undefined : firstItemRef} type="button" className={itemClasses}>
              <Trash2 aria-hidden="true" className="size-4 text-ink-muted" />
              {labels.delete}
            </button>
          }
          open={confirmOpen}
          onOpenChange={setDialog}
          title={labels.confirmDeleteTitle}
          description={labels.confirmDeleteText}
          confirmLabel={labels.confirmDelete}
          busyLabel={labels.deleting}
          busy={deleting}
          error={deleteError}
          onConfirm={async () => {
            if (await onDelete()) setDialog(false);
          }}
        />
      ) : null}
      {onBlock ? (
        <button
          ref={onEdit || canDelete ? undefined : firstItemRef}
          type="button"
          aria-haspopup="dialog"
          className={itemClasses}
          onClick={() => {
            onClose(false);
            onBlock();
          }}
        >
          <Ban aria-hidden="true" className="size-4 text-ink-muted" />
          {labels.block}
        </button>
      ) : null}
      {onReport ? (
        <button
          ref={onEdit || canDelete || onBlock ? undefined : firstItemRef}
          type="button"
          aria-haspopup="dialog"
          className={itemClasses}
          onClick={() => {
            onClose(false);
            onReport();
          }}
        >
          <Flag aria-hidden="true" className="size-4 text-ink-muted" />
          {labels.report}
        </button>
      ) : null}
    </div>
  );
}
