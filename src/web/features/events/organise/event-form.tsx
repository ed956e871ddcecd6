import { EVENTS_ORGANISE_COPY } from '@domain/copy/events-organise';
import type { EventVisibility } from '@domain/enums';
import {
  EVENT_ADDRESS_MAX_LENGTH,
  EVENT_CITY_MAX_LENGTH,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  EVENT_URL_MAX_LENGTH,
  IMAGE_PURPOSES,
} from '@domain/limits';
import type { EventDetail, EventPatch } from '@domain/schemas/events';
import { useQuery } from '@tanstack/react-query';
import { statesQueryOptions } from '@web/features/preferences/api';
import { isApiError } from '@web/lib/api';
import { applyServerFieldErrors, fieldErrorMessages } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { FormSection } from '@web/ui/form-section';
import { ImageField } from '@web/ui/image-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Textarea } from '@web/ui/textarea';
import { UrlInput } from '@web/ui/url-input';
import { type ComponentPropsWithRef, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type EventPlace, uploadEventCover, useCreateEvent, useUpdateEvent } from './api';
import {
  EVENT_FORM_FIELD_MAP,
  type EventFormOutput,
  type EventFormValues,
  emptyEventForm,
  eventFormResolver,
  eventFormValuesOf,
} from './event-form-schema';

const T = EVENTS_ORGANISE_COPY.form;

export type EventFormProps = (
  | { mode: 'create'; organiser: EventPlace }
  | { mode: 'edit'; event: EventDetail }
) & {
  /** The event as saved (with its cover when one was chosen). */
  onSaved: (event: EventDetail) => void;
  onCancel: () => void;
};

/**
 * An event's data (issue 20), validated with the server's own schema (event-form-schema.ts); the
 * server's per-field answers go to their fields. Dates and times are Brasília's. The cover
 * waits in the form and is sent once the event is saved (a new event has no id before). Only a
 * community's events may be for its members only.
 */
