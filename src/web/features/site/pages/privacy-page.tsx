import { PRIVACY } from '@domain/content/legal';
import { COPY } from '@domain/messages';
import { LegalPage } from '../components/legal-page';

/** /privacidade: the LGPD policy, with the ways to exercise each right inside the product. */
export function PrivacyPage() {
  return <LegalPage title={COPY.pages.privacy} document={PRIVACY} />;
}
