import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import { useAuth } from '@web/lib/auth-provider';
import { Avatar } from '@web/ui/avatar';
import { Briefcase, MessageCircle, Sprout, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { boxLinkClasses, rowLinkClasses } from './side-box';

const T = FEED_COPY.profile;

const SHORTCUTS = [
  { to: '/rede', label: T.communities, icon: Users },
  { to: '/vagas', label: T.vacancies, icon: Briefcase },
  { to: '/chat', label: T.messages, icon: MessageCircle },
  { to: '/desenvolvimento', label: T.development, icon: Sprout },
] as const;

/**
 * The left column's card (SPEC §2): her avatar, name, professional title (or 'Complete seu
 * perfil', to the profile form), her public profile, and the shortcuts of the platform.
 */
export function ProfileCard({ className }: { className?: string }) {
  const headingId = useId();
  const { user, profile } = useAuth();
  const name = profile?.fullName || user?.name || '';
  const slug = profile?.slug;

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex flex-col items-center gap-2 rounded-card bg-surface p-4 text-center shadow-card">
        <h2 id={headingId} className="sr-only">
          {T.heading}
        </h2>
        <Avatar name={name} src={profile?.profileImageUrl} size="xl" decorative />
        <p className="font-bold break-words text-ink">{name}</p>
        {profile?.professionalTitle ? (
          <p className="text-sm break-words text-ink-muted">{profile.professionalTitle}</p>
        ) : (
          <Link to="/perfil-pessoal" className={boxLinkClasses}>
            {MSG.profile.completeProfile}
          </Link>
        )}
        {slug ? (
          <Link to={`/m/${encodeURIComponent(slug)}`} className={boxLinkClasses}>
            {T.publicProfile}
          </Link>
        ) : null}
        <nav aria-label={T.shortcuts} className="mt-2 w-full border-t border-line pt-2 text-left">
          <ul className="flex flex-col">
            {SHORTCUTS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={`${rowLinkClasses} font-semibold text-ink`}>
                  <Icon aria-hidden="true" className="size-5 text-primary-700" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
