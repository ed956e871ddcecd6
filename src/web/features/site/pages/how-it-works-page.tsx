import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function HowItWorksPage() {
  return <PagePlaceholder title={COPY.pages.howItWorks} />;
}
