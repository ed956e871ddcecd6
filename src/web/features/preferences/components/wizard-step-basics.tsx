import { CONTRACT_TYPES, WORK_MODELS } from '@domain/enums';
import { PREFERENCES_COPY } from '@domain/messages';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { MoneyInput } from '@web/ui/money-input';
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
          <Controller
            control={control}
            name="minSalary"
            render={({ field }) => (
              <FormField label={W.minSalary} error={fieldErrorMessages(errors.minSalary)}>
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
          <Controller
            control={control}
            name="maxSalary"
            render={({ field }) => (
              <FormField label={W.maxSalary} error={fieldErrorMessages(errors.maxSalary)}>
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
        </div>
      </fieldset>
    </div>
  );
}

/** Several choices of a fixed list; the value keeps the list's order. */
function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
}) {
  function toggle(option: T, checked: boolean) {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.filter((o) => chosen.has(o)));
  }

  return (
    <fieldset>
      <legend className="mb-3 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {options.map((option) => (
          <Checkbox
            key={option}
            label={option}
            checked={value.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
