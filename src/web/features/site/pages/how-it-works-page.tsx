import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function HowItWorksPage() {
  return <PagePlaceholder title={COPY.pages.howItWorks} />;
}
