import { SAFETY_COPY } from '@domain/copy/safety';
import { MSG } from '@domain/messages';
import type { FormEvent } from 'react';
import { Button } from './button';
import { Dialog, DialogActions, DialogClose, DialogContent } from './dialog';
import { FormAlert } from './form-alert';

const T = SAFETY_COPY.member;

export interface BlockDialogProps {
  /** Who she is about to block. */
  name: string;
  /** The block is on its way: nothing can be pressed or dismissed. */
  busy: boolean;
  /** Why the last attempt failed; the dialog stays open for another try. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Bloquear {nome}?' (issue 19): says what a block does — mutual, total, silent, undone in
 * Configurações — before the caller does it. Opened from a member's menu on her profile or in a
 * conversation; loaded the first time it opens.
 */
export default function BlockDialog({ name, busy, error, onConfirm, onClose }: BlockDialogProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent
        title={T.blockTitle(name)}
        description={T.blockDescription(name)}
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <FormAlert>{error}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={busy}>
                {MSG.common.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
              {busy ? T.blocking : T.blockConfirm}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
