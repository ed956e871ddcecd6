import { EVENT_MODES, type EventMode } from '@domain/enums';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { EventFilter } from '../api';

/**
 * The address's parameters of /eventos, so a filtered list can be shared, reloaded and gone back
 * to. `comunidade` and `empresa` come from links elsewhere (a community's or company's page).
 */
export const EVENT_PARAMS = {
  mode: 'formato',
  uf: 'uf',
  from: 'de',
  to: 'ate',
  communityId: 'comunidade',
  companyId: 'empresa',
} as const;

export type EventParam = keyof typeof EVENT_PARAMS;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function modeOf(value: string | null): EventMode | null {
  return value !== null && (EVENT_MODES as readonly string[]).includes(value) ? (value as EventMode) : null;
}

function stateOf(value: string | null): string | null {
  const uf = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(uf) ? uf : null;
}

const dayOf = (value: string | null) => (value && DAY.test(value) ? value : null);
const idOf = (value: string | null) => (value && value.length <= 40 ? value : null);

/** The list's filter, kept in the address; values it does not know (a hand-edited address) are ignored. */
export function useEventParams() {
  const [params, setParams] = useSearchParams();
  const filter: EventFilter = {
    mode: modeOf(params.get(EVENT_PARAMS.mode)),
    uf: stateOf(params.get(EVENT_PARAMS.uf)),
    from: dayOf(params.get(EVENT_PARAMS.from)),
    to: dayOf(params.get(EVENT_PARAMS.to)),
    communityId: idOf(params.get(EVENT_PARAMS.communityId)),
    companyId: idOf(params.get(EVENT_PARAMS.companyId)),
  };

  const set = useCallback(
    (param: EventParam, value: string) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (value) updated.set(EVENT_PARAMS[param], value);
          else updated.delete(EVENT_PARAMS[param]);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return {
    filter,
    filtered: Object.values(filter).some(Boolean),
    byOrganiser: Boolean(filter.communityId || filter.companyId),
    set,
    clear,
  };
}
