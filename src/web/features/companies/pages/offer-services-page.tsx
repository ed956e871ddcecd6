import { BUSINESS_PAGES } from '@domain/content/business';
import { BUSINESS_COPY } from '@domain/copy/business';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { InfoPage } from '@web/ui/info-page';

/** /empresas/oferecer-servicos: the service marketplace is coming; meanwhile, the feed and communities. */
export function OfferServicesPage() {
  return (
    <InfoPage
      title={COPY.pages.offerServices}
      eyebrow={BUSINESS_COPY.eyebrows.companies}
      content={BUSINESS_PAGES.offerServices}
      actions={
        <>
          <ButtonLink to="/feed">{BUSINESS_COPY.cta.goToFeed}</ButtonLink>
          <ButtonLink to="/minhas-empresas" variant="outline">
            {BUSINESS_COPY.cta.myCompanies}
          </ButtonLink>
        </>
      }
    />
  );
}
