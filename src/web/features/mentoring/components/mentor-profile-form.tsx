import { MENTORING_ERRORS } from '@domain/copy/mentoring';
import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MENTOR_FORMATS } from '@domain/enums';
import {
  MENTOR_AREAS_MAX,
  MENTOR_LANGUAGES_MAX,
  MENTOR_MONTHLY_CAPACITY_MAX,
  MENTOR_PITCH_MAX_LENGTH,
  MENTOR_SKILLS_MAX,
} from '@domain/limits';
import { MSG } from '@domain/messages';
import { type Mentor, type MentorProfileInput, mentorProfileInputSchema } from '@domain/schemas/mentoring';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { ConfirmAction } from '@web/ui/confirm-action';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { TagInput } from '@web/ui/tag-input';
import { Textarea } from '@web/ui/textarea';
import { type FormEvent, useState } from 'react';
import {
  areasQueryOptions,
  languagesQueryOptions,
  statesQueryOptions,
  useLeaveMentoring,
  useSaveMentorProfile,
} from '../api';
import { PickList } from './pick-list';
import { errorMessage } from './shared';

const T = MENTORING_UI.profileForm;

type Draft = {
  areaIds: string[];
  skills: string[];
  pitch: string;
  languages: string[];
  format: (typeof MENTOR_FORMATS)[number];
  state: string;
  monthlyCapacity: string;
  paused: boolean;
};

const fromMentor = (m: Mentor | null): Draft => ({
  areaIds: m?.areas.map((a) => String(a.id)) ?? [],
  skills: m?.skills ?? [],
  pitch: m?.pitch ?? '',
  languages: m?.languages ?? ['Português'],
  format: m?.format ?? 'online',
  state: m?.state ?? '',
  monthlyCapacity: String(m?.monthlyCapacity ?? 2),
  paused: m?.paused ?? false,
});

const toInput = (d: Draft) => ({
  areaIds: d.areaIds.map(Number),
  skills: d.skills,
  pitch: d.pitch,
  languages: d.languages,
  format: d.format,
  state: d.format === 'online' ? null : d.state || null,
  monthlyCapacity: d.monthlyCapacity === '' ? Number.NaN : Number(d.monthlyCapacity),
  paused: d.paused,
});

type Errors = Partial<Record<keyof Draft, string>>;

/**
 * Becoming a mentora, or her mentor profile: areas (the job taxonomy), skills, pitch, languages,
 * format and UF, monthly capacity and the pause switch, checked by the API's own schema before
 * it is sent (the server's field messages land on the same fields); 'Deixar de ser mentora'.
 */
export function MentorProfileForm({ mentor }: { mentor: Mentor | null }) {
  const [draft, setDraft] = useState<Draft>(() => fromMentor(mentor));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveMentorProfile();
  const leave = useLeaveMentoring();
  const areas = useQuery(areasQueryOptions());
  const states = useQuery(statesQueryOptions());
  const languages = useQuery(languagesQueryOptions());
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = mentorProfileInputSchema.safeParse(toInput(draft));
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    save.mutate(parsed.data as MentorProfileInput, {
      onSuccess: () => toast.success(T.saved),
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields as Errors);
        console.info('[mentoring] perfil de mentora falhou', error);
      },
    });
  };

  const serverFields = isApiError(save.error) ? Object.keys(save.error.fields).length > 0 : false;
  const formError = save.error && !serverFields ? errorMessage(save.error) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-6">
      <PickList
        label={T.areas}
        hint={T.areasHint}
        error={errors.areaIds}
        options={(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.name, group: a.sector }))}
        value={draft.areaIds}
        onChange={(v) => set('areaIds', v)}
        placeholder={T.chooseArea}
        addLabel={T.addArea}
        removeLabel={T.removeArea}
        maxItems={MENTOR_AREAS_MAX}
      />
      <TagInput
        label={T.skills}
        value={draft.skills}
        onChange={(v) => set('skills', v)}
        addLabel={T.addSkill}
        removeLabel={T.removeSkill}
        duplicateMessage={T.duplicateSkill}
        error={errors.skills}
        maxItems={MENTOR_SKILLS_MAX}
      />
      <FormField label={T.pitch} hint={T.pitchHint} error={errors.pitch}>
        {(control) => (
          <Textarea
            {...control}
            name="pitch"
            rows={4}
            value={draft.pitch}
            onChange={(e) => set('pitch', e.target.value)}
          />
        )}
      </FormField>
      <p className="-mt-4 text-right text-sm text-ink-muted">
        {MENTORING_UI.requestDialog.remaining(draft.pitch.length, MENTOR_PITCH_MAX_LENGTH)}
      </p>
      <PickList
        label={T.languages}
        error={errors.languages}
        options={(languages.data ?? []).map((l) => ({ value: l.name, label: l.name }))}
        value={draft.languages}
        onChange={(v) => set('languages', v)}
        placeholder={T.chooseLanguage}
        addLabel={T.addLanguage}
        removeLabel={T.removeLanguage}
        maxItems={MENTOR_LANGUAGES_MAX}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={T.format} error={errors.format}>
          {(control) => (
            <Select
              {...control}
              value={draft.format}
              options={MENTOR_FORMATS.map((f) => ({ value: f, label: MENTORING_UI.card.format[f] }))}
              onChange={(e) => set('format', e.target.value as Draft['format'])}
            />
          )}
        </FormField>
        {draft.format !== 'online' ? (
          <FormField label={T.state} error={errors.state}>
            {(control) => (
              <Select
                {...control}
                value={draft.state}
                placeholder={MENTORING_UI.filters.state}
                options={(states.data ?? []).map((s) => ({ value: s.uf, label: `${s.name} (${s.uf})` }))}
                onChange={(e) => set('state', e.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <FormField label={T.capacity} hint={T.capacityHint} error={errors.monthlyCapacity}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MENTOR_MONTHLY_CAPACITY_MAX}
              value={draft.monthlyCapacity}
              onChange={(e) => set('monthlyCapacity', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <Checkbox
        label={T.paused}
        hint={T.pausedHint}
        checked={draft.paused}
        onChange={(e) => set('paused', e.target.checked)}
      />
      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? MSG.common.saving : mentor ? MSG.common.saveChanges : T.saveNew}
        </Button>
        {mentor ? (
          <ConfirmAction
            trigger={<Button variant="ghost">{T.leave}</Button>}
            title={T.leaveTitle}
            description={T.leaveText}
            confirmLabel={T.leave}
            errorMessage={MENTORING_ERRORS.notMentor}
            onConfirm={() =>
              leave.mutateAsync().then(() => {
                toast.success(T.left);
                setDraft(fromMentor(null));
              })
            }
          />
        ) : null}
      </div>
    </form>
  );
}
