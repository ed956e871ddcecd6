import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CookiesPage() {
  return <PagePlaceholder title={COPY.pages.cookies} />;
}
