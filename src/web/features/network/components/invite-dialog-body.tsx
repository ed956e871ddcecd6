import { NETWORK_COPY } from '@domain/copy/network';
import { CONNECTION_NOTE_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { Button } from '@web/ui/button';
import type { DeferredDialogState } from '@web/ui/deferred-dialog';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Textarea } from '@web/ui/textarea';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSendInvitation } from '../api';
import { errorMessage } from './feedback';

const T = NETWORK_COPY.invite;

/** How long after the last keystroke screen readers hear the count (not at every letter). */
const ANNOUNCE_AFTER_MS = 800;

interface InviteDialogBodyProps extends DeferredDialogState {
  member: { id: string; name: string };
}

/**
 * The invitation: an optional note (up to CONNECTION_NOTE_MAX_LENGTH characters, with a live
 * counter; past it the note is marked and not sent) and 'Enviar convite'. When she had an
 * invitation from this member, sending one back connects them: the server answers 'accepted'
 * and she is told so. A refusal (caps, a recent decline) is shown in the dialog, which stays open.
 */
export default function InviteDialogBody({ open, onOpenChange, returnFocus, member }: InviteDialogBodyProps) {
  const send = useSendInvitation();
  const [note, setNote] = useState('');
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const tooLong = note.length > CONNECTION_NOTE_MAX_LENGTH;
  const announced = useDebouncedValue(note.length, ANNOUNCE_AFTER_MS);
  const fieldError =
    (tooLong ? NETWORK_COPY.errors.noteTooLong : null) ??
    (isApiError(send.error) ? send.error.fields.note : undefined);
  const formError = send.error && !fieldError ? errorMessage(send.error) : null;

  const onChange = (next: boolean) => {
    if (send.isPending) return;
    onOpenChange(next);
    if (!next) {
      setNote('');
      send.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (tooLong) {
      noteRef.current?.focus();
      return;
    }
    const text = note.trim();
    send.mutate(
      { memberId: member.id, ...(text ? { note: text } : {}) },
      {
        onSuccess: (result) => {
          toast.success(result.status === 'accepted' ? T.accepted : T.sent);
          onOpenChange(false);
          setNote('');
        },
        onError: (error) => console.info('[network] convite falhou', error),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onChange}>
      <DialogContent
        title={T.title(member.name)}
        description={T.description(member.name)}
        onCloseAutoFocus={returnFocus}
      >
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <FormField label={T.noteLabel} hint={T.noteHint} error={fieldError}>
            {(control) => (
              <Textarea
                {...control}
                ref={noteRef}
                name="note"
                rows={5}
                placeholder={T.notePlaceholder}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              />
            )}
          </FormField>
          <p
            id={counterId}
            aria-hidden="true"
            className={
              tooLong ? 'text-right text-sm font-semibold text-danger' : 'text-right text-sm text-ink-muted'
            }
          >
            {T.remaining(note.length)}
          </p>
          <p aria-live="polite" className="sr-only">
            {announced > 0 ? T.remaining(announced) : ''}
          </p>
          <FormAlert>{formError}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={send.isPending}>
                {T.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" aria-disabled={send.isPending || undefined}>
              {send.isPending ? MSG.common.sending : T.send}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
