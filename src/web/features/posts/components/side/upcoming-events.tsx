import { FEED_COPY } from '@domain/copy/feed';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { boxLinkClasses, SampleBadge, SideBox } from './side-box';

const T = FEED_COPY.events;

/**
 * 'Eventos Próximos' (SPEC §2: two hard-coded events). The platform has no events yet, so both
 * are shown as what they are: illustrations tagged 'Exemplo', with no invented dates, and a link
 * to /eventos, where the real agenda will live.
 */
export function UpcomingEvents() {
  return (
    <SideBox title={T.heading} icon={<CalendarDays aria-hidden="true" className="size-5 text-primary-700" />}>
      <p className="text-sm text-ink-muted">{T.note}</p>
      <ul className="flex flex-col gap-2" data-testid="sample-events">
        {T.samples.map((event) => (
          <li key={event.title} className="rounded-control border border-line p-3">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words text-ink">{event.title}</span>
              <SampleBadge>{T.sampleBadge}</SampleBadge>
            </p>
            <p className="text-sm text-ink-muted">
              {event.when} · {event.where}
            </p>
          </li>
        ))}
      </ul>
      <Link to="/eventos" className={boxLinkClasses}>
        {T.seeAll}
      </Link>
    </SideBox>
  );
}
