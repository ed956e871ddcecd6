import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError } from './api';

/**
 * Puts the server's per-row messages of a list editor ('entries.0.startMonth' → 'Data de início
 * inválida') on the matching fields and focuses the first. Only paths of an existing row and a
 * known field are used. Returns the messages applied, in order (empty when none matched).
 */
export function applyServerRowErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  { list, rowCount, fields }: { list: string; rowCount: number; fields: readonly string[] },
): string[] {
  const applied: string[] = [];
  const pattern = new RegExp(`^${list}\\.(\\d+)\\.(\\w+)$`);
  for (const [path, message] of Object.entries(error.fields)) {
    const match = pattern.exec(path);
    if (!match || Number(match[1]) >= rowCount || !fields.includes(match[2] ?? '')) continue;
    setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: applied.length === 0 });
    applied.push(message);
  }
  return applied;
}

/** The first message of a react-hook-form error tree (rows in order, then fields in order). */
export function firstErrorMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const record = errors as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  const keys = Array.isArray(errors) ? errors.keys() : Object.keys(record);
  for (const key of keys) {
    if (key === 'ref' || key === 'types' || key === 'type') continue;
    const found = firstErrorMessage(record[key as string]);
    if (found) return found;
  }
  return undefined;
}
