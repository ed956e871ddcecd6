import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function HelpPage() {
  return <PagePlaceholder title={COPY.pages.help} />;
}
