import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CognitivePage() {
  return <PagePlaceholder title={COPY.pages.devCognitive} />;
}
