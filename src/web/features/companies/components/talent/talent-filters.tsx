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
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { type FormEvent, useId, useState } from 'react';
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
  const legendId = useId();
  const set = (key: keyof Draft, next: string) => setDraft((current) => ({ ...current, [key]: next }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { categoryId: _category, ...rest } = draft;
    const next: Record<string, string | number> = {};
    for (const [key, raw] of Object.entries(rest)) {
      const text = raw.trim();
      if (text) next[key] = key.endsWith('Id') ? Number(text) : text;
    }
    onChange(next as TalentFilters);
  };

  return (
    <form
      aria-labelledby={legendId}
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <h2 id={legendId} className="text-lg font-semibold text-ink">
        {T.legend}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField label={T.area}>
          {(control) => (
            <Select
              {...control}
              value={draft.sectorId}
              placeholder={T.anyArea}
              options={(sectors.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              onChange={(e) =>
                setDraft((d) => ({ ...d, sectorId: e.target.value, categoryId: '', roleId: '' }))
              }
            />
          )}
        </FormField>
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
        <FormField label={T.skill}>
          {(control) => (
            <Input
              {...control}
              value={draft.skill}
              maxLength={60}
              placeholder={T.skillPlaceholder}
              onChange={(e) => set('skill', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.state}>
          {(control) => (
            <Select
              {...control}
              value={draft.state}
              placeholder={T.anyState}
              options={(states.data ?? []).map((s) => ({ value: s.uf, label: `${s.name} (${s.uf})` }))}
              onChange={(e) => set('state', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.city}>
          {(control) => (
            <Input
              {...control}
              value={draft.city}
              maxLength={100}
              onChange={(e) => set('city', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.workModel}>
          {(control) => (
            <Select
              {...control}
              value={draft.workModel}
              placeholder={T.anyWorkModel}
              options={WORK_MODELS}
              onChange={(e) => set('workModel', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.seniority}>
          {(control) => (
            <Select
              {...control}
              value={draft.seniority}
              placeholder={T.anySeniority}
              options={SENIORITY_LEVELS.map((level) => ({
                value: level,
                label: TALENT_COPY.seniority[level],
              }))}
              onChange={(e) => set('seniority', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.language}>
          {(control) => (
            <Select
              {...control}
              value={draft.languageId}
              placeholder={T.anyLanguage}
              options={(languages.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
              onChange={(e) => set('languageId', e.target.value)}
            />
          )}
        </FormField>
      </div>
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
