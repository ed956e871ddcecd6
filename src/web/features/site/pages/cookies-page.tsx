import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CookiesPage() {
  return <PagePlaceholder title={COPY.pages.cookies} />;
}
