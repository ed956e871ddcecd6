import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function JobPreferencesPage() {
  return <PagePlaceholder title={COPY.pages.jobPreferences} />;
}
