import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ContactPage() {
  return <PagePlaceholder title={COPY.pages.contact} />;
}
