import { COPY } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { Link } from 'react-router';

/** Three connected women in a plum tile: the brand mark (same drawing as public/favicon.svg). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" className="fill-primary-600" />
      <path
        d="M10 21.5 16 10.5l6 11Z"
        fill="none"
        strokeWidth="2"
        strokeLinejoin="round"
        className="stroke-white"
      />
      <circle cx="16" cy="10.5" r="3.5" className="fill-accent-300" />
      <circle cx="10" cy="21.5" r="3.5" className="fill-white" />
      <circle cx="22" cy="21.5" r="3.5" className="fill-white" />
    </svg>
  );
}

interface LogoProps {
  /** A route of the app, or an absolute URL of another site. */
  to: string;
  className?: string;
  /** Wordmark colour for dark backgrounds. */
  inverse?: boolean;
  /** Opens in a new tab; `label` must then say so, since nothing on screen does. */
  newTab?: boolean;
  /** Accessible name; starts with the visible wordmark so voice control can target it. */
  label?: string;
}

export function Logo({
  to,
  className,
  inverse = false,
  newTab = false,
  label = COPY.brand.homeLinkLabel,
}: LogoProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cn('inline-flex items-center gap-2 rounded-control', className)}
    >
      <BrandMark />
      <span className={cn('text-lg font-bold tracking-tight', inverse ? 'text-white' : 'text-primary-800')}>
        {COPY.brand.name}
      </span>
    </Link>
  );
}
