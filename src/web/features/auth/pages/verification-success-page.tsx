import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function VerificationSuccessPage() {
  return <PagePlaceholder title={COPY.pages.verificationSuccess} />;
}
