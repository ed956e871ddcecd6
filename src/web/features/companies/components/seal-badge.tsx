import { COMPANIES_COPY } from '@domain/copy/companies';
import { cn } from '@web/lib/cn';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';

export const SEAL_PAGE = '/empresas/diversidade';

const badgeClasses =
  'inline-flex w-fit items-center gap-1.5 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-accent-900';

/**
 * The diversity seal on a company (SPEC §1; issue 8: granted by a platform administrator). With
 * `date` (the detail page) it says since when and links to /empresas/diversidade, which explains
 * the criteria; without it (a card) it is a plain label, since the card's name is its link.
 */
export function SealBadge({ date, className }: { date?: string; className?: string }) {
  const T = COMPANIES_COPY.seal;
  if (!date) {
    return (
      <span className={cn(badgeClasses, className)}>
        <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
        {T.badge}
      </span>
    );
  }
  return (
    <Link
      to={SEAL_PAGE}
      className={cn(badgeClasses, 'text-sm underline-offset-4 hover:underline', className)}
    >
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
      {T.since(date)}
      <span className="sr-only">: {T.learnMore}</span>
    </Link>
  );
}
