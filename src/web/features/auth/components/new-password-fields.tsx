import { MSG } from '@domain/messages';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { FormField } from '@web/ui/form-field';
import { PasswordInput } from '@web/ui/password-input';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type Field = { registration: UseFormRegisterReturn; error: FieldError | undefined };

/**
 * The new password, with the policy hint, and its confirmation: the pair every form that sets a
 * password shows (sign-up, reset, change). `new-password` lets password managers offer one.
 */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
}: {
  labels: { password: string; confirmation: string };
  password: Field;
  confirmation: Field;
}) {
  return (
    <>
      <FormField
        label={labels.password}
        hint={MSG.auth.passwordRequirement}
        error={fieldErrorMessages(password.error)}
      >
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...password.registration} />}
      </FormField>
      <FormField label={labels.confirmation} error={fieldErrorMessages(confirmation.error)}>
        {(control) => (
          <PasswordInput autoComplete="new-password" {...control} {...confirmation.registration} />
        )}
      </FormField>
    </>
  );
}
