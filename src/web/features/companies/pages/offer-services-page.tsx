import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function OfferServicesPage() {
  return <PagePlaceholder title={COPY.pages.offerServices} />;
}
