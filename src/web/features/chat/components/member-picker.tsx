import { CHAT_COPY } from '@domain/copy/chat';
import { SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX_LENGTH } from '@domain/limits';
import type { Person } from '@domain/schemas/network';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { Avatar } from '@web/ui/avatar';
import { Input } from '@web/ui/input';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { type ReactNode, useId, useState } from 'react';
import { chatConnectionsQueryOptions } from '../api';

const T = CHAT_COPY.newGroup;

/**
 * Her connections to pick for a group: a search by name and a list of check boxes. The chosen
 * stay chosen while she searches for others; `exclude` leaves out who is in the group already,
 * and at most `max` may be chosen.
 */
export function MemberPicker({
  chosen,
  onChange,
  exclude = [],
  max,
  error,
}: {
  chosen: Person[];
  onChange: (chosen: Person[]) => void;
  exclude?: readonly string[];
  max: number;
  error?: string;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery(chatConnectionsQueryOptions(q));
  const searchId = useId();
  const countId = useId();
  const errorId = useId();
  const chosenIds = new Set(chosen.map((person) => person.id));
  const people = (query.data?.items ?? []).filter((person) => !exclude.includes(person.id));
  const full = chosen.length >= max;

  const toggle = (person: Person, on: boolean) =>
    onChange(on ? [...chosen, person] : chosen.filter((p) => p.id !== person.id));

  let list: ReactNode;
  if (query.isPending) list = <InlineLoading className="py-2" />;
  else if (query.isError && !query.data)
    list = <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />;
  else if (people.length === 0)
    list = <p className="py-2 text-sm text-ink-muted">{q ? T.noMatches(q) : T.noConnections}</p>;
  else
    list = (
      <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto pr-1">
        {people.map((person) => {
          const checked = chosenIds.has(person.id);
          const id = `${searchId}-${person.id}`;
          return (
            <li key={person.id}>
              <label
                htmlFor={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 hover:bg-primary-50"
              >
                <input
                  id={id}
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(person, event.target.checked)}
                  className="size-5 shrink-0 accent-primary-600"
                />
                <Avatar name={person.name} src={person.imageUrl} size="sm" decorative />
                <span className="min-w-0 flex-1 truncate text-ink">{person.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
    );

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={[countId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink">{T.people}</legend>
      <label htmlFor={searchId} className="sr-only">
        {T.searchLabel}
      </label>
      <Input
        id={searchId}
        type="search"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={T.searchLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {list}
      <p id={countId} aria-live="polite" className="text-sm text-ink-muted">
        {T.chosen(chosen.length)}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
