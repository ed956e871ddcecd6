import { cn } from '@web/lib/cn';
import { CircleAlert, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Input } from './input';

export interface TagInputProps {
  /** Visible label of the text field; also names the list of chips. */
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Text of the add button (e.g. 'Adicionar'). */
  addLabel: string;
  /** Accessible name of a chip's remove button (e.g. tag => `Remover ${tag}`). */
  removeLabel: (tag: string) => string;
  /** Shown when the typed text is already a chip (compared case-insensitively). */
  duplicateMessage: string;
  /** Message from outside (e.g. the server refused the list). */
  error?: string;
  placeholder?: string;
  /** Longest chip, in characters. */
  maxLength?: number;
  /** Most chips; the field is disabled once reached. */
  maxItems?: number;
  className?: string;
}

/** An outline button as tall as the text field beside it (the shared Button's md is 40 px). */
export const addButtonClasses =
  'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-control border-2 border-primary-600 px-4 ' +
  'text-sm font-semibold whitespace-nowrap text-primary-700 transition-colors hover:bg-primary-50 ' +
  'disabled:pointer-events-none disabled:opacity-50';

/** Case-insensitive comparison of labels, the same way the server refuses duplicates. */
function sameLabel(a: string, b: string) {
  return a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');
}

/**
 * A list of short labels (skills) edited as chips: type and press Enter or the add button.
 * Text that is blank after trimming is never added (the add button stays disabled), and a label
 * already present (ignoring case) is refused with a message read out by screen readers.
 */
export function TagInput({
  label,
  value,
  onChange,
  addLabel,
  removeLabel,
  duplicateMessage,
  error,
  placeholder,
  maxLength = 60,
  maxItems,
  className,
}: TagInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const full = maxItems !== undefined && value.length >= maxItems;
  const trimmed = text.trim();
  const message = localError ?? error;

  const add = () => {
    if (!trimmed || full) return;
    if (value.some((tag) => sameLabel(tag, trimmed))) {
      setLocalError(duplicateMessage);
      return;
    }
    onChange([...value, trimmed]);
    setText('');
    setLocalError(null);
    inputRef.current?.focus();
  };

  const remove = (tag: string) => {
    onChange(value.filter((item) => item !== tag));
    setLocalError(null);
    // The removed chip's button is gone; keep the focus inside the field.
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the chip instead of submitting the surrounding form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={text}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={full}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setLocalError(null);
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1"
        />
        <button type="button" className={addButtonClasses} disabled={!trimmed || full} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
      </div>
      {/* Always present, so the message is announced when it appears. */}
      <div role="alert" id={errorId}>
        {message ? (
          <p className="flex gap-1.5 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{message}</span>
          </p>
        ) : null}
      </div>
      {value.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-50 py-1 pr-1 pl-3 text-sm font-medium text-primary-900"
            >
              <span className="break-words">{tag}</span>
              <button
                type="button"
                aria-label={removeLabel(tag)}
                onClick={() => remove(tag)}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-primary-800 hover:bg-primary-100"
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
