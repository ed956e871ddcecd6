import { cn } from '@web/lib/cn';
import { addButtonClasses } from '@web/ui/tag-input';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

export interface PickOption {
  value: string;
  label: string;
  group?: string;
}

interface PickListProps {
  label: string;
  hint?: string;
  error?: string;
  options: readonly PickOption[];
  /** The chosen values, in her order. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder: string;
  addLabel: string;
  removeLabel: (label: string) => string;
  maxItems?: number;
}

/**
 * Several choices of a long catalogue (areas, languages): a native select (grouped when the
 * options say so) and 'Adicionar', then the chosen ones as chips with their remove buttons.
 */
export function PickList({
  label,
  hint,
  error,
  options,
  value,
  onChange,
  placeholder,
  addLabel,
  removeLabel,
  maxItems,
}: PickListProps) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const full = maxItems !== undefined && value.length >= maxItems;
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const free = options.filter((o) => !value.includes(o.value));
  const groups = [...new Set(free.map((o) => o.group ?? ''))];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  const option = (o: PickOption): ReactNode => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          value={choice}
          disabled={full}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setChoice(e.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-control border border-line-strong bg-surface px-3 text-ink"
        >
          <option value="">{placeholder}</option>
          {groups.map((group) =>
            group ? (
              <optgroup key={group} label={group}>
                {free.filter((o) => o.group === group).map(option)}
              </optgroup>
            ) : (
              free.filter((o) => !o.group).map(option)
            ),
          )}
        </select>
        <button
          type="button"
          className={addButtonClasses}
          disabled={!choice || full}
          onClick={() => {
            onChange([...value, choice]);
            setChoice('');
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div role="alert" id={`${id}-error`} className={cn(!error && 'sr-only')}>
        {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
      </div>
      {value.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {value.map((v) => (
            <li
              key={v}
              className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 pr-1 pl-3 text-sm text-ink"
            >
              {labelOf(v)}
              <button
                type="button"
                aria-label={removeLabel(labelOf(v))}
                onClick={() => onChange(value.filter((item) => item !== v))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-primary-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
