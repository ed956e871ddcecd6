import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function HelpPage() {
  return <PagePlaceholder title={COPY.pages.help} />;
}
