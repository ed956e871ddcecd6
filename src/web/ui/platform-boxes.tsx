import type { PlatformLink } from '@domain/content/development';
import { DEVELOPMENT_COPY } from '@domain/copy/development';
import { TextLink } from '@web/ui/text-link';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';

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
