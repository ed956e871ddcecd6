import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function MyCompaniesPage() {
  return <PagePlaceholder title={COPY.pages.myCompanies} />;
}
