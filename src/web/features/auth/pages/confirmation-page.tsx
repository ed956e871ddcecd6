import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ConfirmationPage() {
  return <PagePlaceholder title={COPY.pages.confirmation} />;
}
