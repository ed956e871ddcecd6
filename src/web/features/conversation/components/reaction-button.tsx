import { CONVERSATION_CARD_COPY as CONVERSATION_COPY } from '@domain/copy/conversation-card';
import type { ReactionKind } from '@domain/enums';
import type { ReactionSummary } from '@domain/schemas/conversation';
import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useReaction } from '../reactions-api';
import { ReactionIcon } from './reaction-icon';

const T = CONVERSATION_COPY.reactions;

// The five kinds load the first time she opens them.
const ReactionChooser = lazy(() => import('./reaction-chooser'));

export const barButtonClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-3 text-sm font-semibold text-ink-muted ' +
  'transition-colors hover:bg-primary-50 hover:text-primary-800 aria-disabled:cursor-progress';

interface ReactionButtonProps {
  postId: string;
  reactions: ReactionSummary;
}

/**
 * Her reaction to a post: the main button ('Curtir', or her reaction's name, pressed while she
 * has one) reacts or takes it back; the small button beside it opens the five kinds, a group of
 * buttons (reaction-chooser.tsx). While one change is on its way, further presses are ignored:
 * no two requests ever contradict each other.
 */
export function ReactionButton({ postId, reactions }: ReactionButtonProps) {
  const react = useReaction(postId);
  const groupId = useId();
  const mainRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [open, setOpen] = useState(false);
  const mine = reactions.mine;

  const send = (kind: ReactionKind | null) => {
    if (sending.current) return;
    sending.current = true;
    react.mutate(kind, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const close = (focus: 'main' | 'toggle' | null) => {
    setOpen(false);
    (focus === 'main' ? mainRef : focus === 'toggle' ? toggleRef : null)?.current?.focus();
  };

  return (
    <div ref={containerRef} className="relative flex items-center">
      <button
        ref={mainRef}
        type="button"
        aria-pressed={mine !== null}
        aria-disabled={react.isPending || undefined}
        onClick={() => send(mine ? null : 'like')}
        className={cn(barButtonClasses, 'rounded-r-none pr-2', mine && 'text-primary-700')}
      >
        <ReactionIcon kind={mine ?? 'like'} className={cn(mine && 'fill-primary-100')} />
        {mine ? T.labels[mine] : T.react}
      </button>
      <button
        ref={toggleRef}
        type="button"
        aria-label={T.choose}
        title={T.choose}
        aria-expanded={open}
        aria-controls={open ? groupId : undefined}
        onClick={() => setOpen((was) => !was)}
        className={cn(barButtonClasses, 'w-11 rounded-l-none px-0')}
      >
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReactionChooser
            id={groupId}
            mine={mine}
            busy={react.isPending}
            container={containerRef}
            onChoose={(kind) => {
              send(kind === mine ? null : kind);
              close('main');
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
