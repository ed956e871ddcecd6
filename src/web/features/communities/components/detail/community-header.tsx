import { COMMUNITIES_COPY, COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { COMMUNITY_NICHE_LABELS } from '@domain/enums';
import { isWebUrl, normalizeLink } from '@domain/rules/links';
import { isDarkBanner } from '@domain/rules/luminance';
import { formatBRL } from '@domain/rules/money';
import type { CommunityDetail } from '@domain/schemas/communities';
import { cn } from '@web/lib/cn';
import { Avatar } from '@web/ui/avatar';
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
 * niche, counts, badges, location and links (SPEC §2 "Communities", detail).
 *
 * The name sits on the banner. Its colour follows the banner's measured luminance (SPEC §9:
 * below BANNER_LUMINANCE_THRESHOLD it is white); the average alone cannot promise contrast where
 * the letters fall, so a scrim of the same tone sits between picture and text. With black at
 * ≥ 60 % under the white title (≥ 5.7:1 even over pure white) or white at ≥ 70 % under the dark
 * one (≥ 7.7:1 even over pure black), niche and title pass AA over any picture.
 */
export function CommunityHeader({ community, actions }: CommunityHeaderProps) {
  const { name, niche, bannerUrl, logoUrl, viewer } = community;
  const dark = Boolean(bannerUrl) && isDarkBanner(community.bannerLuminance);
  const tone = dark ? 'text-white' : 'text-ink';

  return (
    <section
      aria-labelledby={COMMUNITY_TITLE_ID}
      className="overflow-hidden rounded-card bg-surface shadow-card"
    >
      <div
        data-testid="community-banner"
        data-surface={dark ? 'dark' : 'light'}
        className="relative flex min-h-44 items-end md:min-h-60"
      >
        {bannerUrl ? (
          <img src={bannerUrl} alt="" className="absolute inset-0 size-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            data-testid="community-banner-placeholder"
            className="absolute inset-0 overflow-hidden bg-linear-to-br from-primary-100 via-primary-50 to-secondary-100"
          >
            <Users className="absolute -top-6 -right-6 size-48 text-primary-200 md:size-64" />
          </div>
        )}

        <div className="relative flex w-full items-end gap-4 p-4 md:p-6">
          {bannerUrl ? (
            // The scrim follows the text block, however tall a long name makes it: an even band
            // under the text, fading out above it, so the rest of the banner stays clear.
            <div
              aria-hidden="true"
              data-testid="community-banner-scrim"
              className={cn(
                'absolute inset-0 bg-linear-to-t',
                dark ? 'from-black/70 to-black/60' : 'from-white/80 to-white/70',
              )}
            >
              <div
                className={cn(
                  'absolute inset-x-0 bottom-full h-16 bg-linear-to-t to-transparent',
                  dark ? 'from-black/60' : 'from-white/70',
                )}
              />
            </div>
          ) : null}
          <Avatar
            name={name}
            src={logoUrl}
            size="xl"
            shape="square"
            decorative
            className="relative ring-4 ring-surface md:size-24 md:text-3xl"
          />
          <div className="relative flex min-w-0 flex-col gap-1">
            <p className={cn('text-sm font-semibold tracking-wide uppercase', tone)}>
              {COMMUNITY_NICHE_LABELS[niche]}
            </p>
            <h1
              id={COMMUNITY_TITLE_ID}
              data-tone={dark ? 'light-on-dark' : 'dark-on-light'}
              className={cn('text-2xl font-bold tracking-tight break-words md:text-4xl', tone)}
            >
              {name}
            </h1>
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-4 p-4 md:p-6">
        <p className="text-ink-muted">
          <span className="font-semibold text-ink">{CARD.members(viewer.memberCount)}</span>{' '}
          <span aria-hidden="true">•</span>{' '}
          <span className="font-semibold text-ink">{CARD.followers(viewer.followerCount)}</span>
        </p>
        <Badges community={community} />
        <Details community={community} />
        {actions}
      </div>
    </section>
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
