import type { ReactNode } from 'react';

/** The <h1> of a list page, with an optional eyebrow and lead. */
export function NewsListHeader({
  title,
  eyebrow,
  lead,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
}) {
  return (
    <div className="max-w-3xl">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-secondary-700 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
    </div>
  );
}
