import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function TermsPage() {
  return <PagePlaceholder title={COPY.pages.terms} />;
}
