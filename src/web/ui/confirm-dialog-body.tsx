import { MSG } from '@domain/messages';
import type { ReactElement, ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogActions, DialogClose, DialogContent } from './dialog';
import { FormAlert } from './form-alert';

export interface ConfirmDialogProps {
  /** The control that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Text of the confirming button (e.g. 'Confirmar exclusão'). */
  confirmLabel: string;
  /** Text of the confirming button while `busy`. */
  busyLabel?: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  /** While true both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Why the last attempt failed; shown (and announced) inside the dialog. */
  error?: string | null;
}

/**
 * "Are you sure?" on top of the shared Dialog: focus is trapped inside and returns to the trigger;
 * Escape, the close button and 'Cancelar' dismiss it, except while the action runs. Loaded when
 * first opened (confirm-dialog.tsx).
 */
export default function ConfirmDialogBody({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = MSG.common.cancel,
  confirmVariant = 'secondary',
  onConfirm,
  busy = false,
  error,
  returnFocus,
}: ConfirmDialogProps & { returnFocus: (event: Event) => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent title={title} description={description} onCloseAutoFocus={returnFocus}>
        <FormAlert className="not-empty:mt-4">{error}</FormAlert>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} disabled={busy} onClick={onConfirm}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
