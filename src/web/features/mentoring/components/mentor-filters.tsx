import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from '@web/ui/checkbox';
import { FilterPanel, FilterSelect, FilterText, stateOptions } from '@web/ui/filter-panel';
import { useState } from 'react';
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
  const set = (key: keyof MentorFilters, next: string) => {
    const changed = { ...value, skill: skill.trim() || undefined, [key]: next || undefined };
    onChange(Object.fromEntries(Object.entries(changed).filter(([, v]) => v)) as MentorFilters);
  };
  const sectors = [...new Set((areas.data ?? []).map((area) => area.sector))];

  return (
    <FilterPanel
      legend={T.legend}
      submitLabel={T.apply}
      clearLabel={T.clear}
      applied={value}
      onSubmit={() => set('skill', skill.trim())}
      onClear={() => {
        setSkill('');
        onChange({});
      }}
    >
      <FilterSelect label={T.area} value={value.area ?? ''} onChange={(next) => set('area', next)}>
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
      </FilterSelect>
      <FilterText
        label={T.skill}
        value={skill}
        maxLength={60}
        placeholder={T.skillPlaceholder}
        onChange={setSkill}
      />
      <FilterSelect
        label={T.state}
        value={value.state ?? ''}
        placeholder={T.anyState}
        options={stateOptions(states.data)}
        onChange={(next) => set('state', next)}
      />
      <FilterSelect
        label={T.format}
        value={value.format ?? ''}
        placeholder={T.anyFormat}
        options={[
          { value: 'online', label: F.online },
          { value: 'in_person', label: F.in_person },
        ]}
        onChange={(next) => set('format', next)}
      />
      <FilterSelect
        label={T.language}
        value={value.language ?? ''}
        placeholder={T.anyLanguage}
        options={(languages.data ?? []).map((l) => l.name)}
        onChange={(next) => set('language', next)}
      />
      <div className="flex items-end pb-2">
        <Checkbox
          label={T.available}
          checked={value.available === 'true'}
          onChange={(e) => set('available', e.target.checked ? 'true' : '')}
        />
      </div>
    </FilterPanel>
  );
}
