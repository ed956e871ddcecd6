import { isDarkBanner } from '@domain/rules/luminance';
import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from './avatar';

interface BannerHeaderProps {
  /** The id of the <h1>; the header is a region named by it. */
  titleId: string;
  /** The page's name: its <h1>, over the banner. */
  title: string;
  /** The small line above the name (a community's niche, a company's industry). */
  eyebrow?: string | null;
  bannerUrl: string | null;
  /** 0..1, measured by the server when the banner was stored; null when unknown. */
  bannerLuminance: number | null;
  logoUrl: string | null;
  /** The logo's letters when there is no logo (default: the initials of the title). */
  logoLetters?: string;
  /** Drawn large and faint on the brand's placeholder when there is no banner. */
  placeholderIcon: LucideIcon;
  /** Prefix of the banner's test ids: `{prefix}-banner`, `-banner-scrim`, `-banner-placeholder`. */
  testIdPrefix: string;
  /** What follows under the banner: counts, badges, details, the page's controls. */
  children?: ReactNode;
}

/**
 * The top of a community's or a company's page: banner (or the brand's light placeholder),
 * logo (or letters), the name as the page's <h1>, and the body below.
 *
 * The name sits on the banner. Its colour follows the banner's measured luminance (SPEC §9:
 * below BANNER_LUMINANCE_THRESHOLD it is white); the average alone cannot promise contrast where
 * the letters fall, so a scrim of the same tone sits between picture and text. With black at
 * ≥ 60 % under the white title (≥ 5.7:1 even over pure white) or white at ≥ 70 % under the dark
 * one (≥ 7.7:1 even over pure black), eyebrow and title pass AA over any picture.
 */
export function BannerHeader({
  titleId,
  title,
  eyebrow,
  bannerUrl,
  bannerLuminance,
  logoUrl,
  logoLetters,
  placeholderIcon: PlaceholderIcon,
  testIdPrefix,
  children,
}: BannerHeaderProps) {
  const dark = Boolean(bannerUrl) && isDarkBanner(bannerLuminance);
  const tone = dark ? 'text-white' : 'text-ink';

  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-card bg-surface shadow-card">
      <div
        data-testid={`${testIdPrefix}-banner`}
        data-surface={dark ? 'dark' : 'light'}
        className="relative flex min-h-44 items-end md:min-h-60"
      >
        {bannerUrl ? (
          <img src={bannerUrl} alt="" className="absolute inset-0 size-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            data-testid={`${testIdPrefix}-banner-placeholder`}
            className="absolute inset-0 overflow-hidden bg-linear-to-br from-primary-100 via-primary-50 to-secondary-100"
          >
            <PlaceholderIcon className="absolute -top-6 -right-6 size-48 text-primary-200 md:size-64" />
          </div>
        )}

        <div className="relative flex w-full items-end gap-4 p-4 md:p-6">
          {bannerUrl ? (
            // The scrim follows the text block, however tall a long name makes it: an even band
            // under the text, fading out above it, so the rest of the banner stays clear.
            <div
              aria-hidden="true"
              data-testid={`${testIdPrefix}-banner-scrim`}
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
            name={title}
            src={logoUrl}
            letters={logoLetters}
            size="xl"
            shape="square"
            decorative
            className="relative ring-4 ring-surface md:size-24 md:text-3xl"
          />
          <div className="relative flex min-w-0 flex-col gap-1">
            {eyebrow ? (
              <p className={cn('text-sm font-semibold tracking-wide uppercase', tone)}>{eyebrow}</p>
            ) : null}
            <h1
              id={titleId}
              data-tone={dark ? 'light-on-dark' : 'dark-on-light'}
              className={cn('text-2xl font-bold tracking-tight break-words md:text-4xl', tone)}
            >
              {title}
            </h1>
          </div>
        </div>
      </div>

      {children ? <div className="flex flex-col gap-4 p-4 md:p-6">{children}</div> : null}
    </section>
  );
}
