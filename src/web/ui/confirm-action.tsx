import { type ReactElement, type ReactNode, useState } from 'react';
import type { ButtonVariant } from './button';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmActionProps {
  /** The button that opens the confirmation; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirming button's text while the action runs ('Excluindo...'). */
  busyLabel?: string;
  confirmVariant?: ButtonVariant;
  /**
   * Does the thing. Resolves when it is done (the caller moves on: a toast, another page);
   * rejects when it failed (the caller logs why).
   */
  onConfirm: () => Promise<unknown>;
  /**
   * Shown inside the dialog when the action failed, and the dialog stays open for another try.
   * Without it a failure closes the dialog quietly (SPEC §2: a failed company deletion "silently
   * stays").
   */
  errorMessage?: string;
}

/**
 * An action that asks first ('Excluir', 'Revogar selo' …): its trigger, and a ConfirmDialog
 * whose open, busy and error states live here, so pages only say what to ask and what to do.
 */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  confirmVariant,
  onConfirm,
  errorMessage,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(null);
  };

  const confirm = async () => {
    setError(null);
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      if (errorMessage) setError(errorMessage);
      else setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      confirmVariant={confirmVariant}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
    />
  );
}
