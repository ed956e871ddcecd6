import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { NETWORK_COPY } from '@domain/copy/network';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { exploreInfiniteQueryOptions, useCommunityMembership } from '@web/features/communities/api';
import { suggestionsQueryOptions, useSendInvitation } from '@web/features/network/api';
import { Avatar } from '@web/ui/avatar';
import { Button } from '@web/ui/button';
import type { ReactNode } from 'react';

/*
 * The setup's last two steps done in place (issue 22): a few communities to join and people she
 * may know to invite, through the same endpoints as /rede and /rede/pessoas. The full pages stay
 * one link away. Each action recounts her setup, so the meter moves at once.
 */

const SHOWN = 5;

function Row({
  name,
  imageUrl,
  detail,
  action,
}: {
  name: string;
  imageUrl: string | null;
  detail: string | null;
  action: ReactNode;
}) {
  return (
    <li className="flex min-h-11 items-center gap-3">
      <Avatar name={name} src={imageUrl} decorative />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold text-ink">{name}</span>
        {detail ? <span className="truncate text-sm text-ink-muted">{detail}</span> : null}
      </span>
      {action}
    </li>
  );
}

function JoinButton({ id, onDone }: { id: string; onDone: () => void }) {
  const join = useCommunityMembership(id);
  const M = COMMUNITY_DETAIL_COPY.membership;
  if (join.data) {
    return (
      <span className="text-sm font-semibold text-primary-700">
        {join.data.membership === 'approved' ? M.memberBadge : NETWORK_COPY.actions.pending}
      </span>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={join.isPending}
      onClick={() => join.mutate('join', { onSuccess: onDone })}
    >
      {M.join}
    </Button>
  );
}

export function CommunitySuggestions({ onDone }: { onDone: () => void }) {
  const explore = useInfiniteQuery(exploreInfiniteQueryOptions());
  const items = explore.data?.pages[0]?.items.slice(0, SHOWN) ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((community) => (
        <Row
          key={community.id}
          name={community.name}
          imageUrl={community.logoUrl}
          detail={community.description}
          action={<JoinButton id={community.id} onDone={onDone} />}
        />
      ))}
    </ul>
  );
}

function ConnectButton({ memberId, onDone }: { memberId: string; onDone: () => void }) {
  const invite = useSendInvitation();
  if (invite.isSuccess) {
    return <span className="text-sm font-semibold text-primary-700">{NETWORK_COPY.actions.pending}</span>;
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={invite.isPending}
      onClick={() => invite.mutate({ memberId }, { onSuccess: onDone })}
    >
      {NETWORK_COPY.actions.connect}
    </Button>
  );
}

export function PeopleSuggestions({ onDone }: { onDone: () => void }) {
  const suggestions = useQuery(suggestionsQueryOptions());
  const items = suggestions.data?.items.slice(0, SHOWN) ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {items.map(({ member }) => (
        <Row
          key={member.id}
          name={member.name}
          imageUrl={member.imageUrl}
          detail={member.professionalTitle}
          action={<ConnectButton memberId={member.id} onDone={onDone} />}
        />
      ))}
    </ul>
  );
}
