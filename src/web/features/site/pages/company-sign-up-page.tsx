import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CompanySignUpPage() {
  return <PagePlaceholder title={COPY.pages.companySignUp} />;
}
