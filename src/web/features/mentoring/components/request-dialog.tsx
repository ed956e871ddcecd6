import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MENTORING_GOAL_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import { type Mentor, newMentoringRequestSchema } from '@domain/schemas/mentoring';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Textarea } from '@web/ui/textarea';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { useRequestMentoring } from '../api';
import { errorMessage } from './shared';

const T = MENTORING_UI.requestDialog;
const goalSchema = newMentoringRequestSchema.shape.goal;

/**
 * 'Pedir mentoria': her goal (at most MENTORING_GOAL_MAX_LENGTH characters, with a counter),
 * checked by the request's own schema before it is sent; the server's refusal (full, paused,
 * already asked) stays in the dialog. On success: 'Pedido enviado', and the card says so.
 */
export function RequestDialog({ mentor, trigger }: { mentor: Mentor; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const [goal, setGoal] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useRequestMentoring();
  const goalRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const serverField = isApiError(send.error) ? send.error.fields.goal : undefined;
  const fieldError =
    (goal.length > MENTORING_GOAL_MAX_LENGTH ? goalSchema.safeParse(goal).error?.issues[0]?.message : null) ??
    invalid ??
    serverField;
  const formError = send.error && !serverField ? errorMessage(send.error) : null;

  const onOpenChange = (next: boolean) => {
    if (send.isPending) return;
    setOpen(next);
    if (!next) {
      setGoal('');
      setInvalid(null);
      send.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    // The goal by the request's own field schema (the mentora's id comes from the server's card).
    const parsed = goalSchema.safeParse(goal);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? MSG.common.unexpected);
      goalRef.current?.focus();
      return;
    }
    send.mutate(
      { mentorId: mentor.member.id, goal: parsed.data },
      {
        onSuccess: () => {
          toast.success(T.sent);
          setOpen(false);
          setGoal('');
        },
        onError: (error) => console.info('[mentoring] pedido falhou', error),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={T.title(mentor.member.name)} description={T.description}>
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <FormField label={T.goal} hint={T.goalHint} error={fieldError ?? undefined}>
            {(control) => (
              <Textarea
                {...control}
                ref={goalRef}
                name="goal"
                rows={6}
                placeholder={T.goalPlaceholder}
                value={goal}
                onChange={(event) => {
                  setGoal(event.target.value);
                  setInvalid(null);
                }}
                aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              />
            )}
          </FormField>
          <p
            id={counterId}
            className={
              goal.length > MENTORING_GOAL_MAX_LENGTH
                ? 'text-right text-sm font-semibold text-danger'
                : 'text-right text-sm text-ink-muted'
            }
          >
            {T.remaining(goal.length, MENTORING_GOAL_MAX_LENGTH)}
          </p>
          <FormAlert>{formError}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={send.isPending}>
                {MSG.common.cancel}
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
