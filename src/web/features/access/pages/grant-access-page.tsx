import { MSG } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function GrantAccessPage() {
  return <PagePlaceholder title={MSG.access.title} />;
}
