import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CompanySignUpPage() {
  return <PagePlaceholder title={COPY.pages.companySignUp} />;
}
