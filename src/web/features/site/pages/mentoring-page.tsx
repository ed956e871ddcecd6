import { BUSINESS_PAGES } from '@domain/content/business';
import { BUSINESS_COPY } from '@domain/copy/business';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { InfoPage } from '@web/ui/info-page';

/** /mentoria: the mentoring programme being prepared, and how to get ready now. */
export function MentoringPage() {
  return (
    <InfoPage
      title={COPY.pages.mentoring}
      eyebrow={BUSINESS_COPY.eyebrows.professionals}
      content={BUSINESS_PAGES.mentoring}
      actions={
        <>
          <ButtonLink to="/register" size="lg">
            {BUSINESS_COPY.cta.joinMentoring}
          </ButtonLink>
          <ButtonLink to="/login" size="lg" variant="outline">
            {BUSINESS_COPY.cta.signIn}
          </ButtonLink>
        </>
      }
    />
  );
}
