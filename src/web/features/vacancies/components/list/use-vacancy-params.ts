import { EMPLOYMENT_TYPES, type EmploymentType, WORK_MODELS, type WorkModel } from '@domain/enums';
import { useSearchText } from '@web/lib/use-search-text';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { VacancyFilter } from '../../api';

/** The address's parameters of /vagas, so a filtered list can be shared, reloaded and gone back to. */
export const VACANCY_PARAMS = { q: 'q', workModel: 'modelo', contractType: 'contrato', state: 'uf' } as const;

type SelectParam = Exclude<keyof typeof VACANCY_PARAMS, 'q'>;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

function stateOf(value: string | null): string | null {
  const uf = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(uf) ? uf : null;
}

/**
 * The list's filter, kept in the address: the selects change it at once; the search text is `q`
 * (lib/use-search-text.ts: written SEARCH_DEBOUNCE_MS after the last keystroke, at once on
 * Enter). Values the list does not know (a hand-edited address) are ignored.
 */
export function useVacancyParams() {
  const [params, setParams] = useSearchParams();
  const search = useSearchText(VACANCY_PARAMS.q);
  const filter: VacancyFilter = {
    q: search.q,
    workModel: oneOf<WorkModel>(WORK_MODELS, params.get(VACANCY_PARAMS.workModel)),
    contractType: oneOf<EmploymentType>(EMPLOYMENT_TYPES, params.get(VACANCY_PARAMS.contractType)),
    state: stateOf(params.get(VACANCY_PARAMS.state)),
  };

  const setSelect = useCallback(
    (param: SelectParam, value: string) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (value) updated.set(VACANCY_PARAMS[param], value);
          else updated.delete(VACANCY_PARAMS[param]);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The box follows the emptied address (useSearchText shows a `q` changed from outside).
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return {
    /** What the list is filtered by (from the address). */
    filter,
    filtered: Boolean(filter.q || filter.workModel || filter.contractType || filter.state),
    /** What the search box shows. */
    text: search.text,
    setText: search.setText,
    /** Applies the box's text now (Enter). */
    submitText: search.submitText,
    setSelect,
    clear,
  };
}
