import { cn } from '@web/lib/cn';
import { type ReactNode, useId } from 'react';

/**
 * A titled card of a detail page ('Sobre a comunidade', 'Informações' …): a region named by its
 * <h2>, so it sits under the page's <h1> and screen-reader users can jump between them.
 */
export function InfoSection({
  title,
  icon,
  children,
  className,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-card bg-surface p-5 shadow-card md:p-6', className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Plain text as typed: line breaks kept, long words wrapped. */
export function Paragraphs({ text }: { text: string }) {
  return <p className="break-words whitespace-pre-line text-ink">{text}</p>;
}
