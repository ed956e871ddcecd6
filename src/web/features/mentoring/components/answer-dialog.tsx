import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MENTORING_RESPONSE_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import { type MentoringRequest, mentoringAnswerSchema } from '@domain/schemas/mentoring';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Textarea } from '@web/ui/textarea';
import { type FormEvent, useState } from 'react';
import { useRequestAction } from '../api';
import { errorMessage } from './shared';

const T = MENTORING_UI.requests;

/** The mentora accepts or declines a request, with an optional message to the mentee. */
export function AnswerDialog({ request, verb }: { request: MentoringRequest; verb: 'accept' | 'decline' }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const action = useRequestAction();
  const name = request.member.name;
  const accept = verb === 'accept';

  const onOpenChange = (next: boolean) => {
    if (action.isPending) return;
    setOpen(next);
    if (!next) {
      setMessage('');
      setInvalid(null);
      action.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (action.isPending) return;
    const parsed = mentoringAnswerSchema.safeParse({ message });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? MSG.common.unexpected);
      return;
    }
    action.mutate(
      { id: request.id, verb, message: parsed.data.message ?? undefined },
      {
        onSuccess: () => {
          toast.success(accept ? T.accepted : T.declined);
          setOpen(false);
        },
        onError: (error) => console.info('[mentoring] resposta falhou', error),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={accept ? 'primary' : 'outline'}
          aria-label={accept ? T.acceptFrom(name) : T.declineFrom(name)}
        >
          {accept ? T.accept : T.decline}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={accept ? T.acceptTitle(name) : T.declineTitle(name)}
        description={accept ? T.acceptText : T.declineText}
      >
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <FormField label={T.messageLabel} error={invalid ?? undefined}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={MENTORING_RESPONSE_MAX_LENGTH + 50}
                value={message}
                onChange={(e) => {
                  setMessage(e.target.value);
                  setInvalid(null);
                }}
              />
            )}
          </FormField>
          <FormAlert>{action.error ? errorMessage(action.error) : null}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={action.isPending}>
                {MSG.common.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" aria-disabled={action.isPending || undefined}>
              {action.isPending ? MSG.common.sending : accept ? T.accept : T.decline}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
