import { EVENTS_ORGANISE_COPY } from '@domain/copy/events-organise';
import { EVENT_MESSAGE_MAX_LENGTH } from '@domain/limits';
import { type EventMessageInput, eventMessageInputSchema } from '@domain/schemas/events';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Textarea } from '@web/ui/textarea';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useMessageAttendees } from './api';

const T = EVENTS_ORGANISE_COPY.message;

type Values = { body: string; includeMaybe: boolean };
type Output = Required<EventMessageInput>;
const resolver = zodResolver(eventMessageInputSchema) as unknown as Resolver<Values, unknown, Output>;

/**
 * 'Mensagem às participantes': one text, sent to each confirmed attendee (and, if she ticks it,
 * those who answered 'Talvez') through Mensagens. Says how many it reached.
 */
export function MessageDialog({
  eventId,
  open,
  onOpenChange,
}: {
  eventId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const send = useMessageAttendees(eventId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({ resolver, defaultValues: { body: '', includeMaybe: false } });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const result = await send.mutateAsync(input);
      toast.success(T.sent(result.sent));
      reset();
      onOpenChange(false);
    } catch (failed) {
      setFailure(
        isApiError(failed) && failed.status >= 400 && failed.status < 500 ? failed.message : T.error,
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent title={T.open} description={T.description} className="max-w-lg">
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
          <FormField label={T.label} hint={T.hint} error={fieldErrorMessages(errors.body)}>
            {(c) => (
              <Textarea
                {...c}
                aria-required="true"
                rows={6}
                maxLength={EVENT_MESSAGE_MAX_LENGTH}
                {...register('body')}
              />
            )}
          </FormField>
          <Checkbox label={T.includeMaybe} {...register('includeMaybe')} />
          <FormAlert>{failure}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button type="button" variant="ghost" disabled={isSubmitting}>
                {EVENTS_ORGANISE_COPY.form.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? T.sending : T.send}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
