import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, WORK_MODELS } from '@domain/enums';
import { REDIRECT_AFTER_VACANCY_CREATE_MS } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { WorkspaceCompany } from '@domain/schemas/workspaces';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { statesQueryOptions } from '@web/features/preferences/api';
import { isApiError } from '@web/lib/api';
import { applyServerFieldErrors, fieldErrorMessages } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { Avatar } from '@web/ui/avatar';
import { Button, ButtonLink } from '@web/ui/button';
import { FormAlert, Notice } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { FormSection } from '@web/ui/form-section';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Textarea } from '@web/ui/textarea';
import { UrlInput } from '@web/ui/url-input';
import { type ComponentPropsWithRef, useEffect, useId, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCreateVacancy, useUpdateVacancy } from '../../api';
import { MANAGED_PATH } from '../shared/links';
import { RolePicker } from './role-picker';
import {
  VACANCY_FORM_FIELDS,
  type VacancyFormOutput,
  type VacancyFormValues,
  vacancyFormSchema,
} from './vacancy-form-schema';

const T = VACANCIES_COPY.form;

// The shared schema behind a preprocess step: its input is the form's values, its output the API's body.
const resolver: Resolver<VacancyFormValues, unknown, VacancyFormOutput> = zodResolver(vacancyFormSchema);

const FIELD_MAP = Object.fromEntries(VACANCY_FORM_FIELDS.map((field) => [field, field]));

const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((code) => ({
  value: code,
  label: EMPLOYMENT_TYPE_LABELS[code],
}));

/** Statuses whose message says something the generic error does not (no permission, gone, refused). */
const REASON_STATUSES = new Set([403, 404, 409, 422]);

type VacancyFormProps =
  | {
      mode: 'create';
      /** The companies she may post for (GET /api/me/workspaces). */
      companies: readonly WorkspaceCompany[];
      defaultValues: VacancyFormValues;
    }
  | {
      mode: 'edit';
      vacancyId: string;
      /** The vacancy's company, shown but not changeable. */
      company: { name: string; logoUrl: string | null };
      defaultValues: VacancyFormValues;
    };

interface FormFailure {
  text: string;
  reason: string | null;
}

/**
 * A vacancy's data (SPEC §3 job_vacancies, §5 "Vacancy"), validated with the server's own
 * schema; the server's per-field answers go to their fields. Creating shows 'Vaga criada com
 * sucesso!' and returns to /empresas after REDIRECT_AFTER_VACANCY_CREATE_MS; saving an edit
 * returns at once (the toast travels along).
 */
