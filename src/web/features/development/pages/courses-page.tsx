import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CoursesPage() {
  return <PagePlaceholder title={COPY.pages.devCourses} />;
}
