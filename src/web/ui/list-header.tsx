import type { ReactNode } from 'react';

/**
 * The <h1> of a list page, with an optional eyebrow above it and lead below it, and actions beside
 * it (below it on a phone; e.g. 'Gerenciar' for administrators).
 */
export function ListHeader({
  title,
  eyebrow,
  lead,
  actions,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="max-w-3xl">
        {eyebrow ? (
          <p className="mb-1 text-sm font-semibold tracking-wide text-secondary-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
