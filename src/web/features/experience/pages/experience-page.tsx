import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ExperiencePage() {
  return <PagePlaceholder title={COPY.pages.experience} />;
}
