import { PROFILE_COPY } from '@domain/messages';
import type { Child } from '@domain/schemas/profile';
import { formatLongDate } from '@web/lib/format-date';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { addButtonClasses } from '@web/ui/tag-input';
import { format } from 'date-fns';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { IconButton } from './icon-button';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface ChildrenFieldProps {
  value: Child[];
  onChange: (next: Child[]) => void;
  /** The server's or the schema's message for the list (e.g. a child without a birth date). */
  error?: string;
}

/** Her children (SPEC §5): added only with a name and a birth date; each can be removed. */
export function ChildrenField({ value, onChange, error }: ChildrenFieldProps) {
  const [name, setName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const canAdd = name.trim() !== '' && DATE.test(birthDate);
  const today = format(new Date(), 'yyyy-MM-dd');

  const add = () => {
    if (!canAdd) return;
    onChange([...value, { nome: name.trim(), birth_date: birthDate }]);
    setName('');
    setBirthDate('');
    nameRef.current?.focus();
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    nameRef.current?.focus();
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
        <FormField label={PROFILE_COPY.labels.childName}>
          {(control) => (
            <Input
              {...control}
              ref={nameRef}
              value={name}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              onKeyDown={onKeyDown}
            />
          )}
        </FormField>
        <FormField label={PROFILE_COPY.labels.childBirthDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              max={today}
              value={birthDate}
              onChange={(event) => setBirthDate(event.target.value)}
              onKeyDown={onKeyDown}
            />
          )}
        </FormField>
        <button type="button" className={`${addButtonClasses} md:mt-7`} disabled={!canAdd} onClick={add}>
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
        <ul aria-label={PROFILE_COPY.childrenList} className="flex flex-col gap-2">
          {value.map((child, index) => (
            <li
              // Two children may share a name and a birthday (twins): the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are only appended or removed.
              key={`${child.nome}-${child.birth_date}-${index}`}
              className="flex items-center justify-between gap-3 rounded-control border border-line px-3 py-1"
            >
              <span className="text-ink">
                <span className="font-semibold">{child.nome}</span>
                {child.birth_date ? (
                  <span className="text-ink-muted">
                    {' — '}
                    {PROFILE_COPY.childBornOn(formatLongDate(child.birth_date))}
                  </span>
                ) : null}
              </span>
              <IconButton aria-label={PROFILE_COPY.actions.remove(child.nome)} onClick={() => remove(index)}>
                <X aria-hidden="true" className="size-5" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{PROFILE_COPY.noChildren}</p>
      )}
    </div>
  );
}
