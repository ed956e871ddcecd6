import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { COMMUNITY_NICHE_LABELS } from '@domain/enums';
import type { CommunitySummary } from '@domain/schemas/communities';
import { cn } from '@web/lib/cn';
import { Avatar } from '@web/ui/avatar';
import { Lock, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const T = COMMUNITIES_COPY.card;

export function communityHref(id: string): string {
  return `/comunidades/${encodeURIComponent(id)}`;
}

interface CommunityCardProps {
  community: CommunitySummary;
  /** Links of their own under the card (e.g. 'Editar'); they sit above the stretched name link. */
  actions?: ReactNode;
  /** The name's heading level: h2 on a list page under its h1. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One community in a list: logo (or initials), name (the link to /comunidades/{id}, stretched
 * over the whole card so the card is one target read by its name), niche, member and follower
 * counts, the 'Privada' / 'Requer aprovação' badges and the start of the description.
 */
export function CommunityCard({ community, actions, headingLevel: Heading = 'h2' }: CommunityCardProps) {
  const { id, name, niche, logoUrl, description, isPrivate, requiresApproval } = community;
  return (
    <article className="relative flex w-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <div className="flex items-start gap-4">
        <Avatar name={name} src={logoUrl} size="lg" shape="square" decorative />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading className="text-lg font-semibold break-words text-ink">
            <Link
              to={communityHref(id)}
              className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary-700 hover:underline hover:underline-offset-4"
            >
              {name}
            </Link>
          </Heading>
          <p className="text-sm font-semibold text-secondary-700">{COMMUNITY_NICHE_LABELS[niche]}</p>
          <p className="text-sm text-ink-muted">
            {T.members(community.memberCount)} <span aria-hidden="true">•</span>{' '}
            {T.followers(community.followerCount)}
          </p>
        </div>
      </div>
      {isPrivate || requiresApproval ? (
        <ul className="flex flex-wrap gap-2">
          {isPrivate ? (
            <Badge icon={<Lock aria-hidden="true" className="size-3.5" />}>{T.private}</Badge>
          ) : null}
          {requiresApproval ? (
            <Badge icon={<UserCheck aria-hidden="true" className="size-3.5" />}>{T.requiresApproval}</Badge>
          ) : null}
        </ul>
      ) : null}
      <p className="line-clamp-3 text-ink-muted">{description}</p>
      {actions ? <div className="relative z-10 mt-auto flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}

function Badge({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-primary-200 bg-primary-50 px-2.5 py-0.5',
        'text-xs font-semibold text-primary-800',
      )}
    >
      {icon}
      {children}
    </li>
  );
}
