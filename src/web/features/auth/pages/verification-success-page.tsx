import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function VerificationSuccessPage() {
  return <PagePlaceholder title={COPY.pages.verificationSuccess} />;
}
