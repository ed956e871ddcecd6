import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function AddCompanyPage() {
  return <PagePlaceholder title={COPY.pages.addCompany} />;
}
