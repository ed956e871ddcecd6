import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function MentorshipsPage() {
  return <PagePlaceholder title={COPY.pages.devMentoring} />;
}
