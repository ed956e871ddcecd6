import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, WORK_MODELS } from '@domain/enums';
import { SEARCH_QUERY_MAX_LENGTH } from '@domain/limits';
import { useQuery } from '@tanstack/react-query';
import { statesQueryOptions } from '@web/features/preferences/api';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Search, X } from 'lucide-react';
import type { useVacancyParams } from './use-vacancy-params';

const T = VACANCIES_COPY.list;

const CONTRACT_OPTIONS = EMPLOYMENT_TYPES.map((code) => ({
  value: code,
  label: EMPLOYMENT_TYPE_LABELS[code],
}));

/**
 * The filters of /vagas, a search landmark: text (debounced), work model, contract type (the
 * employment codes, by their labels) and state. Native selects, labelled; 'Limpar filtros' when
 * any is set.
 */
export function VacancyFilters({ params }: { params: ReturnType<typeof useVacancyParams> }) {
  const states = useQuery(statesQueryOptions());
  const { filter, text, setText, submitText, setSelect, clear, filtered } = params;
  const stateOptions = (states.data ?? []).map((state) => ({ value: state.uf, label: state.name }));
  // A state from the address stays shown even before (or without) the list of states.
  if (filter.state && !stateOptions.some((option) => option.value === filter.state)) {
    stateOptions.push({ value: filter.state, label: filter.state });
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023
    <form
      role="search"
      aria-label={T.filters}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card md:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        submitText();
      }}
    >
      <FormField label={T.search}>
        {(c) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
            />
            <Input
              {...c}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              placeholder={T.searchPlaceholder}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="pl-10"
            />
          </div>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={T.workModel}>
          {(c) => (
            <Select
              {...c}
              placeholder={T.any}
              options={WORK_MODELS}
              value={filter.workModel ?? ''}
              onChange={(event) => setSelect('workModel', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.contractType}>
          {(c) => (
            <Select
              {...c}
              placeholder={T.any}
              options={CONTRACT_OPTIONS}
              value={filter.contractType ?? ''}
              onChange={(event) => setSelect('contractType', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.state}>
          {(c) => (
            <Select
              {...c}
              placeholder={T.any}
              options={stateOptions}
              value={filter.state ?? ''}
              onChange={(event) => setSelect('state', event.target.value)}
            />
          )}
        </FormField>
      </div>
      {filtered ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={clear}>
          <X aria-hidden="true" className="size-4" />
          {T.clear}
        </Button>
      ) : null}
    </form>
  );
}
