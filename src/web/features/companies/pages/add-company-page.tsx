import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function AddCompanyPage() {
  return <PagePlaceholder title={COPY.pages.addCompany} />;
}
