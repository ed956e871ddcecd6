import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function AdvertiseServicesPage() {
  return <PagePlaceholder title={COPY.pages.advertiseServices} />;
}
