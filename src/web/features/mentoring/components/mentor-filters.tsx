import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { type FormEvent, useId, useState } from 'react';
import { areasQueryOptions, languagesQueryOptions, type MentorFilters, statesQueryOptions } from '../api';

const T = MENTORING_UI.filters;
const F = MENTORING_UI.card.format;

/** The directory's filters, kept in the address (a filtered list is a link to share). */
export const FILTER_KEYS = ['area', 'skill', 'state', 'format', 'language', 'available'] as const;

export function filtersFrom(params: URLSearchParams): MentorFilters {
  const filters: MentorFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/**
 * Área (the job taxonomy, grouped by sector), habilidade, UF, formato, idioma and 'Só mentoras
 * com vagas'. The choices apply at once; the skill's text when she presses 'Filtrar'.
 */
export function MentorFiltersForm({
  value,
  onChange,
}: {
  value: MentorFilters;
  onChange: (next: MentorFilters) => void;
}) {
  const areas = useQuery(areasQueryOptions());
  const states = useQuery(statesQueryOptions());
  const languages = useQuery(languagesQueryOptions());
  const [skill, setSkill] = useState(value.skill ?? '');
  const legendId = useId();
  const set = (key: keyof MentorFilters, next: string) => {
    const changed = { ...value, skill: skill.trim() || undefined, [key]: next || undefined };
    onChange(Object.fromEntries(Object.entries(changed).filter(([, v]) => v)) as MentorFilters);
  };
  const sectors = [...new Set((areas.data ?? []).map((area) => area.sector))];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    set('skill', skill.trim());
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
            <Select {...control} value={value.area ?? ''} onChange={(e) => set('area', e.target.value)}>
              <option value="">{T.anyArea}</option>
              {sectors.map((sector) => (
                <optgroup key={sector} label={sector}>
                  {(areas.data ?? [])
                    .filter((area) => area.sector === sector)
                    .map((area) => (
                      <option key={area.id} value={String(area.id)}>
                        {area.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={T.skill}>
          {(control) => (
            <Input
              {...control}
              value={skill}
              maxLength={60}
              placeholder={T.skillPlaceholder}
              onChange={(e) => setSkill(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.state}>
          {(control) => (
            <Select
              {...control}
              value={value.state ?? ''}
              placeholder={T.anyState}
              options={(states.data ?? []).map((s) => ({ value: s.uf, label: `${s.name} (${s.uf})` }))}
              onChange={(e) => set('state', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.format}>
          {(control) => (
            <Select
              {...control}
              value={value.format ?? ''}
              placeholder={T.anyFormat}
              options={[
                { value: 'online', label: F.online },
                { value: 'in_person', label: F.in_person },
              ]}
              onChange={(e) => set('format', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.language}>
          {(control) => (
            <Select
              {...control}
              value={value.language ?? ''}
              placeholder={T.anyLanguage}
              options={(languages.data ?? []).map((l) => l.name)}
              onChange={(e) => set('language', e.target.value)}
            />
          )}
        </FormField>
        <div className="flex items-end pb-2">
          <Checkbox
            label={T.available}
            checked={value.available === 'true'}
            onChange={(e) => set('available', e.target.checked ? 'true' : '')}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {T.apply}
        </Button>
        {Object.keys(value).length > 0 ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setSkill('');
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
