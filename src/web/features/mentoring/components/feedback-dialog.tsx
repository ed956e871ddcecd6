import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MSG } from '@domain/messages';
import { type MentoringSession, mentoringFeedbackSchema } from '@domain/schemas/mentoring';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Textarea } from '@web/ui/textarea';
import { type FormEvent, useId, useState } from 'react';
import { useSessionFeedback } from '../api';
import { errorMessage } from './shared';

const T = MENTORING_UI.feedbackDialog;

/** Private feedback on a session that took place: 1–5 and an optional comment, once. */
export function FeedbackDialog({ session }: { session: MentoringSession }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const feedback = useSessionFeedback();
  const legendId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (feedback.isPending) return;
    const parsed = mentoringFeedbackSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? MSG.common.unexpected);
      return;
    }
    feedback.mutate(
      { id: session.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(T.thanks);
          setOpen(false);
        },
        onError: (error) => console.info('[mentoring] avaliação falhou', error),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!feedback.isPending) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {MENTORING_UI.mine.feedback}
        </Button>
      </DialogTrigger>
      <DialogContent title={T.title} description={T.description}>
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <fieldset aria-describedby={invalid ? `${legendId}-error` : undefined}>
            <legend id={legendId} className="text-sm font-semibold text-ink">
              {T.rating}
            </legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 text-sm">
                  <input
                    type="radio"
                    name="rating"
                    value={n}
                    checked={rating === n}
                    onChange={() => {
                      setRating(n);
                      setInvalid(null);
                    }}
                    className="size-5 accent-primary-600"
                  />
                  {T.stars(n)}
                </label>
              ))}
            </div>
            {invalid ? (
              <p id={`${legendId}-error`} className="mt-1 text-sm font-medium text-danger">
                {invalid}
              </p>
            ) : null}
          </fieldset>
          <FormField label={T.comment}>
            {(control) => (
              <Textarea {...control} rows={4} value={comment} onChange={(e) => setComment(e.target.value)} />
            )}
          </FormField>
          <FormAlert>{feedback.error ? errorMessage(feedback.error) : null}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={feedback.isPending}>
                {MSG.common.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" aria-disabled={feedback.isPending || undefined}>
              {feedback.isPending ? MSG.common.sending : T.submit}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
