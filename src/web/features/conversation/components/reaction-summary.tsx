import { CONVERSATION_CARD_COPY as CONVERSATION_COPY } from '@domain/copy/conversation-card';
import type { ReactionSummary as Summary } from '@domain/schemas/conversation';
import { DeferredDialog } from '@web/ui/deferred-dialog';
import { lazy } from 'react';
import { kindsByCount } from '../lib/reactions';
import { barButtonClasses } from './reaction-button';
import { ReactionBadge } from './reaction-icon';

const T = CONVERSATION_COPY.reactions;

// 'Quem reagiu' (the dialog, its tabs and its list) loads the first time she opens it.
const ReactorsDialog = lazy(() => import('./reactors-dialog'));

/** How many kinds the summary pictures before the total. */
const KINDS_SHOWN = 3;

/**
 * The post's reactions in one line: the pictures of the kinds most given and the total
 * ('12 reações'), which opens 'Quem reagiu'. Screen readers also hear the count of each kind.
 */
export function ReactionSummary({ postId, reactions }: { postId: string; reactions: Summary }) {
  if (reactions.total <= 0) return null;
  const kinds = kindsByCount(reactions);
  return (
    <DeferredDialog
      trigger={
        <button type="button" className={`${barButtonClasses} -ml-2 gap-1.5 px-2 font-normal`}>
          <span className="flex -space-x-1.5">
            {kinds.slice(0, KINDS_SHOWN).map(([kind]) => (
              <ReactionBadge key={kind} kind={kind} />
            ))}
          </span>
          <span className="hover:underline">{T.total(reactions.total)}</span>
          <span className="sr-only">: {T.breakdown(kinds)}</span>
        </button>
      }
    >
      {(state) => <ReactorsDialog {...state} postId={postId} reactions={reactions} />}
    </DeferredDialog>
  );
}
