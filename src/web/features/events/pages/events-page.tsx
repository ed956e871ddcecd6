import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ListHeader } from '@web/ui/list-header';
import { EventFilters } from '../components/event-filters';
import { EventList } from '../components/event-list';
import { useEventParams } from '../components/use-event-params';

const T = EVENTS_PAGES_COPY.list;

/**
 * /eventos, for members and visitors alike (the reader layout picks the bar): the upcoming events
 * she may see (visitors: the public ones), soonest first, filterable by format, state and days
 * (all in the address).
 */
export function EventsPage() {
  usePageTitle(T.title);
  const params = useEventParams();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <ListHeader title={T.title} lead={T.lead} />
      <EventFilters params={params} />
      <EventList filter={params.filter} filtered={params.filtered} />
    </div>
  );
}
