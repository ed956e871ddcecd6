import { COOKIES } from '@domain/content/legal';
import { COPY } from '@domain/messages';
import { LegalPage } from '../components/legal-page';

/** /cookies: the one session cookie and the local-storage fallback of the tab sync. */
export function CookiesPage() {
  return <LegalPage title={COPY.pages.cookies} document={COOKIES} />;
}
