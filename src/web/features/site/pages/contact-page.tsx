import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ContactPage() {
  return <PagePlaceholder title={COPY.pages.contact} />;
}
