import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function MyProfilePage() {
  return <PagePlaceholder title={COPY.pages.myProfile} />;
}
