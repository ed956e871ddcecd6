import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CognitivePage() {
  return <PagePlaceholder title={COPY.pages.devCognitive} />;
}
