import { ONBOARDING_COPY } from '@domain/copy/onboarding';
import { cn } from '@web/lib/cn';
import { TextLink } from '@web/ui/text-link';
import { useId } from 'react';
import { useOnboarding } from '../api';

const M = ONBOARDING_COPY.meter;

/**
 * 'Força do perfil' (issue 22): how complete her profile is, and the next most useful step as a
 * link to it (the guided setup opened at that step). On /meu-perfil and in the feed's left
 * column. Nothing while it loads or if it fails: it is a hint, never in the way.
 */
export function ProfileStrengthMeter({ className }: { className?: string }) {
  const headingId = useId();
  const { data } = useOnboarding();
  if (!data) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card', className)}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold text-ink">
          {M.title}
        </h2>
        <span className="text-sm font-semibold text-primary-700">{M.percent(data.percent)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={data.percent}
        aria-valuetext={M.percent(data.percent)}
        className="h-2 overflow-hidden rounded-full bg-primary-50"
      >
        <div className="h-full rounded-full bg-primary-600" style={{ width: `${data.percent}%` }} />
      </div>
      {data.next ? (
        <p className="text-sm text-ink-muted">
          {M.next} <TextLink to={data.next.href}>{data.next.label}</TextLink>
        </p>
      ) : (
        <p className="text-sm text-ink-muted">{M.complete}</p>
      )}
    </section>
  );
}
