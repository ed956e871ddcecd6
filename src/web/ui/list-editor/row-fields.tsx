import { fieldErrorMessages } from '@web/lib/form-errors';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { MonthPicker } from '@web/ui/month-picker';
import { Textarea } from '@web/ui/textarea';
import { Controller, type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import type { ListFormValues, ListRow } from './list-form';

/**
 * One row's access to the list editor's form, typed by the feature's form values:
 * `name('institution')` is 'entries.2.institution', `rowErrors` the errors of this row.
 */
export function useListRow<TValues extends ListFormValues>(index: number) {
  const form = useFormContext<TValues>();
  type Row = TValues['entries'][number];
  const errors = form.formState.errors as { entries?: (FieldErrors<Row> | undefined)[] };
  const rowErrors = errors.entries?.[index];
  const name = <K extends string>(field: K) => `entries.${index}.${field}` as const;
  return { ...form, rowErrors, name };
}

/** A row with a period: start and end month, and 'is current' (no end while ticked). */
type PeriodValues = ListFormValues<
  ListRow & { startMonth?: string | null; endMonth?: string | null; isCurrent: boolean }
>;

interface PeriodFieldsProps {
  index: number;
  copy: { startMonth: string; endMonth: string; isCurrent: string; isCurrentHint: string };
  /** Classes of the 'is current' checkbox in the row's grid. */
  currentClassName?: string;
  /** What else ticking 'is current' clears (the end month always is). */
  onCurrentTicked?: () => void;
}

/** A row's start and end months and its 'is current' box ('Trabalho atual', 'Cursando'). */
export function PeriodFields({ index, copy, currentClassName, onCurrentTicked }: PeriodFieldsProps) {
  const { control, register, setValue, rowErrors, name } = useListRow<PeriodValues>(index);
  const isCurrent = useWatch({ control, name: name('isCurrent') });

  const month = (field: 'startMonth' | 'endMonth', disabled?: boolean) => (
    <FormField label={copy[field]} error={fieldErrorMessages(rowErrors?.[field])}>
      {(fieldControl) => (
        <Controller
          control={control}
          name={name(field)}
          render={({ field: { value, onChange, onBlur, ref, name: fieldName } }) => (
            <MonthPicker
              {...fieldControl}
              label={copy[field]}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              ref={ref}
              name={fieldName}
              disabled={disabled}
            />
          )}
        />
      )}
    </FormField>
  );

  return (
    <>
      {month('startMonth')}
      {month('endMonth', isCurrent)}

      <Checkbox
        label={copy.isCurrent}
        hint={copy.isCurrentHint}
        className={currentClassName}
        {...register(name('isCurrent'), {
          // SPEC §2: ticking it clears the end date (and the field is disabled while ticked).
          onChange: (event) => {
            if (!event.target.checked) return;
            setValue(name('endMonth'), '');
            onCurrentTicked?.();
          },
        })}
      />
    </>
  );
}

type DescriptionValues = ListFormValues<ListRow & { description?: string | null }>;

/** A row's free text, across both columns. */
export function DescriptionField({ index, label }: { index: number; label: string }) {
  const { register, rowErrors, name } = useListRow<DescriptionValues>(index);
  return (
    <FormField label={label} error={fieldErrorMessages(rowErrors?.description)} className="md:col-span-2">
      {(control) => <Textarea {...control} {...register(name('description'))} />}
    </FormField>
  );
}