export function EventForm(props: EventFormProps) {
  const { mode, onSaved, onCancel } = props;
  const existing = mode === 'edit' ? props.event : null;
  const organiserKind = mode === 'edit' ? props.event.organiser.kind : props.organiser.kind;
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const states = useQuery(statesQueryOptions());
  const [cover, setCover] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: eventFormResolver,
    defaultValues: existing ? eventFormValuesOf(existing) : emptyEventForm(),
  });
  const eventMode = useWatch({ control, name: 'mode' });
  const error = (name: keyof EventFormValues) => fieldErrorMessages(errors[name]);

  const onSubmit = handleSubmit(async (fields) => {
    setFailure(null);
    let saved: EventDetail;
    try {
      if (props.mode === 'create') {
        saved = await create.mutateAsync({ organiser: props.organiser, ...fields });
      } else {
        saved = await update.mutateAsync({ id: props.event.id, patch: changedTimes(props.event, fields) });
      }
    } catch (failed) {
      if (isApiError(failed) && (failed.status === 400 || failed.status === 422)) {
        if (applyServerFieldErrors(failed, setError, EVENT_FORM_FIELD_MAP)) return;
      }
      const fallback = mode === 'create' ? T.createError : T.updateError;
      setFailure(
        isApiError(failed) && failed.status !== 0 && failed.status < 500 ? failed.message : fallback,
      );
      return;
    }
    if (cover) {
      try {
        saved = await uploadEventCover(saved.id, cover);
      } catch {
        toast.error(T.coverUploadError);
      }
    }
    toast.success(mode === 'create' ? T.created : T.updated);
    onSaved(saved);
  });

  const stateOptions = (states.data ?? []).map((s) => ({ value: s.uf, label: s.name }));
  const currentState = existing?.state;
  if (currentState && !stateOptions.some((o) => o.value === currentState))
    stateOptions.push({ value: currentState, label: currentState });
  const visibilities: EventVisibility[] =
    organiserKind === 'community' ? ['public', 'members', 'community'] : ['public', 'members'];

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <FormSection title={T.sections.about}>
        <FormField label={T.title} error={error('title')}>
          {(c) => (
            <Input {...c} aria-required="true" maxLength={EVENT_TITLE_MAX_LENGTH} {...register('title')} />
          )}
        </FormField>
        <FormField label={T.description} error={error('description')}>
          {(c) => (
            <Textarea
              {...c}
              aria-required="true"
              rows={6}
              maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
              {...register('description')}
            />
          )}
        </FormField>
        <ImageField
          title={T.cover}
          chooseLabel={T.coverChoose}
          changeLabel={T.coverChange}
          removeLabel={T.coverRemove}
          hint={T.coverHint}
          pendingHint={T.coverPending}
          maxBytes={IMAGE_PURPOSES.cover.maxBytes}
          currentUrl={existing?.coverUrl ?? null}
          file={cover}
          onChange={setCover}
          renderPreview={(src) =>
            src ? (
              <img
                src={src}
                alt={T.coverAlt}
                className="aspect-[1200/630] w-full rounded-card object-cover"
              />
            ) : null
          }
          inputTestId="event-cover-input"
        />
      </FormSection>

      <FormSection title={T.sections.where}>
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">{T.mode}</legend>
          <div className="grid gap-3 md:grid-cols-2">
            <RadioOption label={T.online} hint={T.onlineHint} value="online" {...register('mode')} />
            <RadioOption label={T.inPerson} hint={T.inPersonHint} value="in_person" {...register('mode')} />
          </div>
        </fieldset>
        {eventMode === 'online' ? (
          <FormField label={T.onlineUrl} hint={T.onlineUrlHint} error={error('onlineUrl')}>
            {(c) => (
              <UrlInput
                {...c}
                aria-required="true"
                maxLength={EVENT_URL_MAX_LENGTH}
                {...register('onlineUrl')}
              />
            )}
          </FormField>
        ) : (
          <>
            <FormField label={T.address} error={error('address')}>
              {(c) => (
                <Input
                  {...c}
                  aria-required="true"
                  maxLength={EVENT_ADDRESS_MAX_LENGTH}
                  autoComplete="street-address"
                  {...register('address')}
                />
              )}
            </FormField>
            <div className="grid gap-6 md:grid-cols-2">
              <FormField label={T.city} error={error('city')}>
                {(c) => (
                  <Input
                    {...c}
                    aria-required="true"
                    maxLength={EVENT_CITY_MAX_LENGTH}
                    autoComplete="address-level2"
                    {...register('city')}
                  />
                )}
              </FormField>
              <FormField
                label={T.state}
                hint={states.isError ? T.statesError : undefined}
                error={error('state')}
              >
                {(c) => (
                  <Select
                    {...c}
                    aria-required="true"
                    placeholder={T.statePlaceholder}
                    options={stateOptions}
                    autoComplete="address-level1"
                    {...register('state')}
                  />
                )}
              </FormField>
            </div>
          </>
        )}
      </FormSection>

      <FormSection title={T.sections.when}>
        <p className="text-sm text-ink-muted">{T.timeZoneHint}</p>
        <div className="grid gap-6 md:grid-cols-2">
          <FormField label={T.startDate} error={error('startDate')}>
            {(c) => <Input {...c} type="date" aria-required="true" {...register('startDate')} />}
          </FormField>
          <FormField label={T.startTime} error={error('startTime')}>
            {(c) => <Input {...c} type="time" aria-required="true" {...register('startTime')} />}
          </FormField>
          <FormField label={T.endDate} error={error('endDate')}>
            {(c) => <Input {...c} type="date" aria-required="true" {...register('endDate')} />}
          </FormField>
          <FormField label={T.endTime} error={error('endTime')}>
            {(c) => <Input {...c} type="time" aria-required="true" {...register('endTime')} />}
          </FormField>
        </div>
      </FormSection>

      <FormSection title={T.sections.who}>
        <FormField label={T.capacity} hint={T.capacityHint} error={error('capacity')}>
          {(c) => (
            <Input
              {...c}
              inputMode="numeric"
              pattern="[0-9]*"
              className="md:max-w-xs"
              {...register('capacity')}
            />
          )}
        </FormField>
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">{T.visibility}</legend>
          {visibilities.map((visibility) => (
            <RadioOption
              key={visibility}
              label={T.visibilities[visibility]}
              value={visibility}
              {...register('visibility')}
            />
          ))}
          {error('visibility').length > 0 ? <FormAlert>{error('visibility')[0]}</FormAlert> : null}
        </fieldset>
      </FormSection>

      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {T.cancel}
        </Button>
        {/* Only the button waits while saving: a disabled field could not take the focus of an error. */}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (mode === 'create' ? T.creating : T.saving) : mode === 'create' ? T.create : T.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * An edit sends the start only when it moved: the server refuses a start in the past, and an
 * event under way keeps the start it has.
 */
function changedTimes(event: EventDetail, fields: EventFormOutput): EventPatch {
  const { startsAt, ...rest } = fields;
  return new Date(startsAt).getTime() === new Date(event.startsAt).getTime() ? rest : fields;
}

interface RadioOptionProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  hint?: string;
}

/** One choice of a radio group, with the hint that describes it (read with the choice). */
function RadioOption({ label, hint, ...props }: RadioOptionProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5 rounded-control border border-line p-3 has-checked:border-primary-600 has-checked:bg-primary-50">
      <input
        type="radio"
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-primary-600"
        {...props}
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-ink">
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className="text-sm text-ink-muted">
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
