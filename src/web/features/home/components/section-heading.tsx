import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  title: string;
  subtitle?: string;
  /** Optional link or button shown beside the title from the medium breakpoint up. */
  action?: ReactNode;
  className?: string;
}

/** The h2 and lead text that open every home section, so they all read and space the same. */
export function SectionHeading({ id, title, subtitle, action, className }: SectionHeadingProps) {
  return (
    <div className={cn('flex flex-col gap-4 md:flex-row md:items-end md:justify-between', className)}>
      <div className="max-w-2xl">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-ink md:text-4xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-3 text-lg text-ink-muted">{subtitle}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
