import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import { EVENT_MODES } from '@domain/enums';
import { BRASILIA_TIME_ZONE } from '@domain/time-zone';
import { useQuery } from '@tanstack/react-query';
import { statesQueryOptions } from '@web/features/preferences/api';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { X } from 'lucide-react';
import type { useEventParams } from './use-event-params';

const T = EVENTS_PAGES_COPY.list;

const MODE_OPTIONS = EVENT_MODES.map((mode) => ({ value: mode, label: T.modeOptions[mode] }));

/** Today in Brasília as '2026-03-12': the date fields' earliest day (the list holds no past event). */
const todayInBrasilia = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: BRASILIA_TIME_ZONE }).format(new Date());

/**
 * The filters of /eventos, a search landmark: format (online / presencial), state and a range of
 * days. Native selects and date fields, labelled; each applies at once. 'Limpar filtros' when any
 * is set (the community or company of the address too, which it says).
 */
export function EventFilters({ params }: { params: ReturnType<typeof useEventParams> }) {
  const states = useQuery(statesQueryOptions());
  const { filter, set, clear, filtered, byOrganiser } = params;
  const stateOptions = (states.data ?? []).map((state) => ({ value: state.uf, label: state.name }));
  // A state from the address stays shown even before (or without) the list of states.
  if (filter.uf && !stateOptions.some((option) => option.value === filter.uf)) {
    stateOptions.push({ value: filter.uf, label: filter.uf });
  }
  const today = todayInBrasilia();

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023
    <form
      role="search"
      aria-label={T.filters}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card md:p-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={T.mode}>
          {(c) => (
            <Select
              {...c}
              placeholder={T.any}
              options={MODE_OPTIONS}
              value={filter.mode ?? ''}
              onChange={(event) => set('mode', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.state}>
          {(c) => (
            <Select
              {...c}
              placeholder={T.any}
              options={stateOptions}
              value={filter.uf ?? ''}
              onChange={(event) => set('uf', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.from}>
          {(c) => (
            <Input
              {...c}
              type="date"
              min={today}
              max={filter.to ?? undefined}
              value={filter.from ?? ''}
              onChange={(event) => set('from', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={T.to}>
          {(c) => (
            <Input
              {...c}
              type="date"
              min={filter.from ?? today}
              value={filter.to ?? ''}
              onChange={(event) => set('to', event.target.value)}
            />
          )}
        </FormField>
      </div>
      {byOrganiser ? <p className="text-sm text-ink-muted">{T.organiserFilter}</p> : null}
      {filtered ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={clear}>
          <X aria-hidden="true" className="size-4" />
          {T.clear}
        </Button>
      ) : null}
    </form>
  );
}
