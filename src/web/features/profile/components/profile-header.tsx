import { PROFILE_COPY } from '@domain/copy/profile';
import { childrenAgesSummary } from '@domain/rules/children';
import { isWebUrl, normalizeLink } from '@domain/rules/links';
import { Avatar } from '@web/ui/avatar';
import {
  Baby,
  BookOpen,
  BriefcaseBusiness,
  Cake,
  Globe,
  GraduationCap,
  Link as LinkIcon,
  MapPin,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProfileView } from './profile-view';

interface ProfileHeaderProps {
  profile: ProfileView;
  /** Over the avatar's corner (her own view: the QR share button). */
  avatarAction?: ReactNode;
  /** Buttons and links beside the name (cover change, public link, contact, share). */
  actions?: ReactNode;
}

/**
 * Cover (or the brand gradient when there is none), avatar with initials fallback, name, title,
 * children summary, location, birthday (day and month) and her links — each as her privacy
 * lets this reader see it. The name is the page's <h1>.
 */
export function ProfileHeader({ profile, avatarAction, actions }: ProfileHeaderProps) {
  const kids = childrenAgesSummary(profile.childrenAges);
  const links = [
    { label: PROFILE_COPY.labels.linkedin, url: profile.linkedinUrl, Icon: LinkIcon },
    { label: PROFILE_COPY.labels.website, url: profile.websiteUrl, Icon: Globe },
    { label: PROFILE_COPY.lattesLink, url: profile.lattesUrl, Icon: BookOpen },
  ].filter((link): link is typeof link & { url: string } => Boolean(link.url && isWebUrl(link.url)));

  return (
    // Not overflow-hidden: the member's '…' menu opens below the card's last row, over what
    // follows; the banner rounds its own top corners instead.
    <section aria-labelledby="profile-name" className="rounded-card bg-surface shadow-card">
      <div className="relative h-32 overflow-hidden rounded-t-card bg-linear-to-r from-primary-700 via-primary-500 to-secondary-400 md:h-48 lg:h-56">
        {profile.profileBannerUrl ? (
          <img
            src={profile.profileBannerUrl}
            alt={PROFILE_COPY.bannerAlt(profile.fullName)}
            className="size-full object-cover"
          />
        ) : null}
      </div>

      <div className="px-4 pb-6 md:px-8">
        <div className="relative -mt-12 inline-block md:-mt-16">
          <Avatar
            name={profile.fullName}
            src={profile.profileImageUrl}
            size="2xl"
            className="ring-4 ring-surface"
          />
          {avatarAction ? <div className="absolute right-0 bottom-0">{avatarAction}</div> : null}
        </div>

        <div className="mt-3 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="flex min-w-0 flex-col gap-1.5">
            <h1
              id="profile-name"
              className="text-2xl font-bold tracking-tight break-words text-ink md:text-3xl"
            >
              {profile.fullName}
            </h1>
            {profile.professionalTitle ? (
              <p className="text-lg break-words text-ink">{profile.professionalTitle}</p>
            ) : null}
            {profile.mentorLabel ? (
              // Her mentora card, where members ask for mentoring (issue 20).
              <Link
                to={`/mentoria/mentoras/${encodeURIComponent(profile.id)}`}
                className="inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-primary-800 underline-offset-4 hover:underline"
              >
                <GraduationCap aria-hidden="true" className="size-4" />
                {profile.mentorLabel}
              </Link>
            ) : null}
            {profile.isLookingForJob ? (
              <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-accent-200 px-3 py-1 text-sm font-semibold text-accent-900">
                <BriefcaseBusiness aria-hidden="true" className="size-4" />
                {PROFILE_COPY.lookingForJobBadge}
              </p>
            ) : null}
            {kids || profile.location || profile.birthday ? (
              <ul className="mt-1 flex flex-col gap-1 text-ink-muted md:flex-row md:flex-wrap md:gap-x-5">
                {kids ? (
                  <li className="flex items-center gap-1.5">
                    <Baby aria-hidden="true" className="size-4 shrink-0" />
                    {kids}
                  </li>
                ) : null}
                {profile.location ? (
                  <li className="flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4 shrink-0" />
                    {profile.location}
                  </li>
                ) : null}
                {profile.birthday ? (
                  <li className="flex items-center gap-1.5">
                    <Cake aria-hidden="true" className="size-4 shrink-0" />
                    {PROFILE_COPY.birthday(profile.birthday.day, profile.birthday.month)}
                  </li>
                ) : null}
              </ul>
            ) : null}
            {links.length > 0 ? (
              <ul aria-label={PROFILE_COPY.links} className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
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
                      <span className="sr-only"> {PROFILE_COPY.newTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {actions ? <div className="flex flex-wrap items-start gap-2 md:justify-end">{actions}</div> : null}
        </div>
      </div>
    </section>
  );
}
