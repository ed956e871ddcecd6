import { LANGUAGE_LEVEL_LABELS, LANGUAGE_LEVELS, type LanguageLevel } from '@domain/enums';
import { MSG, PROFILE_COPY } from '@domain/messages';
import type { LanguageEntry } from '@domain/schemas/profile';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { addButtonClasses } from '@web/ui/tag-input';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { CatalogueItem } from '../api';
import { IconButton } from './icon-button';

const L = PROFILE_COPY.labels;
const levelOptions = LANGUAGE_LEVELS.map((level) => ({ value: level, label: LANGUAGE_LEVEL_LABELS[level] }));

function isLevel(value: string): value is LanguageLevel {
  return (LANGUAGE_LEVELS as readonly string[]).includes(value);
}

interface LanguagePickerProps {
  value: LanguageEntry[];
  onChange: (next: LanguageEntry[]) => void;
  catalogue: CatalogueItem[];
  error?: string;
}

/**
 * Her languages (SPEC §5): a language from the catalogue and a level; 'Adicionar' only when both
 * are chosen and that language is not in the list yet. Each entry can be removed.
 */
export function LanguagePicker({ value, onChange, catalogue, error }: LanguagePickerProps) {
  const [languageId, setLanguageId] = useState('');
  const [level, setLevel] = useState('');
  const languageRef = useRef<HTMLSelectElement>(null);
  const names = new Map(catalogue.map((item) => [item.id, item.name]));
  const duplicate = languageId !== '' && value.some((entry) => String(entry.idioma_id) === languageId);
  const canAdd = languageId !== '' && isLevel(level) && !duplicate;

  const add = () => {
    if (!canAdd || !isLevel(level)) return;
    onChange([...value, { idioma_id: Number(languageId), nivel: level }]);
    setLanguageId('');
    setLevel('');
    languageRef.current?.focus();
  };

  const remove = (id: number) => {
    onChange(value.filter((entry) => entry.idioma_id !== id));
    languageRef.current?.focus();
  };

  // Enter on a select adds the entry, never submits the whole profile.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start">
        <FormField label={L.language} error={duplicate ? PROFILE_COPY.languageAlreadyAdded : undefined}>
          {(control) => (
            <Select
              {...control}
              ref={languageRef}
              value={languageId}
              placeholder={L.languagePlaceholder}
              options={catalogue.map((item) => ({ value: String(item.id), label: item.name }))}
              onChange={(event) => setLanguageId(event.target.value)}
              onKeyDown={onKeyDown}
            />
          )}
        </FormField>
        <FormField label={L.level}>
          {(control) => (
            <Select
              {...control}
              value={level}
              placeholder={L.levelPlaceholder}
              options={levelOptions}
              onChange={(event) => setLevel(event.target.value)}
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
        <ul aria-label={PROFILE_COPY.languagesList} className="flex flex-col gap-2">
          {value.map((entry) => {
            const name = names.get(entry.idioma_id) ?? MSG.profile.unknownLanguage;
            return (
              <li
                key={entry.idioma_id}
                className="flex items-center justify-between gap-3 rounded-control border border-line px-3 py-1"
              >
                <span className="text-ink">
                  <span className="font-semibold">{name}:</span> {LANGUAGE_LEVEL_LABELS[entry.nivel]}
                </span>
                <IconButton
                  aria-label={PROFILE_COPY.actions.remove(name)}
                  onClick={() => remove(entry.idioma_id)}
                >
                  <X aria-hidden="true" className="size-5" />
                </IconButton>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-ink-muted">{MSG.profile.noLanguages}</p>
      )}
    </div>
  );
}
