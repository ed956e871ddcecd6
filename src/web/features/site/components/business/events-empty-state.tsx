import { BUSINESS_COPY } from '@domain/copy/business';
import { ContentSection } from '@web/ui/content-page';
import { ListMessage } from '@web/ui/page-states';
import { CalendarX } from 'lucide-react';

const T = BUSINESS_COPY.events;

/** 'Próximos eventos' while none is scheduled: an honest empty state, no sample events. */
export function EventsEmptyState() {
  return (
    <ContentSection id="proximos-eventos" title={T.upcomingTitle}>
      <ListMessage icon={CalendarX} text={T.emptyTitle} hint={T.emptyText} />
    </ContentSection>
  );
}