export function VacancyForm(props: VacancyFormProps) {
  const { mode, defaultValues } = props;
  const navigate = useNavigate();
  const create = useCreateVacancy();
  const update = useUpdateVacancy();
  const states = useQuery(statesQueryOptions());
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<VacancyFormValues, unknown, VacancyFormOutput>({ resolver, defaultValues });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const howToReceive = useWatch({ control, name: 'howToReceive' });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(MANAGED_PATH), REDIRECT_AFTER_VACANCY_CREATE_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      if (props.mode === 'create') {
        await create.mutateAsync(input);
        toast.success(MSG.vacancies.created);
        setDone(true);
      } else {
        await update.mutateAsync({ id: props.vacancyId, input });
        toast.success(T.updated);
        void navigate(MANAGED_PATH);
      }
    } catch (error) {
      if (
        isApiError(error) &&
        (error.status === 400 || error.status === 422) &&
        applyServerFieldErrors(error, setError, FIELD_MAP)
      ) {
        return;
      }
      setFailure({
        text: mode === 'create' ? MSG.vacancies.createError : MSG.vacancies.updateError,
        reason: isApiError(error) && REASON_STATUSES.has(error.status) ? error.message : null,
      });
    }
  });

  // The default state stays choosable even before (or without) the list of states.
  const stateOptions = (states.data ?? []).map((s) => ({ value: s.uf, label: s.name }));
  if (defaultValues.state && !stateOptions.some((o) => o.value === defaultValues.state)) {
    stateOptions.push({ value: defaultValues.state, label: defaultValues.state });
  }

  const submitLabel = isSubmitting
    ? mode === 'create'
      ? T.creating
      : T.saving
    : mode === 'create'
      ? T.create
      : T.save;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <fieldset disabled={done} className="flex min-w-0 flex-col gap-6">
          <FormSection title={T.sections.company}>
            {props.mode === 'create' ? (
              <FormField label={T.company} error={fieldErrorMessages(errors.companyId)}>
                {(c) => (
                  <Select
                    {...c}
                    aria-required="true"
                    placeholder={T.companyPlaceholder}
                    options={props.companies.map((company) => ({ value: company.id, label: company.name }))}
                    {...register('companyId')}
                  />
                )}
              </FormField>
            ) : (
              <div className="flex items-center gap-3">
                <Avatar
                  name={props.company.name}
                  src={props.company.logoUrl}
                  size="md"
                  shape="square"
                  decorative
                />
                <div className="flex min-w-0 flex-col">
                  <p className="font-semibold break-words text-ink">{props.company.name}</p>
                  <p className="text-sm text-ink-muted">{T.companyFixed}</p>
                </div>
              </div>
            )}
          </FormSection>

          <FormSection title={T.sections.about}>
            <FormField label={T.title} error={fieldErrorMessages(errors.title)}>
              {(c) => (
                <Input
                  {...c}
                  aria-required="true"
                  maxLength={150}
                  placeholder={T.titlePlaceholder}
                  {...register('title')}
                />
              )}
            </FormField>
            <FormField
              label={T.description}
              hint={T.descriptionHint}
              error={fieldErrorMessages(errors.description)}
            >
              {(c) => (
                <Textarea
                  {...c}
                  aria-required="true"
                  rows={8}
                  maxLength={10000}
                  {...register('description')}
                />
              )}
            </FormField>
            <FormField
              label={T.requirements}
              hint={T.requirementsHint}
              error={fieldErrorMessages(errors.requirements)}
            >
              {(c) => <Textarea {...c} rows={5} maxLength={5000} {...register('requirements')} />}
            </FormField>
            <FormField label={T.benefits} hint={T.benefitsHint} error={fieldErrorMessages(errors.benefits)}>
              {(c) => <Textarea {...c} rows={4} maxLength={5000} {...register('benefits')} />}
            </FormField>
          </FormSection>

          <FormSection title={T.sections.conditions}>
            <div className="grid gap-6 md:grid-cols-2">
              <FormField
                label={T.state}
                hint={states.isError ? T.statesError : undefined}
                error={fieldErrorMessages(errors.state)}
              >
                {(c) => (
                  <Select
                    {...c}
                    placeholder={T.statePlaceholder}
                    options={stateOptions}
                    autoComplete="address-level1"
                    {...register('state')}
                  />
                )}
              </FormField>
              <FormField label={T.city} error={fieldErrorMessages(errors.city)}>
                {(c) => <Input {...c} maxLength={100} autoComplete="address-level2" {...register('city')} />}
              </FormField>
            </div>
            <FormField
              label={T.salaryRange}
              hint={T.salaryRangeHint}
              error={fieldErrorMessages(errors.salaryRange)}
            >
              {(c) => (
                <Input
                  {...c}
                  maxLength={100}
                  placeholder={T.salaryRangePlaceholder}
                  className="md:max-w-sm"
                  {...register('salaryRange')}
                />
              )}
            </FormField>
            <div className="grid gap-6 md:grid-cols-2">
              <FormField label={T.employmentType} error={fieldErrorMessages(errors.employmentType)}>
                {(c) => (
                  <Select
                    {...c}
                    placeholder={T.notSpecifiedOption}
                    options={EMPLOYMENT_OPTIONS}
                    {...register('employmentType')}
                  />
                )}
              </FormField>
              <FormField label={T.workModel} error={fieldErrorMessages(errors.workModel)}>
                {(c) => (
                  <Select
                    {...c}
                    placeholder={T.notSpecifiedOption}
                    options={WORK_MODELS}
                    {...register('workModel')}
                  />
                )}
              </FormField>
            </div>
            <RolePicker />
          </FormSection>

          <FormSection title={T.sections.applications}>
            <fieldset className="flex min-w-0 flex-col gap-3">
              <legend className="mb-2 text-sm font-semibold text-ink">{T.howToReceive}</legend>
              <RadioOption
                label={T.internal}
                hint={T.internalHint}
                value="internal"
                {...register('howToReceive')}
              />
              <RadioOption
                label={T.external}
                hint={T.externalHint}
                value="external"
                {...register('howToReceive')}
              />
            </fieldset>
            {howToReceive === 'external' ? (
              <FormField
                label={T.externalPlatform}
                hint={T.externalPlatformHint}
                error={fieldErrorMessages(errors.externalPlatform)}
              >
                {(c) => <UrlInput {...c} aria-required="true" {...register('externalPlatform')} />}
              </FormField>
            ) : null}
          </FormSection>
        </fieldset>

        {done ? (
          <Notice tone="success">
            <p>{T.redirecting}</p>
          </Notice>
        ) : null}
        <FormAlert>
          {failure ? (
            <>
              <p>{failure.text}</p>
              {failure.reason ? <p className="font-normal">{failure.reason}</p> : null}
            </>
          ) : null}
        </FormAlert>

        <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-end">
          <ButtonLink to={MANAGED_PATH} variant="ghost">
            {T.cancel}
          </ButtonLink>
          {/* Only the button waits while saving: a disabled field could not take the focus of an error. */}
          <Button type="submit" disabled={isSubmitting || done}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

interface RadioOptionProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  hint: string;
}

/** One choice of a radio group: its label, and the hint that describes it (read with the choice). */
function RadioOption({ label, hint, ...props }: RadioOptionProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5 rounded-control border border-line p-3 has-checked:border-primary-600 has-checked:bg-primary-50">
      <input
        type="radio"
        id={id}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-primary-600"
        {...props}
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-ink">
          {label}
        </label>
        <span id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </span>
      </div>
    </div>
  );
}
