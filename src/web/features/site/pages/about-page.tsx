import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function AboutPage() {
  return <PagePlaceholder title={COPY.pages.about} />;
}
