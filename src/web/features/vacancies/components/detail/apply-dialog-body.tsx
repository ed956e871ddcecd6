import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MSG } from '@domain/messages';
import { Button } from '@web/ui/button';
import type { DeferredDialogState } from '@web/ui/deferred-dialog';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { TextLink } from '@web/ui/text-link';
import { Textarea } from '@web/ui/textarea';
import type { FormEvent } from 'react';

const T = VACANCIES_COPY.apply;

export interface ApplyDialogBodyProps extends DeferredDialogState {
  title: string;
  message: string;
  messageMax: number;
  onMessageChange: (message: string) => void;
  /** Her CV (a PDF) chosen to go with the application; null for none. */
  onCvChange: (cv: File | null) => void;
  error: string | null;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** The application dialog's content (apply-dialog.tsx holds its state), loaded when first opened. */
export default function ApplyDialogBody({
  open,
  onOpenChange,
  returnFocus,
  title,
  message,
  messageMax: MESSAGE_MAX,
  onMessageChange,
  onCvChange,
  error,
  pending,
  onSubmit,
}: ApplyDialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={T.dialogTitle(title)}
        description={T.dialogText}
        className="max-w-lg"
        onCloseAutoFocus={returnFocus}
      >
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <TextLink to="/meu-perfil" className="self-start">
            {T.reviewProfile}
          </TextLink>
          <FormField label={T.message} hint={T.messageHint(MESSAGE_MAX - message.length)}>
            {(c) => (
              <Textarea
                {...c}
                name="message"
                rows={5}
                maxLength={MESSAGE_MAX}
                value={message}
                onChange={(event) => onMessageChange(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={T.cv} hint={T.cvHint}>
            {(c) => (
              <input
                {...c}
                type="file"
                name="cv"
                accept="application/pdf,.pdf"
                className="block w-full text-sm text-ink file:mr-3 file:rounded-control file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-semibold"
                onChange={(event) => onCvChange(event.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
          <FormAlert>{error}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={pending}>
                {MSG.common.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? T.sending : T.send}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
