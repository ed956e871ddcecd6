import { COMMUNITIES_COPY, COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { COMMUNITY_NICHE_LABELS } from '@domain/enums';
import { isWebUrl, normalizeLink } from '@domain/rules/links';
import { formatBRL } from '@domain/rules/money';
import type { CommunityDetail } from '@domain/schemas/communities';
import { BannerHeader } from '@web/ui/banner-header';
import { Globe, Link as LinkIcon, Lock, MapPin, UserCheck, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';

const T = COMMUNITY_DETAIL_COPY.header;
const CARD = COMMUNITIES_COPY.card;

export const COMMUNITY_TITLE_ID = 'community-name';

interface CommunityHeaderProps {
  community: CommunityDetail;
  /** Follow and membership controls, and the managers' Editar / Excluir. */
  actions?: ReactNode;
}

/**
 * Banner (or the brand's light placeholder), logo (or initials), the name as the page's <h1>,
 * niche, counts, badges, location and links (SPEC §2 "Communities", detail). The name turns white
 * over a dark banner (BannerHeader).
 */
export function CommunityHeader({ community, actions }: CommunityHeaderProps) {
  const { name, niche, bannerUrl, logoUrl, viewer } = community;
  return (
    <BannerHeader
      titleId={COMMUNITY_TITLE_ID}
      title={name}
      eyebrow={COMMUNITY_NICHE_LABELS[niche]}
      bannerUrl={bannerUrl}
      bannerLuminance={community.bannerLuminance}
      logoUrl={logoUrl}
      placeholderIcon={Users}
      testIdPrefix="community"
    >
      <p className="text-ink-muted">
        <span className="font-semibold text-ink">{CARD.members(viewer.memberCount)}</span>{' '}
        <span aria-hidden="true">•</span>{' '}
        <span className="font-semibold text-ink">{CARD.followers(viewer.followerCount)}</span>
      </p>
      <Badges community={community} />
      <Details community={community} />
      {actions}
    </BannerHeader>
  );
}

function Badges({ community }: { community: CommunityDetail }) {
  const { isPrivate, requiresApproval, requiresPayment, paymentAmount } = community;
  if (!isPrivate && !requiresApproval && !requiresPayment) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {isPrivate ? (
        <Badge icon={<Lock aria-hidden="true" className="size-3.5" />}>{CARD.private}</Badge>
      ) : null}
      {requiresApproval ? (
        <Badge icon={<UserCheck aria-hidden="true" className="size-3.5" />}>{CARD.requiresApproval}</Badge>
      ) : null}
      {requiresPayment && paymentAmount !== null ? (
        <Badge icon={<Wallet aria-hidden="true" className="size-3.5" />}>
          {T.paid(formatBRL(paymentAmount))}
        </Badge>
      ) : null}
    </ul>
  );
}

function Badge({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-primary-200 bg-primary-50 px-2.5 py-0.5 text-sm font-semibold text-primary-800">
      {icon}
      {children}
    </li>
  );
}

function Details({ community }: { community: CommunityDetail }) {
  const links = [
    { label: T.website, url: community.website, Icon: Globe },
    { label: T.communityUrl, url: community.communityUrl, Icon: LinkIcon },
  ].filter((link): link is typeof link & { url: string } => Boolean(link.url && isWebUrl(link.url)));
  if (!community.location && links.length === 0) return null;

  return (
    <ul aria-label={T.details} className="flex flex-col gap-2 md:flex-row md:flex-wrap md:gap-x-6">
      {community.location ? (
        <li className="flex items-center gap-1.5 text-ink-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {community.location}
        </li>
      ) : null}
      {links.map(({ label, url, Icon }) => (
        <li key={label}>
          <a
            href={normalizeLink(url)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
            <span className="sr-only"> {T.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
