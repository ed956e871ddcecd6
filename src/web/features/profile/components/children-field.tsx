import { PROFILE_COPY } from '@domain/copy/profile';
import type { Child } from '@domain/schemas/profile';
import { formatLongDate } from '@web/lib/format-date';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { format } from 'date-fns';
import { useRef, useState } from 'react';
import { EntryListField } from './entry-list-field';

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
  const today = format(new Date(), 'yyyy-MM-dd');

  return (
    <EntryListField
      value={value}
      onChange={onChange}
      error={error}
      fields={(onKeyDown) => (
        <>
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
        </>
      )}
      focusRef={nameRef}
      draft={name.trim() !== '' && DATE.test(birthDate) ? { nome: name.trim(), birth_date: birthDate } : null}
      onAdded={() => {
        setName('');
        setBirthDate('');
      }}
      listLabel={PROFILE_COPY.childrenList}
      emptyText={PROFILE_COPY.noChildren}
      // Two children may share a name and a birthday (twins): the position tells them apart
      // (entries are only appended or removed).
      entryKey={(child, index) => `${child.nome}-${child.birth_date}-${index}`}
      entryName={(child) => child.nome}
      renderEntry={(child) => (
        <>
          <span className="font-semibold">{child.nome}</span>
          {child.birth_date ? (
            <span className="text-ink-muted">
              {' — '}
              {PROFILE_COPY.childBornOn(formatLongDate(child.birth_date))}
            </span>
          ) : null}
        </>
      )}
      without={(_child, index) => value.filter((_, i) => i !== index)}
    />
  );
}
