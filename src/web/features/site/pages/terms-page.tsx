import { TERMS } from '@domain/content/legal';
import { COPY } from '@domain/messages';
import { LegalPage } from '../components/legal-page';

/** /termos: the rules of the platform. */
export function TermsPage() {
  return <LegalPage title={COPY.pages.terms} document={TERMS} />;
}
