import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CompanyDetailPage() {
  return <PagePlaceholder title={COPY.pages.company} />;
}
