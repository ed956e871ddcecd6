import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MENTORING_SESSION_MODES } from '@domain/enums';
import { MSG } from '@domain/messages';
import { type MentoringRequest, newMentoringSessionSchema } from '@domain/schemas/mentoring';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { type FormEvent, useState } from 'react';
import { useScheduleSession } from '../api';
import { errorMessage } from './shared';

const T = MENTORING_UI.scheduleDialog;

/** Brasília has kept -03:00 all year since 2019: a wall-clock time there is this instant. */
export function brasiliaInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return `${date}T${time}:00-03:00`;
}

type Mode = (typeof MENTORING_SESSION_MODES)[number];
type Errors = Partial<Record<'date' | 'startsAt' | 'endsAt' | 'link' | 'place', string>>;

/**
 * 'Agendar sessão' for an accepted pair: the day and times in Brasília, online with a link or in
 * person with a place; checked by the API's schema, the server's refusals shown on the fields.
 */
export function ScheduleDialog({ request }: { request: MentoringRequest }) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [mode, setMode] = useState<Mode>('online');
  const [link, setLink] = useState('');
  const [place, setPlace] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const schedule = useScheduleSession();
  const name = request.member.name;

  const onOpenChange = (next: boolean) => {
    if (schedule.isPending) return;
    setOpen(next);
    if (!next) {
      setErrors({});
      schedule.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (schedule.isPending) return;
    const startsAt = brasiliaInstant(date, start);
    const endsAt = brasiliaInstant(date, end);
    if (!startsAt || !endsAt) {
      setErrors({ date: T.invalidDate });
      return;
    }
    const parsed = newMentoringSessionSchema.safeParse({
      startsAt,
      endsAt,
      mode,
      link: mode === 'online' ? link : null,
      place: mode === 'in_person' ? place : null,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    schedule.mutate(
      { requestId: request.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(T.scheduled);
          setOpen(false);
          setDate('');
          setStart('');
          setEnd('');
          setLink('');
          setPlace('');
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(error.fields as Errors);
          console.info('[mentoring] agendamento falhou', error);
        },
      },
    );
  };

  const serverFields = isApiError(schedule.error) && Object.keys(schedule.error.fields).length > 0;
  const timeError = errors.date ?? errors.startsAt;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={MENTORING_UI.mine.scheduleWith(name)}>
          {MENTORING_UI.mine.schedule}
        </Button>
      </DialogTrigger>
      <DialogContent title={MENTORING_UI.mine.scheduleWith(name)} description={T.description}>
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <FormField label={T.date} error={timeError}>
            {(control) => (
              <Input {...control} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField label={T.start}>
              {(control) => (
                <Input {...control} type="time" value={start} onChange={(e) => setStart(e.target.value)} />
              )}
            </FormField>
            <FormField label={T.end} error={errors.endsAt}>
              {(control) => (
                <Input {...control} type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
              )}
            </FormField>
          </div>
          <FormField label={T.mode}>
            {(control) => (
              <Select
                {...control}
                value={mode}
                options={MENTORING_SESSION_MODES.map((m) => ({
                  value: m,
                  label: MENTORING_UI.card.format[m],
                }))}
                onChange={(e) => setMode(e.target.value as Mode)}
              />
            )}
          </FormField>
          {mode === 'online' ? (
            <FormField label={T.link} error={errors.link}>
              {(control) => (
                <Input {...control} type="url" value={link} onChange={(e) => setLink(e.target.value)} />
              )}
            </FormField>
          ) : (
            <FormField label={T.place} error={errors.place}>
              {(control) => <Input {...control} value={place} onChange={(e) => setPlace(e.target.value)} />}
            </FormField>
          )}
          <FormAlert>{schedule.error && !serverFields ? errorMessage(schedule.error) : null}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={schedule.isPending}>
                {MSG.common.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" aria-disabled={schedule.isPending || undefined}>
              {schedule.isPending ? MSG.common.saving : T.submit}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
