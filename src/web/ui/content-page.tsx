import { cn } from '@web/lib/cn';
import { usePageTitle } from '@web/lib/use-page-title';
import type { ReactNode } from 'react';

/*
 * The frame of every editorial page (institutional, legal, business and development pages):
 * a header with an optional eyebrow, the <h1> (also the tab title) and a lead paragraph, then
 * the page's sections. One layout, so all long-form pages read alike.
 */

interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  /** Extra controls under the lead (a call to action, a close button). */
  actions?: ReactNode;
  children: ReactNode;
  /** `narrow` for reading (legal texts, FAQ), `wide` for grids of cards. */
  width?: 'narrow' | 'wide';
}

export function ContentPage({ title, lead, eyebrow, actions, children, width = 'narrow' }: ContentPageProps) {
  usePageTitle(title);
  return (
    <article
      className={cn(
        'mx-auto w-full px-4 py-10 md:px-6 md:py-14',
        width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl',
      )}
    >
      <div className="max-w-3xl">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-secondary-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
        {lead ? <div className="mt-4 text-lg text-ink-muted">{lead}</div> : null}
        {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
      <div className="mt-10 flex flex-col gap-10">{children}</div>
    </article>
  );
}

interface ContentSectionProps {
  title: string;
  children: ReactNode;
  className?: string;
  /** Anchor for in-page links (`#id`). */
  id?: string;
}

/** A titled section of an editorial page; its <h2> names the region for assistive technology. */
export function ContentSection({ title, children, className, id }: ContentSectionProps) {
  const headingId = `${id ?? slugId(title)}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-bold text-ink md:text-2xl">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

function slugId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
