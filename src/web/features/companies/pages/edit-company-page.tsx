import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function EditCompanyPage() {
  return <PagePlaceholder title={COPY.pages.editCompany} />;
}
