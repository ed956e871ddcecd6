import { EDUCATION_COPY as C } from '@domain/copy/education';
import { DEGREE_LEVEL_LABELS, DEGREE_LEVELS } from '@domain/enums';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { DescriptionField, PeriodFields, useListRow } from '@web/ui/list-editor/row-fields';
import { Select } from '@web/ui/select';
import { useWatch } from 'react-hook-form';
import type { EducationFormValues } from '../form';

const DEGREE_OPTIONS = DEGREE_LEVELS.map((value) => ({ value, label: DEGREE_LEVEL_LABELS[value] ?? value }));

/** One education entry ('Formação 2'): institution, level, field, period, 'Concluído', description. */
export function EducationRowFields({ index }: { index: number }) {
  const { control, register, setValue, rowErrors, name } = useListRow<EducationFormValues>(index);
  const isCurrent = useWatch({ control, name: name('isCurrent') });

  return (
    <>
      <FormField label={C.institution} error={fieldErrorMessages(rowErrors?.institution)}>
        {(control) => <Input autoComplete="organization" {...control} {...register(name('institution'))} />}
      </FormField>
      <FormField label={C.degreeLevel} error={fieldErrorMessages(rowErrors?.degreeLevel)}>
        {(control) => <Select options={DEGREE_OPTIONS} {...control} {...register(name('degreeLevel'))} />}
      </FormField>
      <FormField label={C.field} error={fieldErrorMessages(rowErrors?.field)} className="md:col-span-2">
        {(control) => <Input {...control} {...register(name('field'))} />}
      </FormField>

      {/* SPEC §2: ticking 'Cursando' also clears and disables 'Concluído'. */}
      <PeriodFields index={index} copy={C} onCurrentTicked={() => setValue(name('completed'), false)} />
      <Checkbox label={C.completed} disabled={isCurrent} {...register(name('completed'))} />

      <DescriptionField index={index} label={C.description} />
    </>
  );
}
