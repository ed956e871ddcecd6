import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { Skeleton, SkeletonStatus, SkeletonText } from '@web/ui/skeleton';
import { type ReactNode, useId } from 'react';

interface SideBoxProps {
  title: string;
  icon?: ReactNode;
  /** A link after the title, such as 'Ver todas'. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One box of the feed's side columns: a titled region (its <h2> names it). */
export function SideBox({ title, icon, action, children, className }: SideBoxProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * A box's first load: `rows` rows in the size of the box's own rows (a logo beside a title and
 * `detailLines` lines of detail, as `rowLinkClasses` lays them out), so the boxes below do not
 * move when the data arrives. Announced politely as 'Carregando...'.
 */
export function SideRowsSkeleton({ rows, detailLines = 1 }: { rows: number; detailLines?: 1 | 2 }) {
  const details = detailLines === 1 ? ['w-1/3'] : ['w-1/2', 'w-2/3'];
  return (
    <SkeletonStatus label={MSG.common.loading}>
      <ul aria-hidden="true" className="flex flex-col gap-1">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
          <li key={index} className="flex min-h-11 items-center gap-3 p-2">
            <Skeleton className="size-10" />
            <span className="flex min-w-0 flex-1 flex-col">
              <SkeletonText widths={[index % 2 ? 'w-3/5' : 'w-4/5']} />
              <SkeletonText size="sm" widths={details} />
            </span>
          </li>
        ))}
      </ul>
    </SkeletonStatus>
  );
}

/** Link styles of a box row: the whole row is the target, 44 px tall at least. */
export const rowLinkClasses =
  'flex min-h-11 items-center gap-3 rounded-control p-2 hover:bg-primary-50 focus-visible:bg-primary-50';

/** A small text link in a box's heading row or foot ('Ver todas'). */
export const boxLinkClasses =
  'inline-flex min-h-11 items-center rounded-control px-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline';
