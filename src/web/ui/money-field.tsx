import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { FormField } from './form-field';
import { MoneyInput } from './money-input';

interface MoneyFieldProps<T extends FieldValues, N extends FieldPathByValue<T, number | null | undefined>> {
  control: Control<T>;
  /** A field that holds an amount in reais, or null. */
  name: N;
  label: string;
  error?: string | readonly string[];
}

/** A labelled BRL amount ('R$ 1.234,56') bound to a react-hook-form field. */
export function MoneyField<T extends FieldValues, N extends FieldPathByValue<T, number | null | undefined>>({
  control,
  name,
  label,
  error,
}: MoneyFieldProps<T, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error}>
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
  );
}
