import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function PrivacyPage() {
  return <PagePlaceholder title={COPY.pages.privacy} />;
}
