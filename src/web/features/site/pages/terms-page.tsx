import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function TermsPage() {
  return <PagePlaceholder title={COPY.pages.terms} />;
}
