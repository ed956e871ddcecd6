import { EXPERIENCE_COPY as C } from '@domain/copy/experience';
import { CONTRACT_TYPES, WORK_MODELS } from '@domain/enums';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { DescriptionField, PeriodFields, useListRow } from '@web/ui/list-editor/row-fields';
import { MoneyField } from '@web/ui/money-field';
import { Select } from '@web/ui/select';
import type { ExperienceFormValues } from '../form';

/** One experience ('Experiência 2'): company, role, period, salary, contract, place, description. */
export function ExperienceRowFields({ index }: { index: number }) {
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
      <FormField label={C.state} error={fieldErrorMessages(rowErrors?.state)}>
        {(control) => <Input autoComplete="off" {...control} {...register(name('state'))} />}
      </FormField>
      <FormField label={C.city} error={fieldErrorMessages(rowErrors?.city)}>
        {(control) => <Input autoComplete="off" {...control} {...register(name('city'))} />}
      </FormField>

      <DescriptionField index={index} label={C.description} />
    </>
  );
}
