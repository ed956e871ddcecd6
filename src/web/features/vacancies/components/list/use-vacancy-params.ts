import { EMPLOYMENT_TYPES, type EmploymentType, WORK_MODELS, type WorkModel } from '@domain/enums';
import { SEARCH_DEBOUNCE_MS } from '@domain/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
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
 * The list's filter, kept in the address: the selects change it at once; the search box shows
 * what she types and writes the trimmed text to `q` SEARCH_DEBOUNCE_MS after the last keystroke
 * (at once on Enter). A `q` changed from outside (the back button, a link) is shown in the box.
 * Values the list does not know (a hand-edited address) are ignored.
 */
export function useVacancyParams() {
  const [params, setParams] = useSearchParams();
  const q = (params.get(VACANCY_PARAMS.q) ?? '').trim();
  const filter: VacancyFilter = {
    q,
    workModel: oneOf<WorkModel>(WORK_MODELS, params.get(VACANCY_PARAMS.workModel)),
    contractType: oneOf<EmploymentType>(EMPLOYMENT_TYPES, params.get(VACANCY_PARAMS.contractType)),
    state: stateOf(params.get(VACANCY_PARAMS.state)),
  };

  const [text, setText] = useState(q);
  // The `q` this hook last wrote (or last saw), so its own writes are not echoed into the box.
  const written = useRef(q);

  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setText(q);
  }, [q]);

  const write = useCallback(
    (name: string, value: string | null) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (value) updated.set(name, value);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const writeQ = useCallback(
    (value: string) => {
      const next = value.trim();
      written.current = next;
      write(VACANCY_PARAMS.q, next);
    },
    [write],
  );

  useEffect(() => {
    if (text.trim() === written.current) return;
    const timer = setTimeout(() => writeQ(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, writeQ]);

  const setSelect = useCallback(
    (param: SelectParam, value: string) => write(VACANCY_PARAMS[param], value || null),
    [write],
  );

  const clear = useCallback(() => {
    written.current = '';
    setText('');
    setParams(new URLSearchParams(), { replace: true });
  }, [setParams]);

  return {
    /** What the list is filtered by (from the address). */
    filter,
    filtered: Boolean(filter.q || filter.workModel || filter.contractType || filter.state),
    /** What the search box shows. */
    text,
    setText,
    /** Applies the box's text now (Enter). */
    submitText: () => writeQ(text),
    setSelect,
    clear,
  };
}
