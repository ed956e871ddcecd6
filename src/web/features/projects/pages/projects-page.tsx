import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ProjectsPage() {
  return <PagePlaceholder title={COPY.pages.projects} />;
}
