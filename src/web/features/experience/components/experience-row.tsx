import { EXPERIENCE_COPY as C, CAREER_BREAK_REASON_LABELS } from '@domain/copy/experience';
import { BRAZIL_UFS, CAREER_BREAK_REASONS, CONTRACT_TYPES, WORK_MODELS } from '@domain/enums';
import { DEFAULT_LOCATION_COUNTRY } from '@domain/limits';
import { FIELD_LABELS } from '@domain/messages';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { DescriptionField, PeriodFields, useListRow } from '@web/ui/list-editor/row-fields';
import { MoneyField } from '@web/ui/money-field';
import { Select } from '@web/ui/select';
import { useWatch } from 'react-hook-form';
import type { ExperienceFormValues } from '../form';

const REASON_OPTIONS = CAREER_BREAK_REASONS.map((value) => ({
  value,
  label: CAREER_BREAK_REASON_LABELS[value],
}));

const BREAK_PERIOD_COPY = { ...C, isCurrent: C.breakIsCurrent };

/** One row: a job, or a career break ('Pausa na carreira'), by the row's kind. */
export function ExperienceRowFields({ index }: { index: number }) {
  const { control, name } = useListRow<ExperienceFormValues>(index);
  const kind = useWatch({ control, name: name('kind') });
  return kind === 'career_break' ? <CareerBreakFields index={index} /> : <JobFields index={index} />;
}

/** A career break: its reason, its period (current or not) and, if she wants, a description. */
function CareerBreakFields({ index }: { index: number }) {
  const { register, rowErrors, name } = useListRow<ExperienceFormValues>(index);
  return (
    <>
      <FormField
        label={C.breakReason}
        error={fieldErrorMessages(rowErrors?.breakReason)}
        className="md:col-span-2"
      >
        {(control) => (
          <Select
            options={REASON_OPTIONS}
            placeholder={C.breakReasonPlaceholder}
            {...control}
            {...register(name('breakReason'))}
          />
        )}
      </FormField>

      <PeriodFields index={index} copy={BREAK_PERIOD_COPY} currentClassName="md:col-span-2" />

      <DescriptionField index={index} label={C.description} />
    </>
  );
}

/** A job ('Experiência 2'): company, role, period, salary, contract, place, description. */
function JobFields({ index }: { index: number }) {
  const { control, register, rowErrors, name } = useListRow<ExperienceFormValues>(index);

  return (
    <>
      <FormField label={C.company} error={fieldErrorMessages(rowErrors?.company)}>
        {(control) => <Input autoComplete="organization" {...control} {...register(name('company'))} />}
      </FormField>
      <FormField label={C.role} error={fieldErrorMessages(rowErrors?.role)}>
        {(control) => <Input autoComplete="organization-title" {...control} {...register(name('role'))} />}
      </FormField>

      <PeriodFields index={index} copy={C} currentClassName="md:col-span-2" />

      <MoneyField
        control={control}
        name={name('salary')}
        label={C.salary}
        error={fieldErrorMessages(rowErrors?.salary)}
      />
      <FormField label={C.contractType} error={fieldErrorMessages(rowErrors?.contractType)}>
        {(control) => <Select options={CONTRACT_TYPES} {...control} {...register(name('contractType'))} />}
      </FormField>
      <FormField label={C.workModel} error={fieldErrorMessages(rowErrors?.workModel)}>
        {(control) => <Select options={WORK_MODELS} {...control} {...register(name('workModel'))} />}
      </FormField>
      <FormField label={C.country} error={fieldErrorMessages(rowErrors?.country)}>
        {(control) => <Input autoComplete="off" {...control} {...register(name('country'))} />}
      </FormField>
      <StateField index={index} />
      <FormField label={C.city} error={fieldErrorMessages(rowErrors?.city)}>
        {(control) => <Input autoComplete="off" {...control} {...register(name('city'))} />}
      </FormField>

      <DescriptionField index={index} label={C.description} />
    </>
  );
}

/** In Brasil (typed in any case), 'Brasil' or 'brasil': the state is one of the 27 UFs. */
const isBrazil = (country: string | null | undefined) =>
  (country ?? '').trim().toLocaleLowerCase('pt-BR') === DEFAULT_LOCATION_COUNTRY.toLocaleLowerCase('pt-BR');

/**
 * 'Estado': a select of the UFs when the country is Brasil (issue 22), free text elsewhere. A
 * saved value that is not a UF (typed before) stays as a choice until she picks another.
 */
function StateField({ index }: { index: number }) {
  const { control, register, rowErrors, name } = useListRow<ExperienceFormValues>(index);
  const country = useWatch({ control, name: name('country') });
  const state = useWatch({ control, name: name('state') });
  const brazil = isBrazil(country);
  const extra = state && !(BRAZIL_UFS as readonly string[]).includes(state) ? [state] : [];
  return (
    <FormField label={C.state} error={fieldErrorMessages(rowErrors?.state)}>
      {(fieldControl) =>
        brazil ? (
          <Select
            options={[...BRAZIL_UFS, ...extra]}
            placeholder={FIELD_LABELS.statePlaceholder}
            {...fieldControl}
            {...register(name('state'))}
          />
        ) : (
          <Input autoComplete="address-level1" {...fieldControl} {...register(name('state'))} />
        )
      }
    </FormField>
  );
}
