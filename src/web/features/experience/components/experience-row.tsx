import { CONTRACT_TYPES, WORK_MODELS } from '@domain/enums';
import { EXPERIENCE_COPY as C } from '@domain/messages';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { MoneyInput } from '@web/ui/money-input';
import { MonthInput, monthFormatHint } from '@web/ui/month-input';
import { Select } from '@web/ui/select';
import { Textarea } from '@web/ui/textarea';
import { Trash2 } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ExperienceFormValues } from '../form';

interface ExperienceRowFieldsProps {
  index: number;
  removing: boolean;
  onRemove: () => void;
}

/** One experience: a fieldset whose legend ('Experiência 2') tells rows apart for screen readers. */
export function ExperienceRowFields({ index, removing, onRemove }: ExperienceRowFieldsProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<ExperienceFormValues>();
  const rowErrors = errors.entries?.[index];
  const name = <K extends string>(field: K) => `entries.${index}.${field}` as const;
  const [isCurrent, id] = useWatch({ control, name: [name('isCurrent'), name('id')] });
  const number = index + 1;

  return (
    <fieldset className="rounded-card bg-surface p-4 shadow-card md:p-6">
      <legend className="float-left mb-4 w-full text-lg font-bold text-ink">
        {C.row(number)}
        {id ? null : <span className="ml-2 text-sm font-normal text-ink-muted">({C.newRow})</span>}
      </legend>

      <div className="clear-both grid gap-4 md:grid-cols-2">
        <FormField label={C.company} error={fieldErrorMessages(rowErrors?.company)}>
          {(control) => <Input autoComplete="organization" {...control} {...register(name('company'))} />}
        </FormField>
        <FormField label={C.role} error={fieldErrorMessages(rowErrors?.role)}>
          {(control) => <Input autoComplete="organization-title" {...control} {...register(name('role'))} />}
        </FormField>

        <FormField
          label={C.startMonth}
          hint={monthFormatHint()}
          error={fieldErrorMessages(rowErrors?.startMonth)}
        >
          {(control) => <MonthInput {...control} {...register(name('startMonth'))} />}
        </FormField>
        <FormField
          label={C.endMonth}
          hint={monthFormatHint()}
          error={fieldErrorMessages(rowErrors?.endMonth)}
        >
          {(control) => <MonthInput disabled={isCurrent} {...control} {...register(name('endMonth'))} />}
        </FormField>

        <Checkbox
          label={C.isCurrent}
          hint={C.isCurrentHint}
          className="md:col-span-2"
          {...register(name('isCurrent'), {
            // SPEC §2: ticking it clears the end date (and the field is disabled while ticked).
            onChange: (event) => {
              if (event.target.checked) setValue(name('endMonth'), '', { shouldValidate: false });
            },
          })}
        />

        <Controller
          control={control}
          name={name('salary')}
          render={({ field }) => (
            <FormField label={C.salary} error={fieldErrorMessages(rowErrors?.salary)}>
              {(props) => (
                <MoneyInput
                  {...props}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          )}
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
        <FormField label={C.state} error={fieldErrorMessages(rowErrors?.state)}>
          {(control) => <Input autoComplete="off" {...control} {...register(name('state'))} />}
        </FormField>
        <FormField label={C.city} error={fieldErrorMessages(rowErrors?.city)}>
          {(control) => <Input autoComplete="off" {...control} {...register(name('city'))} />}
        </FormField>

        <FormField
          label={C.description}
          error={fieldErrorMessages(rowErrors?.description)}
          className="md:col-span-2"
        >
          {(control) => <Textarea {...control} {...register(name('description'))} />}
        </FormField>
      </div>

      <div className="mt-4 flex justify-end border-t border-line pt-4">
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={removing}>
          <Trash2 aria-hidden="true" className="size-4" />
          {removing ? C.removing : C.remove}
          <span className="sr-only"> {C.row(number).toLowerCase()}</span>
        </Button>
      </div>
    </fieldset>
  );
}
