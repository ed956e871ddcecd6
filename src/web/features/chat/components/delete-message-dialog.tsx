import { CHAT_COPY } from '@domain/copy/chat';
import { Button } from '@web/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';

const T = CHAT_COPY.message;

/**
 * 'Apagar mensagem?': her message goes for everyone and 'Mensagem apagada' stays in its place.
 * Loaded the first time she asks (message-item.tsx); it stays open with the reason when the
 * server refuses, and cannot be dismissed while the request runs.
 */
export default function DeleteMessageDialog({
  busy,
  error,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent
        title={T.confirmDeleteTitle}
        description={T.confirmDeleteText}
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <FormAlert className="not-empty:mt-4">{error}</FormAlert>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              {T.cancel}
            </Button>
          </DialogClose>
          <Button variant="secondary" disabled={busy} onClick={onConfirm}>
            {busy ? T.deleting : T.confirmDelete}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
