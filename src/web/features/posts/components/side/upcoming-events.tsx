import { EVENT_MODE_LABELS } from '@domain/copy/event-modes';
import { FEED_COPY } from '@domain/copy/feed';
import { useQuery } from '@tanstack/react-query';
import { InlineProblem } from '@web/ui/page-states';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { suggestedEventsQueryOptions } from '../../api';
import { boxLinkClasses, rowLinkClasses, SideBox, SideRowsSkeleton } from './side-box';

const T = FEED_COPY.events;

/**
 * 'Eventos Próximos' (SPEC §2; issue 20): up to three real upcoming events, those she answered
 * and her communities' first (the server orders them), each leading to its page; when there is
 * none, an honest empty state and the agenda.
 */
export function UpcomingEvents() {
  const query = useQuery(suggestedEventsQueryOptions());
  return (
    <SideBox title={T.heading} icon={<CalendarDays aria-hidden="true" className="size-5 text-primary-700" />}>
      {query.isPending ? (
        <SideRowsSkeleton rows={2} />
      ) : query.isError ? (
        <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {query.data.map((event) => (
            <li key={event.id}>
              <Link to={`/eventos/${encodeURIComponent(event.id)}`} className={rowLinkClasses}>
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">{event.title}</span>
                  <span className="block text-sm text-ink-muted">{event.when}</span>
                  <span className="block text-sm text-ink-muted">
                    {event.mode === 'online'
                      ? EVENT_MODE_LABELS.online
                      : [event.city, event.state].filter(Boolean).join(', ')}
                    {' · '}
                    {event.organiser.name}
                  </span>
                  {event.viewer.rsvp === 'going' ? (
                    <span className="block text-sm font-semibold text-primary-700">{T.going}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{T.empty}</p>
      )}
      <Link to="/eventos" className={boxLinkClasses}>
        {T.seeAll}
      </Link>
    </SideBox>
  );
}
