import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function MentoringPage() {
  return <PagePlaceholder title={COPY.pages.mentoring} />;
}
