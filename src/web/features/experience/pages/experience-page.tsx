import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ExperiencePage() {
  return <PagePlaceholder title={COPY.pages.experience} />;
}
