import { PROFILE_COPY } from '@domain/copy/profile';
import { LANGUAGE_LEVEL_LABELS, LANGUAGE_LEVELS, type LanguageLevel } from '@domain/enums';
import { MSG } from '@domain/messages';
import type { LanguageEntry } from '@domain/schemas/profile';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { useRef, useState } from 'react';
import type { CatalogueItem } from '../api';
import { EntryListField } from './entry-list-field';

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
  const nameOf = (entry: LanguageEntry) => names.get(entry.idioma_id) ?? MSG.profile.unknownLanguage;
  const duplicate = languageId !== '' && value.some((entry) => String(entry.idioma_id) === languageId);

  return (
    <EntryListField
      value={value}
      onChange={onChange}
      error={error}
      fields={(onKeyDown) => (
        <>
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
        </>
      )}
      focusRef={languageRef}
      draft={
        languageId !== '' && isLevel(level) && !duplicate
          ? { idioma_id: Number(languageId), nivel: level }
          : null
      }
      onAdded={() => {
        setLanguageId('');
        setLevel('');
      }}
      listLabel={PROFILE_COPY.languagesList}
      emptyText={MSG.profile.noLanguages}
      entryKey={(entry) => entry.idioma_id}
      entryName={nameOf}
      renderEntry={(entry) => (
        <>
          <span className="font-semibold">{nameOf(entry)}:</span> {LANGUAGE_LEVEL_LABELS[entry.nivel]}
        </>
      )}
      without={(removed) => value.filter((entry) => entry.idioma_id !== removed.idioma_id)}
    />
  );
}
