import { NETWORK_COPY } from '@domain/copy/network';
import { MSG } from '@domain/messages';
import { relativeTime } from '@domain/rules/relative-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { useNow } from '@web/lib/use-now';
import { Button } from '@web/ui/button';
import { QueryLoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Spinner } from '@web/ui/spinner';
import { Check, Inbox, Send } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import {
  type Invitation,
  type InvitationAction,
  type InvitationBox,
  invitationsInfiniteQueryOptions,
  useInvitationAction,
} from '../api';
import { reportFailure } from './feedback';
import { PersonCard } from './person-card';

const T = NETWORK_COPY.invitations;
const A = NETWORK_COPY.actions;

const DONE: Record<InvitationAction, string> = {
  accept: NETWORK_COPY.invite.accepted,
  decline: NETWORK_COPY.invite.declined,
  cancel: NETWORK_COPY.invite.cancelled,
};

/**
 * One box of /rede/convites under its heading with the box's count ('Recebidos (3)'): received
 * invitations show the note and 'Aceitar' / 'Recusar', sent ones 'Cancelar convite'; each card
 * says how many connections the two have in common. An answered invitation leaves the list at
 * once, and focus goes to the box's heading instead of getting lost with its card.
 */
export function InvitationList({ box }: { box: InvitationBox }) {
  const query = useInfiniteQuery(invitationsInfiniteQueryOptions(box));
  const action = useInvitationAction();
  const now = useNow();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const label = box === 'received' ? T.received : T.sent;
  const total = query.data?.pages[0]?.total ?? 0;

  const act = (invitation: Invitation, kind: InvitationAction) => {
    if (action.isPending) return;
    action.mutate(
      { invitationId: invitation.id, action: kind },
      {
        onSuccess: () => {
          toast.success(DONE[kind]);
          headingRef.current?.focus();
        },
        onError: (error) => reportFailure(kind, error),
      },
    );
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <PageLoading height="section" label={MSG.common.loading} />;
  } else if (!query.data) {
    body = <ListMessage tone="error" text={NETWORK_COPY.loadError} onRetry={() => void query.refetch()} />;
  } else {
    const items = query.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <ListMessage
          icon={box === 'received' ? Inbox : Send}
          text={box === 'received' ? T.receivedEmpty : T.sentEmpty}
        />
      ) : (
        <>
          <ul aria-labelledby={headingId} className="grid gap-4 md:grid-cols-2">
            {items.map((invitation) => {
              const name = invitation.member.name;
              const pending = action.isPending && action.variables?.invitationId === invitation.id;
              const busy = action.isPending || undefined;
              const when = relativeTime(invitation.createdAt, now);
              return (
                <li key={invitation.id} className="flex">
                  <PersonCard
                    person={invitation.member}
                    details={
                      <>
                        {invitation.mutualConnectionCount > 0 ? (
                          <p className="text-sm text-ink-muted">
                            {NETWORK_COPY.counts.mutual(invitation.mutualConnectionCount)}
                          </p>
                        ) : null}
                        <p className="text-sm text-ink-muted">
                          {box === 'received' ? T.receivedAt(when) : T.sentAt(when)}
                        </p>
                        {invitation.note ? (
                          <blockquote className="mt-2 rounded-control border-l-4 border-primary-200 bg-primary-50 px-3 py-2 text-ink break-words whitespace-pre-line">
                            {box === 'received' ? <span className="sr-only">{T.noteFrom(name)} </span> : null}
                            {invitation.note}
                          </blockquote>
                        ) : null}
                      </>
                    }
                    actions={
                      <div className="flex flex-wrap gap-2">
                        {box === 'received' ? (
                          <>
                            <Button
                              size="sm"
                              aria-label={A.acceptFrom(name)}
                              aria-disabled={busy}
                              onClick={() => act(invitation, 'accept')}
                            >
                              {pending && action.variables?.action === 'accept' ? (
                                <Spinner className="size-4 text-current" />
                              ) : (
                                <Check aria-hidden="true" className="size-4" />
                              )}
                              {A.accept}
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={A.declineFrom(name)}
                              aria-disabled={busy}
                              onClick={() => act(invitation, 'decline')}
                            >
                              {pending && action.variables?.action === 'decline' ? (
                                <Spinner className="size-4 text-current" />
                              ) : null}
                              {A.decline}
                            </Button>
                          </>
                        ) : (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={A.cancelTo(name)}
                            aria-disabled={busy}
                            onClick={() => act(invitation, 'cancel')}
                          >
                            {pending ? <Spinner className="size-4 text-current" /> : null}
                            {A.cancelInvitation}
                          </Button>
                        )}
                      </div>
                    }
                  />
                </li>
              );
            })}
          </ul>
          <QueryLoadMore
            query={query}
            label={NETWORK_COPY.loadMore}
            loadingLabel={MSG.common.loadingMore}
            errorText={NETWORK_COPY.loadError}
          />
        </>
      );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
        {NETWORK_COPY.tabs.withCount(label, total)}
      </h2>
      {body}
    </section>
  );
}
