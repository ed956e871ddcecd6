import { PREFERENCES_COPY } from '@domain/copy/preferences';
import { CONTRACT_TYPES, WORK_MODELS } from '@domain/enums';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { CheckboxGroup } from '@web/ui/checkbox-group';
import { MoneyField } from '@web/ui/money-field';
import { Controller, useFormContext } from 'react-hook-form';
import type { PreferenceFormValues } from '../form';

const W = PREFERENCES_COPY.wizard;

/** Step 1: work models, contract types and the monthly salary range (max ≥ min). */
export function WizardStepBasics() {
  const {
    control,
    formState: { errors },
  } = useFormContext<PreferenceFormValues>();

  return (
    <div className="flex flex-col gap-6">
      <Controller
        control={control}
        name="preferredWorkModels"
        render={({ field }) => (
          <CheckboxGroup
            legend={W.workModels}
            options={WORK_MODELS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="preferredContractTypes"
        render={({ field }) => (
          <CheckboxGroup
            legend={W.contractTypes}
            options={CONTRACT_TYPES}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-semibold text-ink">{W.salaryRange}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <MoneyField
            control={control}
            name="minSalary"
            label={W.minSalary}
            error={fieldErrorMessages(errors.minSalary)}
          />
          <MoneyField
            control={control}
            name="maxSalary"
            label={W.maxSalary}
            error={fieldErrorMessages(errors.maxSalary)}
          />
        </div>
      </fieldset>
    </div>
  );
}
