import { CONVERSATION_CARD_COPY } from '@domain/copy/conversation-card';
import { REACTION_KINDS, type ReactionKind } from '@domain/enums';
import { cn } from '@web/lib/cn';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { ReactionIcon } from './reaction-icon';

const T = CONVERSATION_CARD_COPY.reactions;

interface ReactionChooserProps {
  id: string;
  mine: ReactionKind | null;
  busy: boolean;
  /** The reaction button's box: a press outside it closes the group. */
  container: RefObject<HTMLDivElement | null>;
  onChoose: (kind: ReactionKind) => void;
  /** Closes; `focus` says which button takes focus back ('toggle' after Escape). */
  onClose: (focus: 'toggle' | null) => void;
}

/**
 * The five kinds, a group of buttons under the reaction button (her current one pressed, and
 * focused when the group opens). The arrow keys, Home and End move between them; Escape closes
 * and gives focus back to 'Escolher reação'; choosing her current kind takes it back.
 */
export default function ReactionChooser({
  id,
  mine,
  busy,
  container,
  onChoose,
  onClose,
}: ReactionChooserProps) {
  const optionRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Focus goes to her reaction when the group opens, not whenever it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    optionRefs.current[mine ? REACTION_KINDS.indexOf(mine) : 0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose('toggle');
      return;
    }
    const options = optionRefs.current;
    const at = options.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined && at >= 0) next = (at + step + options.length) % options.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    if (next === null) return;
    event.preventDefault();
    options[next]?.focus();
  };

  return (
    <fieldset
      id={id}
      onKeyDown={onKeyDown}
      className="absolute top-full left-0 z-20 mt-1 flex w-52 animate-menu-in flex-col gap-1 rounded-control border border-line bg-surface p-1 shadow-overlay"
    >
      <legend className="sr-only">{T.choices}</legend>
      {REACTION_KINDS.map((kind, index) => (
        <button
          key={kind}
          ref={(node) => {
            optionRefs.current[index] = node;
          }}
          type="button"
          aria-pressed={mine === kind}
          aria-disabled={busy || undefined}
          onClick={() => onChoose(kind)}
          className={cn(
            'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left font-semibold text-ink hover:bg-primary-50 hover:text-primary-800',
            mine === kind && 'bg-primary-50 text-primary-800',
          )}
        >
          <ReactionIcon kind={kind} className="text-primary-700" />
          {T.labels[kind]}
        </button>
      ))}
    </fieldset>
  );
}
