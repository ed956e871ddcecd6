import { EVENTS_ORGANISE_COPY } from '@domain/copy/events-organise';
import type { RsvpStatus } from '@domain/enums';
import { MSG } from '@domain/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatLongDate } from '@web/lib/format-date';
import { Avatar } from '@web/ui/avatar';
import { QueryLoadMore } from '@web/ui/load-more';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { Link } from 'react-router';
import { attendeesQueryOptions } from './api';

const T = EVENTS_ORGANISE_COPY.panel;

/** A member's profile: her address (/m/{slug}), or her id's page while she has none. */
const profilePath = (person: { id: string; slug: string | null }) =>
  person.slug ? `/m/${encodeURIComponent(person.slug)}` : `/perfil-publico/${encodeURIComponent(person.id)}`;

/** Who gave one answer, in the order they answered (the waitlist's order is who gets a seat next). */
export function AttendeeList({ eventId, status }: { eventId: string; status: RsvpStatus }) {
  const query = useInfiniteQuery(attendeesQueryOptions(eventId, status));
  if (query.isPending) return <InlineLoading label={T.loading} />;
  if (query.isError) return <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />;
  const people = query.data.pages.flatMap((page) => page.items);
  if (people.length === 0) return <p className="text-ink-muted">{T.empty[status]}</p>;
  const Items = status === 'waitlist' ? 'ol' : 'ul';
  return (
    <div className="flex flex-col gap-4">
      <Items aria-label={T.tabs[status]} className="flex flex-col divide-y divide-line">
        {people.map((person) => (
          <li key={person.id} className="flex items-center gap-3 py-3">
            <Avatar name={person.name} src={person.photoUrl} size="sm" decorative />
            <div className="flex min-w-0 flex-col">
              <Link
                to={profilePath(person)}
                className="font-semibold break-words text-ink underline-offset-2 hover:underline"
              >
                {person.name}
              </Link>
              <span className="text-sm text-ink-muted">
                {T.answeredAt(formatLongDate(person.answeredAt))}
              </span>
            </div>
          </li>
        ))}
      </Items>
      <QueryLoadMore query={query} label={MSG.common.loadMore} loadingLabel={MSG.common.loadingMore} />
    </div>
  );
}
