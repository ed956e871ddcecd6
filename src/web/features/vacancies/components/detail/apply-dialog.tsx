import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MSG } from '@domain/messages';
import { isApiError } from '@web/lib/api';
import { Button } from '@web/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { TextLink } from '@web/ui/text-link';
import { Textarea } from '@web/ui/textarea';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useApplyToVacancy } from '../../api';

const T = VACANCIES_COPY.apply;
const MESSAGE_MAX = 2000;

/** Refusals whose message explains themselves (already applied, closed, not allowed, gone). */
const EXPLAINED_STATUSES = new Set([401, 403, 404, 409, 422]);

export const APPLY_BUTTON_ID = 'candidatar-se';

/**
 * 'Candidatar-se' and its dialog: she applies with her profile (a link lets her review it first)
 * and an optional message. A refusal (409: already applied or closed; 403) shows the server's
 * own words inside the dialog and reloads the vacancy, since its state has changed under her.
 */
export function ApplyDialog({
  vacancyId,
  title,
  onApplied,
  onRefused,
}: {
  vacancyId: string;
  title: string;
  onApplied: () => void;
  onRefused: () => void;
}) {
  const apply = useApplyToVacancy(vacancyId, onApplied);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    if (apply.isPending) return;
    setOpen(next);
    if (!next) setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    setError(null);
    apply.mutate(message.trim() || null, {
      onSuccess: () => {
        setOpen(false);
        setMessage('');
      },
      onError: (failure) => {
        if (isApiError(failure) && EXPLAINED_STATUSES.has(failure.status)) {
          setError(failure.message);
          onRefused();
        } else {
          setError(T.sendError);
        }
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button id={APPLY_BUTTON_ID} size="lg">
          <Send aria-hidden="true" className="size-5" />
          {T.apply}
        </Button>
      </DialogTrigger>
      <DialogContent title={T.dialogTitle(title)} description={T.dialogText} className="max-w-lg">
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
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </FormField>
          <FormAlert>{error}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={apply.isPending}>
                {MSG.common.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={apply.isPending}>
              {apply.isPending ? T.sending : T.send}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
