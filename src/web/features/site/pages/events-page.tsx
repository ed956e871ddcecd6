import { BUSINESS_PAGES } from '@domain/content/business';
import { COPY } from '@domain/messages';
import { InfoPage } from '@web/ui/info-page';
import { EventsEmptyState } from '../components/business/events-empty-state';

/** /eventos: no event is scheduled yet (an honest empty state) and how communities announce theirs. */
export function EventsPage() {
  return (
    <InfoPage title={COPY.pages.events} content={BUSINESS_PAGES.events}>
      <EventsEmptyState />
    </InfoPage>
  );
}
