import { CONVERSATION_COPY } from '@domain/copy/conversation';
import type { ReactionKind } from '@domain/enums';
import { formatCount } from '@domain/rules/plural';
import type { ReactionSummary } from '@domain/schemas/conversation';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Avatar } from '@web/ui/avatar';
import type { DeferredDialogState } from '@web/ui/deferred-dialog';
import { Dialog, DialogContent } from '@web/ui/dialog';
import { LoadMore } from '@web/ui/load-more';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { kindsByCount } from '../lib/reactions';
import { reactorsInfiniteQueryOptions } from '../reactions-api';
import { ReactionBadge } from './reaction-icon';

const T = CONVERSATION_COPY.reactions;

type Tab = ReactionKind | 'all';

const tabClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-control px-3 text-sm font-semibold text-primary-800 ' +
  'hover:bg-primary-100 data-[state=active]:bg-surface data-[state=active]:text-primary-900 data-[state=active]:shadow-card';

interface ReactorsDialogProps extends DeferredDialogState {
  postId: string;
  reactions: ReactionSummary;
}

/**
 * 'Quem reagiu': everyone who reacted, newest first, a keyset page at a time ('Ver mais
 * pessoas'), with a tab per kind given ('Todas · 12', 'Curtir · 5' …). Loaded when first opened.
 */
export default function ReactorsDialog({
  open,
  onOpenChange,
  returnFocus,
  postId,
  reactions,
}: ReactorsDialogProps) {
  const [tab, setTab] = useState<Tab>('all');
  const kinds = kindsByCount(reactions);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={T.whoReacted} description={T.whoReactedHint} onCloseAutoFocus={returnFocus}>
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-4">
          <Tabs.List aria-label={T.filter} className="flex flex-wrap gap-1 rounded-card bg-primary-50 p-1">
            <Tabs.Trigger value="all" className={tabClasses}>
              {T.allTab(reactions.total)}
            </Tabs.Trigger>
            {kinds.map(([kind, n]) => (
              <Tabs.Trigger key={kind} value={kind} className={tabClasses}>
                <ReactionBadge kind={kind} className="size-5 ring-0" />
                {`${T.labels[kind]} · ${formatCount(n)}`}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Focusable (Radix gives the panel a tab stop), so the list scrolls from the keyboard too. */}
          <Tabs.Content value={tab} className="mt-4 max-h-[55dvh] overflow-y-auto rounded-control">
            <ReactorList postId={postId} kind={tab === 'all' ? null : tab} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}

function ReactorList({ postId, kind }: { postId: string; kind: ReactionKind | null }) {
  const query = useInfiniteQuery(reactorsInfiniteQueryOptions(postId, kind));
  if (query.isPending) return <InlineLoading />;
  if (query.isError && !query.data) {
    return <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="py-2 text-ink-muted">{T.empty}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-1">
        {items.map(({ member, kind: given }) => (
          <li key={member.id} className="flex min-h-11 items-center gap-3 py-1">
            <span className="relative">
              <Avatar name={member.name} src={member.imageUrl} size="md" decorative />
              <ReactionBadge kind={given} className="absolute -right-1 -bottom-1 size-5" />
            </span>
            <span className="min-w-0 flex-1">
              {member.slug ? (
                <Link
                  to={`/m/${encodeURIComponent(member.slug)}`}
                  className="block truncate rounded-sm font-semibold text-ink hover:text-primary-700 hover:underline"
                >
                  {member.name}
                </Link>
              ) : (
                <span className="block truncate font-semibold text-ink">{member.name}</span>
              )}
              {member.professionalTitle ? (
                <span className="block truncate text-sm text-ink-muted">{member.professionalTitle}</span>
              ) : null}
            </span>
            <span className="text-sm text-ink-muted">{T.labels[given]}</span>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <LoadMore
          onLoadMore={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          label={T.more}
          loadingLabel={CONVERSATION_COPY.comments.loadingMore}
          errorText={T.loadError}
        />
      ) : null}
    </div>
  );
}
