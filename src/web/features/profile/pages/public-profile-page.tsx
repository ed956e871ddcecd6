import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function PublicProfilePage() {
  return <PagePlaceholder title={COPY.pages.publicProfile} />;
}
