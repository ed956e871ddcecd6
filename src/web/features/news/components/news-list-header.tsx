import type { ReactNode } from 'react';

/** The <h1> of a list page, with an optional eyebrow and lead, and actions at its side. */
export function NewsListHeader({
  title,
  eyebrow,
  lead,
  actions,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Buttons beside the title (e.g. 'Gerenciar' for administrators); below it on a phone. */
  actions?: ReactNode;
}) {
  const heading = (
    <div className="max-w-3xl">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-secondary-700 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      {heading}
      <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>
    </div>
  );
}
