import { COMPANIES_COPY } from '@domain/copy/companies';
import { COMPANY_INDUSTRIES } from '@domain/enums';
import { useQuery } from '@tanstack/react-query';
import { statesCatalogueQueryOptions } from '@web/features/profile/api';
import { Checkbox } from '@web/ui/checkbox';
import { FilterPanel, FilterSelect, FilterText, stateOptions } from '@web/ui/filter-panel';
import { useState } from 'react';
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

  const onSubmit = () => {
    const params = new URLSearchParams();
    if (draft.q.trim()) params.set('q', draft.q);
    if (draft.industry) params.set('industry', draft.industry);
    if (draft.uf) params.set('uf', draft.uf);
    if (draft.sealed) params.set('sealed', 'true');
    onChange(directoryFiltersFrom(params));
  };

  return (
    <FilterPanel
      legend={T.filters}
      submitLabel={T.search}
      clearLabel={T.clear}
      applied={value}
      onSubmit={onSubmit}
      onClear={() => {
        setDraft(draftOf({}));
        onChange({});
      }}
      after={
        <Checkbox
          label={T.sealed}
          checked={draft.sealed}
          onChange={(e) => setDraft((d) => ({ ...d, sealed: e.target.checked }))}
        />
      }
    >
      <FilterText
        label={T.name}
        type="search"
        value={draft.q}
        maxLength={100}
        placeholder={T.namePlaceholder}
        onChange={(q) => setDraft((d) => ({ ...d, q }))}
      />
      <FilterSelect
        label={T.sector}
        value={draft.industry}
        placeholder={T.anySector}
        options={COMPANY_INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
        onChange={(industry) => setDraft((d) => ({ ...d, industry }))}
      />
      <FilterSelect
        label={T.state}
        value={draft.uf}
        placeholder={T.anyState}
        options={stateOptions(states.data)}
        onChange={(uf) => setDraft((d) => ({ ...d, uf }))}
      />
    </FilterPanel>
  );
}
