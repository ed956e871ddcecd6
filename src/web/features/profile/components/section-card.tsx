import { PROFILE_COPY } from '@domain/copy/profile';
import { cn } from '@web/lib/cn';
import { Pencil } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

interface SectionCardProps {
  title: string;
  /** Her own view: where the section is edited (the pencil link). */
  editTo?: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card of the profile view; on her own view, with a link to the page that edits it. */
export function SectionCard({ title, editTo, icon, children, className }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card md:p-6', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
          {icon}
          {title}
        </h2>
        {editTo ? (
          <Link
            to={editTo}
            aria-label={PROFILE_COPY.actions.edit(title)}
            title={PROFILE_COPY.actions.edit(title)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-control text-primary-700 hover:bg-primary-50 hover:text-primary-900"
          >
            <Pencil aria-hidden="true" className="size-5" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The text a section shows when it has nothing yet. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="text-ink-muted">{children}</p>;
}
