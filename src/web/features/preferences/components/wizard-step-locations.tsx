import { PREFERENCES_COPY } from '@domain/copy/preferences';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useStates } from '../api';
import { isBrazil, newLocation, type PreferenceFormValues } from '../form';

const W = PREFERENCES_COPY.wizard;

/** Step 2: where she wants to work. Country is required (default 'Brasil'); state and city optional. */
export function WizardStepLocations() {
  const { control } = useFormContext<PreferenceFormValues>();
  const locations = useFieldArray({ control, name: 'preferredLocations', keyName: 'fieldKey' });

  return (
    <div className="flex flex-col gap-4">
      {locations.fields.length === 0 ? <p className="text-ink-muted">{W.noLocations}</p> : null}
      <ol className="flex flex-col gap-4">
        {locations.fields.map((field, index) => (
          <li key={field.fieldKey}>
            <LocationFields index={index} onRemove={() => locations.remove(index)} />
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        className="self-start"
        onClick={() =>
          locations.append(newLocation(), {
            focusName: `preferredLocations.${locations.fields.length}.country`,
          })
        }
      >
        <Plus aria-hidden="true" className="size-5" />
        {W.addLocation}
      </Button>
    </div>
  );
}

function LocationFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PreferenceFormValues>();
  const states = useStates();
  const country = useWatch({ control, name: `preferredLocations.${index}.country` });
  const rowErrors = errors.preferredLocations?.[index];
  const number = index + 1;
  // The UF list only fits Brazil; elsewhere (or if the list failed to load) a short free text.
  const stateSelect = isBrazil(country) && states.isSuccess;

  return (
    <fieldset className="rounded-card border border-line p-4">
      <legend className="px-1 font-semibold text-ink">{W.location(number)}</legend>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField label={W.country} error={fieldErrorMessages(rowErrors?.country)}>
          {(props) => (
            <Input
              aria-required="true"
              autoComplete="country-name"
              maxLength={60}
              {...props}
              {...register(`preferredLocations.${index}.country`)}
            />
          )}
        </FormField>
        <FormField
          label={W.state}
          hint={stateSelect ? undefined : W.stateTextHint}
          error={fieldErrorMessages(rowErrors?.state)}
        >
          {(props) =>
            stateSelect ? (
              <Select
                placeholder={W.chooseState}
                options={states.data.map((s) => ({ value: s.uf, label: s.name }))}
                {...props}
                {...register(`preferredLocations.${index}.state`)}
              />
            ) : (
              <Input
                maxLength={2}
                autoComplete="address-level1"
                {...props}
                {...register(`preferredLocations.${index}.state`)}
              />
            )
          }
        </FormField>
        <FormField label={W.city} error={fieldErrorMessages(rowErrors?.city)}>
          {(props) => (
            <Input
              autoComplete="address-level2"
              maxLength={80}
              {...props}
              {...register(`preferredLocations.${index}.city`)}
            />
          )}
        </FormField>
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {W.removeLocation}
          <span className="sr-only"> {W.location(number).toLowerCase()}</span>
        </Button>
      </div>
    </fieldset>
  );
}
