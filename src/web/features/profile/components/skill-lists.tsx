import type { LanguageLine } from '@domain/rules/languages';
import { EmptyText } from './section-card';

/** Skills as chips, or the section's empty text. */
export function SkillList({
  label,
  items,
  emptyText,
}: {
  label: string;
  items: string[];
  emptyText: string;
}) {
  if (items.length === 0) return <EmptyText>{emptyText}</EmptyText>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((skill) => (
        <li
          key={skill}
          className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium break-words text-primary-900"
        >
          {skill}
        </li>
      ))}
    </ul>
  );
}

/** 'Português: Nativo' lines, already sorted nativo → básico by languageLines(). */
export function LanguageList({
  label,
  lines,
  emptyText,
}: {
  label: string;
  lines: LanguageLine[];
  emptyText: string;
}) {
  if (lines.length === 0) return <EmptyText>{emptyText}</EmptyText>;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {lines.map((line, index) => (
        // A language appears once per profile, but an unknown one may repeat its name.
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only list, never reordered in place.
        <li key={`${line.label}-${index}`} className="text-ink">
          <span className="font-semibold">{line.name}:</span>{' '}
          <span className="text-ink-muted">{line.level}</span>
        </li>
      ))}
    </ul>
  );
}
