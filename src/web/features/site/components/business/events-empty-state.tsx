import { BUSINESS_COPY } from '@domain/copy/business';
import { ContentSection } from '@web/ui/content-page';
import { CalendarX } from 'lucide-react';

const T = BUSINESS_COPY.events;

/** 'Próximos eventos' while none is scheduled: an honest empty state, no sample events. */
export function EventsEmptyState() {
  return (
    <ContentSection id="proximos-eventos" title={T.upcomingTitle}>
      <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center">
        <CalendarX aria-hidden="true" className="size-10 text-primary-700" />
        <p className="mt-4 text-lg font-semibold text-ink">{T.emptyTitle}</p>
        <p className="mt-2 max-w-md text-ink-muted">{T.emptyText}</p>
      </div>
    </ContentSection>
  );
}
