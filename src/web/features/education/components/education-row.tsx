import { DEGREE_LEVEL_LABELS, DEGREE_LEVELS } from '@domain/enums';
import { EDUCATION_COPY as C } from '@domain/messages';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { MonthInput, monthFormatHint } from '@web/ui/month-input';
import { Select } from '@web/ui/select';
import { Textarea } from '@web/ui/textarea';
import { Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { EducationFormValues } from '../form';

const DEGREE_OPTIONS = DEGREE_LEVELS.map((value) => ({ value, label: DEGREE_LEVEL_LABELS[value] ?? value }));

interface EducationRowFieldsProps {
  index: number;
  removing: boolean;
  onRemove: () => void;
}

/** One education entry: a fieldset whose legend ('Formação 2') tells rows apart for screen readers. */
export function EducationRowFields({ index, removing, onRemove }: EducationRowFieldsProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<EducationFormValues>();
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
        <FormField label={C.institution} error={fieldErrorMessages(rowErrors?.institution)}>
          {(control) => <Input autoComplete="organization" {...control} {...register(name('institution'))} />}
        </FormField>
        <FormField label={C.degreeLevel} error={fieldErrorMessages(rowErrors?.degreeLevel)}>
          {(control) => <Select options={DEGREE_OPTIONS} {...control} {...register(name('degreeLevel'))} />}
        </FormField>
        <FormField label={C.field} error={fieldErrorMessages(rowErrors?.field)} className="md:col-span-2">
          {(control) => <Input {...control} {...register(name('field'))} />}
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
          {...register(name('isCurrent'), {
            // SPEC §2: ticking it clears the end date and disables it and 'Concluído'.
            onChange: (event) => {
              if (!event.target.checked) return;
              setValue(name('endMonth'), '');
              setValue(name('completed'), false);
            },
          })}
        />
        <Checkbox label={C.completed} disabled={isCurrent} {...register(name('completed'))} />

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
