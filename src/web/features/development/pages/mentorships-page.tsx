import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function MentorshipsPage() {
  return <PagePlaceholder title={COPY.pages.devMentoring} />;
}
