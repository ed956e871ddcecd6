import { PROFILE_COPY } from '@domain/copy/profile';
import { addButtonClasses } from '@web/ui/tag-input';
import { Plus, X } from 'lucide-react';
import type { Key, KeyboardEvent, ReactNode, RefObject } from 'react';
import { IconButton } from './icon-button';

interface EntryListFieldProps<T> {
  value: T[];
  onChange: (next: T[]) => void;
  /** The server's or the schema's message for the list. */
  error?: string;
  /**
   * The fields that describe the next entry, beside the add button. They take `onKeyDown`, so
   * Enter in them adds the entry and never submits the whole profile.
   */
  fields: (onKeyDown: (event: KeyboardEvent) => void) => ReactNode;
  /** The first of those fields: it gets the focus back after an entry is added or removed. */
  focusRef: RefObject<HTMLElement | null>;
  /** The entry the fields describe, or null while it may not be added (the add button is disabled). */
  draft: T | null;
  /** Clears the fields once their entry is added. */
  onAdded: () => void;
  /** The list's accessible name. */
  listLabel: string;
  /** Shown instead of the list while it is empty. */
  emptyText: string;
  entryKey: (entry: T, index: number) => Key;
  /** What names the entry in its remove button ('Remover Ana'). */
  entryName: (entry: T) => string;
  /** The entry as shown in the list. */
  renderEntry: (entry: T) => ReactNode;
  /** The list without that entry. */
  without: (entry: T, index: number) => T[];
}

/**
 * A list of entries chosen a few fields at a time (her children, her languages): the fields and
 * 'Adicionar' in one row, the list's error, then the entries, each with a remove button.
 */
export function EntryListField<T>({
  value,
  onChange,
  error,
  fields,
  focusRef,
  draft,
  onAdded,
  listLabel,
  emptyText,
  entryKey,
  entryName,
  renderEntry,
  without,
}: EntryListFieldProps<T>) {
  const add = () => {
    if (draft === null) return;
    onChange([...value, draft]);
    onAdded();
    focusRef.current?.focus();
  };

  const remove = (entry: T, index: number) => {
    onChange(without(entry, index));
    focusRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start">
        {fields(onKeyDown)}
        <button
          type="button"
          className={`${addButtonClasses} md:mt-7`}
          disabled={draft === null}
          onClick={add}
        >
          <Plus aria-hidden="true" className="size-4" />
          {PROFILE_COPY.actions.add}
        </button>
      </div>

      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}

      {value.length > 0 ? (
        <ul aria-label={listLabel} className="flex flex-col gap-2">
          {value.map((entry, index) => (
            <li
              key={entryKey(entry, index)}
              className="flex items-center justify-between gap-3 rounded-control border border-line px-3 py-1"
            >
              <span className="text-ink">{renderEntry(entry)}</span>
              <IconButton
                aria-label={PROFILE_COPY.actions.remove(entryName(entry))}
                onClick={() => remove(entry, index)}
              >
                <X aria-hidden="true" className="size-5" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{emptyText}</p>
      )}
    </div>
  );
}
