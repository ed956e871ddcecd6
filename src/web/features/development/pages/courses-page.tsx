import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CoursesPage() {
  return <PagePlaceholder title={COPY.pages.devCourses} />;
}
