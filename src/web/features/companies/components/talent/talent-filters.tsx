import { TALENT_COPY } from '@domain/copy/talent';
import { WORK_MODELS } from '@domain/enums';
import { SENIORITY_LEVELS } from '@domain/rules/seniority';
import { useQuery } from '@tanstack/react-query';
import {
  categoriesQueryOptions,
  rolesQueryOptions,
  sectorsQueryOptions,
} from '@web/features/preferences/api';
import { languagesCatalogueQueryOptions, statesCatalogueQueryOptions } from '@web/features/profile/api';
import { FilterPanel, FilterSelect, FilterText, stateOptions } from '@web/ui/filter-panel';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { useState } from 'react';
import type { TalentFilters } from '../../talent-api';

const T = TALENT_COPY.filters;

/** The filters kept in the address (a filtered search is a link the staff can share). */
const KEYS = [
  'sectorId',
  'roleId',
  'skill',
  'state',
  'city',
  'workModel',
  'seniority',
  'languageId',
] as const;

export function talentFiltersFrom(params: URLSearchParams): TalentFilters {
  const filters: Record<string, string | number> = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    filters[key] = key.endsWith('Id') ? Number(value) : value;
  }
  return filters as TalentFilters;
}

type Draft = Record<(typeof KEYS)[number] | 'categoryId', string>;

const draftOf = (value: TalentFilters): Draft => ({
  sectorId: value.sectorId ? String(value.sectorId) : '',
  categoryId: '',
  roleId: value.roleId ? String(value.roleId) : '',
  skill: value.skill ?? '',
  state: value.state ?? '',
  city: value.city ?? '',
  workModel: value.workModel ?? '',
  seniority: value.seniority ?? '',
  languageId: value.languageId ? String(value.languageId) : '',
});

/**
 * Área (sector), then its categories and the category's roles (the job taxonomy), habilidade,
 * UF and city, work model, seniority and language; applied with 'Buscar profissionais'.
 */
export function TalentFiltersForm({
  value,
  onChange,
}: {
  value: TalentFilters;
  onChange: (next: TalentFilters) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const sectors = useQuery(sectorsQueryOptions());
  const categories = useQuery(categoriesQueryOptions(draft.sectorId ? Number(draft.sectorId) : null));
  const roles = useQuery(rolesQueryOptions(draft.categoryId ? Number(draft.categoryId) : null));
  const states = useQuery(statesCatalogueQueryOptions());
  const languages = useQuery(languagesCatalogueQueryOptions());
  const set = (key: keyof Draft, next: string) => setDraft((current) => ({ ...current, [key]: next }));

  const onSubmit = () => {
    const { categoryId: _category, ...rest } = draft;
    const next: Record<string, string | number> = {};
    for (const [key, raw] of Object.entries(rest)) {
      const text = raw.trim();
      if (text) next[key] = key.endsWith('Id') ? Number(text) : text;
    }
    onChange(next as TalentFilters);
  };

  return (
    <FilterPanel
      legend={T.legend}
      submitLabel={T.search}
      clearLabel={T.clear}
      applied={value}
      onSubmit={onSubmit}
      onClear={() => {
        setDraft(draftOf({}));
        onChange({});
      }}
    >
      <FilterSelect
        label={T.area}
        value={draft.sectorId}
        placeholder={T.anyArea}
        options={(sectors.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        onChange={(sectorId) => setDraft((d) => ({ ...d, sectorId, categoryId: '', roleId: '' }))}
      />
      <FormField label={TALENT_COPY.filters.role}>
        {(control) => (
          <div className="flex flex-col gap-2">
            <Select
              aria-label={T.category}
              value={draft.categoryId}
              placeholder={T.anyCategory}
              disabled={!draft.sectorId}
              options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(e) => setDraft((d) => ({ ...d, categoryId: e.target.value, roleId: '' }))}
            />
            <Select
              {...control}
              value={draft.roleId}
              placeholder={T.anyRole}
              disabled={!draft.categoryId && !draft.roleId}
              options={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              onChange={(e) => set('roleId', e.target.value)}
            />
          </div>
        )}
      </FormField>
      <FilterText
        label={T.skill}
        value={draft.skill}
        maxLength={60}
        placeholder={T.skillPlaceholder}
        onChange={(next) => set('skill', next)}
      />
      <FilterSelect
        label={T.state}
        value={draft.state}
        placeholder={T.anyState}
        options={stateOptions(states.data)}
        onChange={(next) => set('state', next)}
      />
      <FilterText label={T.city} value={draft.city} maxLength={100} onChange={(next) => set('city', next)} />
      <FilterSelect
        label={T.workModel}
        value={draft.workModel}
        placeholder={T.anyWorkModel}
        options={WORK_MODELS}
        onChange={(next) => set('workModel', next)}
      />
      <FilterSelect
        label={T.seniority}
        value={draft.seniority}
        placeholder={T.anySeniority}
        options={SENIORITY_LEVELS.map((level) => ({ value: level, label: TALENT_COPY.seniority[level] }))}
        onChange={(next) => set('seniority', next)}
      />
      <FilterSelect
        label={T.language}
        value={draft.languageId}
        placeholder={T.anyLanguage}
        options={(languages.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
        onChange={(next) => set('languageId', next)}
      />
    </FilterPanel>
  );
}
