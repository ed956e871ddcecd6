import type { ComingItem, PlatformLink } from '@domain/content/development';
import { DEVELOPMENT_COPY } from '@domain/copy/development';
import { TextLink } from '@web/ui/text-link';
import { CircleCheck, Hourglass } from 'lucide-react';
import { useId } from 'react';
import { ComingSoonBadge } from './coming-soon-badge';

const T = DEVELOPMENT_COPY.boxes;

/** 'Na Elas Rede hoje': the pages that already do something about the theme. */
export function TodayBox({ links }: { links: readonly PlatformLink[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
        {T.todayTitle}
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {links.map((link) => (
          <li key={`${link.to}:${link.label}`}>
            <TextLink to={link.to}>{link.label}</TextLink>
            <p className="mt-1 text-sm text-ink-muted">{link.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Em breve': what is planned for the theme, without dates. */
export function ComingBox({ items }: { items: readonly ComingItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-accent-200 bg-accent-50 p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <Hourglass aria-hidden="true" className="size-5 shrink-0 text-accent-800" />
        {T.comingTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{T.comingIntro}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.title}>
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {item.title}
              <ComingSoonBadge />
            </p>
            <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
