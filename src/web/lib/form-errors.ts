import type { FieldError, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError } from './api';

/**
 * Every message of a field's error. Forms use `criteriaMode: 'all'`, so a new password that
 * breaks several rules lists them all (in `types`) instead of revealing one per attempt.
 */
export function fieldErrorMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const messages = Object.values(error.types ?? {}).flatMap((value) =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.filter((v) => typeof v === 'string')
        : [],
  );
  if (messages.length === 0 && error.message) messages.push(error.message);
  return [...new Set(messages)];
}

/**
 * Puts the server's per-field messages on the form's fields (`fieldMap` translates the API's field
 * names to the form's) and focuses the first one. Returns whether any field got a message, so the
 * caller knows whether a form-level message is still needed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, FieldPath<T>>>,
): boolean {
  let applied = false;
  for (const [apiField, message] of Object.entries(error.fields)) {
    const field = fieldMap[apiField];
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** Shows the server's reasons for refusing a password, all of them, on the password field. */
export function setPasswordReasons<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  field: FieldPath<T>,
): void {
  const reasons = error.reasons.length > 0 ? error.reasons : [error.message];
  setError(
    field,
    { type: 'server', message: reasons[0], types: { server: [...reasons] } },
    { shouldFocus: true },
  );
}
