import { BUSINESS_PAGES } from '@domain/content/business';
import { BUSINESS_COPY } from '@domain/copy/business';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { InfoPage } from '@web/ui/info-page';

/** /comunidades/anunciar-servicos: community service ads are coming; meanwhile, the community feed. */
export function AdvertiseServicesPage() {
  return (
    <InfoPage
      title={COPY.pages.advertiseServices}
      eyebrow={BUSINESS_COPY.eyebrows.communities}
      content={BUSINESS_PAGES.advertiseServices}
      actions={
        <>
          <ButtonLink to="/minhas-comunidades">{BUSINESS_COPY.cta.myCommunities}</ButtonLink>
          <ButtonLink to="/rede" variant="outline">
            {BUSINESS_COPY.cta.exploreCommunities}
          </ButtonLink>
        </>
      }
    />
  );
}
