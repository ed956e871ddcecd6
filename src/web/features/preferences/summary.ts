import { PREFERENCES_COPY } from '@domain/copy/preferences';
import { formatBRL } from '@domain/rules/money';
import type { JobPreference } from '@domain/schemas/preferences';

const S = PREFERENCES_COPY.summary;

/** 'R$ 5.000,00 – R$ 8.000,00', 'A partir de R$ 5.000,00', 'Até R$ 8.000,00' or 'Não informado'. */
export function salaryRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatBRL(min)} – ${formatBRL(max)}`;
  if (min !== null) return S.salaryFrom(formatBRL(min));
  if (max !== null) return S.salaryUpTo(formatBRL(max));
  return S.notInformed;
}

/** 'São Paulo, SP, Brasil; Lisboa, Portugal' or 'Não informado'. */
export function locationsText(locations: JobPreference['preferredLocations']): string {
  if (locations.length === 0) return S.notInformed;
  return locations.map((l) => [l.city, l.state, l.country].filter(Boolean).join(', ')).join('; ');
}

export function listText(values: readonly string[]): string {
  return values.length > 0 ? values.join(', ') : S.notInformed;
}
