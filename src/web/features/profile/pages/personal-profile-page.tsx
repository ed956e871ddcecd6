import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function PersonalProfilePage() {
  return <PagePlaceholder title={COPY.pages.personalProfile} />;
}
