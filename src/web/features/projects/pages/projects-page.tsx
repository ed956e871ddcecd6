import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function ProjectsPage() {
  return <PagePlaceholder title={COPY.pages.projects} />;
}
