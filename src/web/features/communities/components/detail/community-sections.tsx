import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import type { CommunityDetail } from '@domain/schemas/communities';
import { InfoSection, Paragraphs } from '@web/ui/info-section';
import { HeartHandshake, Info, ScrollText } from 'lucide-react';

const T = COMMUNITY_DETAIL_COPY.sections;

/**
 * 'Sobre a comunidade' (the description, always present), 'Regras' and 'Bem-vinda'. An empty
 * section is hidden from members and visitors; those who manage the community see it with a
 * short placeholder, as a nudge to fill it in.
 */
export function CommunitySections({ community }: { community: CommunityDetail }) {
  const showEmpty = community.viewer.canEdit;
  const rules = community.rules?.trim() ?? '';
  const welcome = community.welcomeMessage?.trim() ?? '';

  return (
    <>
      <InfoSection title={T.about} icon={<Info aria-hidden="true" className="size-5 text-primary-600" />}>
        <Paragraphs text={community.description} />
      </InfoSection>
      {rules || showEmpty ? (
        <InfoSection
          title={T.rules}
          icon={<ScrollText aria-hidden="true" className="size-5 text-primary-600" />}
        >
          {rules ? <Paragraphs text={rules} /> : <p className="text-ink-muted">{T.rulesEmpty}</p>}
        </InfoSection>
      ) : null}
      {welcome || showEmpty ? (
        <InfoSection
          title={T.welcome}
          icon={<HeartHandshake aria-hidden="true" className="size-5 text-primary-600" />}
        >
          {welcome ? <Paragraphs text={welcome} /> : <p className="text-ink-muted">{T.welcomeEmpty}</p>}
        </InfoSection>
      ) : null}
    </>
  );
}
