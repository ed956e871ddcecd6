import { CONTRACT_TYPES, WORK_MODELS } from '@domain/enums';
import { DEFAULT_LOCATION_COUNTRY } from '@domain/limits';
import { MSG } from '@domain/messages';
import {
  type JobPreference,
  type JobPreferenceInput,
  jobPreferenceInputSchema,
} from '@domain/schemas/preferences';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';

export type PreferenceFormValues = JobPreferenceInput;
export type PreferenceFormOutput = z.output<typeof jobPreferenceInputSchema>;
export type PreferenceLocation = PreferenceFormValues['preferredLocations'][number];

export const preferenceFormSchema = jobPreferenceInputSchema;

/** SPEC §3: her first profile is 'Perfil Principal', later ones 'Perfil {n}' (n = count + 1). */
export function defaultProfileName(existingCount: number): string {
  return existingCount === 0 ? MSG.preferences.defaultName : MSG.preferences.nthName(existingCount + 1);
}

export function newLocation(): PreferenceLocation {
  return { country: DEFAULT_LOCATION_COUNTRY, state: '', city: '' };
}

export function isBrazil(country: string | undefined): boolean {
  return (
    (country ?? '').trim().localeCompare(DEFAULT_LOCATION_COUNTRY, 'pt-BR', { sensitivity: 'base' }) === 0
  );
}

export function toFormValues(profile: JobPreference | undefined, name: string): PreferenceFormValues {
  if (!profile) {
    return {
      name,
      preferredWorkModels: [],
      preferredContractTypes: [],
      minSalary: null,
      maxSalary: null,
      preferredLocations: [],
      preferredRoles: [],
    };
  }
  return {
    name: profile.name,
    preferredWorkModels: WORK_MODELS.filter((m) => profile.preferredWorkModels.includes(m)),
    preferredContractTypes: CONTRACT_TYPES.filter((c) => profile.preferredContractTypes.includes(c)),
    minSalary: profile.minSalary,
    maxSalary: profile.maxSalary,
    preferredLocations: profile.preferredLocations.map((l) => ({
      country: l.country,
      state: l.state ?? '',
      city: l.city ?? '',
    })),
    preferredRoles: profile.preferredRoles,
  };
}

/** Which wizard step shows each top-level field. */
export const STEP_FIELDS: Record<number, FieldPath<PreferenceFormValues>[]> = {
  1: ['name', 'preferredWorkModels', 'preferredContractTypes', 'minSalary', 'maxSalary'],
  2: ['preferredLocations'],
  3: ['preferredRoles'],
};

/** The step of a field path ('preferredLocations.0.country' → 2); 1 when unknown. */
export function stepOf(path: string): number {
  const root = path.split('.')[0];
  for (const [step, fields] of Object.entries(STEP_FIELDS)) {
    if (fields.includes(root as FieldPath<PreferenceFormValues>)) return Number(step);
  }
  return 1;
}

/** The path of the first message in a react-hook-form error tree ('preferredLocations.0.country'). */
export function firstErrorPath(errors: unknown, prefix = ''): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const record = errors as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return prefix || undefined;
  for (const key of Object.keys(record)) {
    if (key === 'ref' || key === 'types' || key === 'type' || key === 'root') continue;
    const found = firstErrorPath(record[key], prefix ? `${prefix}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
