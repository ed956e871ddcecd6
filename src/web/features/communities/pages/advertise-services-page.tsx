import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function AdvertiseServicesPage() {
  return <PagePlaceholder title={COPY.pages.advertiseServices} />;
}
