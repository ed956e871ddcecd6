import { CONTACT_ADDRESSES } from '@domain/content/rich-text';
import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { COPY } from '@domain/messages';
import { CONTACT_SUBJECTS, type ContactSubject } from '@domain/schemas/contact';
import { ContentPage, ContentSection } from '@web/ui/content-page';
import { TextLink } from '@web/ui/text-link';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ContactForm } from '../components/contact-form';
import { ContactSuccess } from '../components/contact-success';

const L = INSTITUTIONAL_COPY.contact;

const mailClasses =
  'rounded-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900 ' +
  '[overflow-wrap:anywhere]';

function isSubject(value: string | null): value is ContactSubject {
  return CONTACT_SUBJECTS.some((subject) => subject === value);
}

/** /contato; `?assunto=privacidade` (any CONTACT_SUBJECTS value) picks the subject beforehand. */
export function ContactPage() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('assunto');
  const defaultSubject: ContactSubject = isSubject(requested) ? requested : 'duvida';
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A new key gives "send another" a fresh form.
  const [formKey, setFormKey] = useState(0);

  return (
    <ContentPage
      width="wide"
      eyebrow={L.eyebrow}
      title={COPY.pages.contact}
      lead={
        <>
          <p>{L.lead}</p>
          <p className="mt-3 text-base">
            {L.helpFirst} <TextLink to="/ajuda">{L.helpLink}</TextLink>.
          </p>
        </>
      }
    >
      <div className="grid gap-10 lg:grid-cols-3">
        <ContentSection id="mensagem" title={L.formTitle} className="lg:col-span-2">
          <div className="rounded-card bg-surface p-5 shadow-card md:p-8">
            {sentTo ? (
              <ContactSuccess
                email={sentTo}
                onSendAnother={() => {
                  setSentTo(null);
                  setFormKey((key) => key + 1);
                }}
              />
            ) : (
              <ContactForm key={formKey} defaultSubject={defaultSubject} onSent={setSentTo} />
            )}
          </div>
          <p className="text-sm text-ink-muted">
            {L.privacyNote} <TextLink to="/privacidade">{L.privacyLink}</TextLink>.
          </p>
        </ContentSection>

        <ContentSection id="outros-canais" title={L.otherWaysTitle}>
          <dl className="flex flex-col gap-4">
            <div>
              <dt className="font-semibold">{L.otherWaysGeneral}</dt>
              <dd>
                <a href={`mailto:${CONTACT_ADDRESSES.general}`} className={mailClasses}>
                  {CONTACT_ADDRESSES.general}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{L.otherWaysPrivacy}</dt>
              <dd>
                <a href={`mailto:${CONTACT_ADDRESSES.privacy}`} className={mailClasses}>
                  {CONTACT_ADDRESSES.privacy}
                </a>
              </dd>
            </div>
          </dl>
        </ContentSection>
      </div>
    </ContentPage>
  );
}
