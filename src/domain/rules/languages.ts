import { LANGUAGE_LEVEL_LABELS, LANGUAGE_LEVELS, type LanguageLevel } from '../enums.js';
import { MSG } from '../messages.js';

export type LanguageLine = { name: string; level: string; label: string };

function rank(level: string): number {
  const index = LANGUAGE_LEVELS.indexOf(level as LanguageLevel);
  return index === -1 ? LANGUAGE_LEVELS.length : index;
}

/**
 * SPEC §2: 'language: level', sorted nativo → básico, unknown levels last, and
 * 'Idioma desconhecido' when the language id is not in the catalogue.
 */
export function languageLines(
  entries: ReadonlyArray<{ idioma_id: number; nivel: string }>,
  catalogue: ReadonlyMap<number, string>,
): LanguageLine[] {
  return [...entries]
    .sort((a, b) => rank(a.nivel) - rank(b.nivel))
    .map((entry) => {
      const name = catalogue.get(entry.idioma_id) ?? MSG.profile.unknownLanguage;
      const level = LANGUAGE_LEVEL_LABELS[entry.nivel as LanguageLevel] ?? entry.nivel;
      return { name, level, label: `${name}: ${level}` };
    });
}
