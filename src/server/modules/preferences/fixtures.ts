import type { JobPreferenceInput } from '../../../domain/schemas/preferences.js';

/** A valid wizard answer for tests; `preferredRoles` must hold real catalogue ids. */
export function preferenceEntry(overrides: Partial<JobPreferenceInput> = {}): JobPreferenceInput {
  return {
    name: 'Perfil Principal',
    preferredWorkModels: ['Remoto', 'Híbrido'],
    preferredContractTypes: ['CLT'],
    minSalary: 7000,
    maxSalary: 12000.5,
    preferredLocations: [{ country: 'Brasil', state: 'SP', city: 'São Paulo' }],
    preferredRoles: [],
    ...overrides,
  };
}
