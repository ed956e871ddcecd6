import { COMPANIES_COPY } from '@domain/copy/companies';
import { COMPANY_INDUSTRIES } from '@domain/enums';
import { useQuery } from '@tanstack/react-query';
import { statesCatalogueQueryOptions } from '@web/features/profile/api';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { type FormEvent, useId, useState } from 'react';
import type { DirectoryFilters } from '../../api';

const T = COMPANIES_COPY.directory;

const isIndustry = (value: string): value is (typeof COMPANY_INDUSTRIES)[number] =>
  (COMPANY_INDUSTRIES as readonly string[]).includes(value);

/** The filters as the page's address carries them (?q, ?industry, ?uf, ?sealed=true). */
export function directoryFiltersFrom(params: URLSearchParams): DirectoryFilters {
  const filters: DirectoryFilters = {};
  const q = params.get('q')?.trim();
  if (q) filters.q = q.slice(0, 100);
  const industry = params.get('industry') ?? '';
  if (isIndustry(industry)) filters.industry = industry;
  const uf = params.get('uf')?.trim().toUpperCase() ?? '';
  if (/^[A-Z]{2}$/.test(uf)) filters.uf = uf;
  if (params.get('sealed') === 'true') filters.sealed = true;
  return filters;
}

/** The address's parameters for these filters (only those set). */
export function directoryParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.uf) params.set('uf', filters.uf);
  if (filters.sealed) params.set('sealed', 'true');
  return params;
}

type Draft = { q: string; industry: string; uf: string; sealed: boolean };

const draftOf = (value: DirectoryFilters): Draft => ({
  q: value.q ?? '',
  industry: value.industry ?? '',
  uf: value.uf ?? '',
  sealed: value.sealed ?? false,
});

/** Name, sector, UF and 'Com selo de diversidade'; applied with 'Buscar empresas'. */
export function DirectoryFiltersForm({
  value,
  onChange,
}: {
  value: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const states = useQuery(statesCatalogueQueryOptions());
  const legendId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (draft.q.trim()) params.set('q', draft.q);
    if (draft.industry) params.set('industry', draft.industry);
    if (draft.uf) params.set('uf', draft.uf);
    if (draft.sealed) params.set('sealed', 'true');
    onChange(directoryFiltersFrom(params));
  };

  return (
    <form
      aria-labelledby={legendId}
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <h2 id={legendId} className="text-lg font-semibold text-ink">
        {T.filters}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField label={T.name}>
          {(control) => (
            <Input
              {...control}
              type="search"
              value={draft.q}
              maxLength={100}
              placeholder={T.namePlaceholder}
              onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
            />
          )}
        </FormField>
        <FormField label={T.sector}>
          {(control) => (
            <Select
              {...control}
              value={draft.industry}
              placeholder={T.anySector}
              options={COMPANY_INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
              onChange={(e) => setDraft((d) => ({ ...d, industry: e.target.value }))}
            />
          )}
        </FormField>
        <FormField label={T.state}>
          {(control) => (
            <Select
              {...control}
              value={draft.uf}
              placeholder={T.anyState}
              options={(states.data ?? []).map((s) => ({ value: s.uf, label: `${s.name} (${s.uf})` }))}
              onChange={(e) => setDraft((d) => ({ ...d, uf: e.target.value }))}
            />
          )}
        </FormField>
      </div>
      <Checkbox
        label={T.sealed}
        checked={draft.sealed}
        onChange={(e) => setDraft((d) => ({ ...d, sealed: e.target.checked }))}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {T.search}
        </Button>
        {Object.keys(value).length > 0 ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setDraft(draftOf({}));
              onChange({});
            }}
          >
            {T.clear}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
