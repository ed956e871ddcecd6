import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function NewPublicProfilePage() {
  return <PagePlaceholder title={COPY.pages.publicProfile} />;
}
