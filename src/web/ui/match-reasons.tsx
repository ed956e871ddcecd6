import { MATCH_COPY } from '@domain/copy/vacancy-match';
import { matchReasonsLine } from '@domain/rules/vacancy-match';
import type { MatchReasonData } from '@domain/schemas/vacancies';
import { cn } from '@web/lib/cn';
import { Link } from 'react-router';

/**
 * Why a vacancy is recommended (LGPD art. 20): each criterion she set, '✓' after the ones met,
 * plain text for the ones missed — 'Área e cargo ✓ · Remoto ✓ · Faixa salarial abaixo da sua'.
 * Nothing when she set no criterion the vacancy speaks to.
 */
export function MatchReasons({
  reasons,
  className,
}: {
  reasons: readonly MatchReasonData[];
  className?: string;
}) {
  if (reasons.length === 0) return null;
  return (
    <p className={cn('text-sm break-words', className)} data-testid="match-reasons">
      {reasons.map((reason, index) => (
        <span key={reason.criterion}>
          {index > 0 ? MATCH_COPY.separator : null}
          <span className={reason.met ? 'font-semibold text-success' : 'text-ink-muted'}>
            {matchReasonsLine([reason])}
          </span>
        </span>
      ))}
    </p>
  );
}

/** 'Ajustar preferências': her job preference profiles. Above a card's stretched link. */
export function AdjustPreferencesLink({ className }: { className?: string }) {
  return (
    <Link
      to="/preferencias-vagas"
      className={cn(
        'relative z-10 inline-flex min-h-11 items-center rounded-control px-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline',
        className,
      )}
    >
      {MATCH_COPY.adjustPreferences}
    </Link>
  );
}
