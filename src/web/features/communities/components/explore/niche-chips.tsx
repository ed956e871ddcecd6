import { COMMUNITIES_COPY, EXPLORE_NICHE_CHIPS } from '@domain/copy/communities';
import type { CommunityNiche } from '@domain/enums';
import { cn } from '@web/lib/cn';

/**
 * 'Todas', 'Gerais', 'Negócios', 'Tecnologia', 'Cultura' (SPEC §2): toggle buttons, exactly one
 * pressed. 'Todas' clears the niche; pressing the pressed chip again also goes back to 'Todas'.
 */
export function NicheChips({
  value,
  onChange,
}: {
  value: CommunityNiche | null;
  onChange: (niche: CommunityNiche | null) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{COMMUNITIES_COPY.explore.filters}</legend>
      {EXPLORE_NICHE_CHIPS.map(({ niche, label }) => {
        const pressed = niche === value;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? null : niche)}
            className={cn(
              'inline-flex h-10 items-center rounded-full border-2 px-4 text-sm font-semibold transition-colors',
              pressed
                ? 'border-primary-600 bg-primary-600 text-white hover:bg-primary-700'
                : 'border-line-strong bg-surface text-ink hover:border-primary-600 hover:bg-primary-50',
            )}
          >
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}
