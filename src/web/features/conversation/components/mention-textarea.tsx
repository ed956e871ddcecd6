import { CONVERSATION_COPY } from '@domain/copy/conversation';
import type { MemberRef } from '@domain/schemas/conversation';
import { useQuery } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { Avatar } from '@web/ui/avatar';
import { textareaClasses } from '@web/ui/textarea';
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { mentionSuggestionsQueryOptions } from '../comments-api';
import { mentionQueryAt } from '../lib/mention-text';

const T = CONVERSATION_COPY.mentions;

/** Whether two names typed are the same one, further along (or taken back). */
function related(a: string, b: string): boolean {
  const x = a.toLocaleLowerCase('pt-BR');
  const y = b.toLocaleLowerCase('pt-BR');
  return x.startsWith(y) || y.startsWith(x);
}

/** How long she stops typing before the suggestions are asked for. */
export const MENTION_DEBOUNCE_MS = 250;

export interface MentionTextareaProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'onChange' | 'role' | 'defaultValue'> {
  /** What she sees: mentions as '@Name'. */
  value: string;
  onValueChange: (value: string) => void;
  /** She picked this member: her '@Name' in the text stands for her id from now on. */
  onMention: (member: MemberRef) => void;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T) {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T }).current = node;
}

/**
 * A text field that suggests members while she types '@' and a name (ARIA 1.2 combobox with a
 * list popup): the suggestions come from the server once she pauses; ArrowDown/ArrowUp move
 * through them, Enter or a click inserts '@Name', Escape closes the list (and it stays closed
 * for that '@'). Focus never leaves the field; the active option is its aria-activedescendant.
 */
export function MentionTextarea({
  value,
  onValueChange,
  onMention,
  onKeyDown,
  onBlur,
  ref,
  className,
  'aria-describedby': describedBy,
  ...props
}: MentionTextareaProps) {
  const popupId = useId();
  const hintId = useId();
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  // The '@' whose list she closed (or picked from): no list for it again.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const pendingCaret = useRef<number | null>(null);

  const query = caret === null ? null : mentionQueryAt(value, caret);
  const live = query && query.start !== dismissed && query.text.length > 0 ? query : null;
  const debounced = useDebouncedValue(live?.text ?? '', MENTION_DEBOUNCE_MS);
  const suggestions = useQuery({
    ...mentionSuggestionsQueryOptions(debounced),
    enabled: live !== null && debounced.length > 0,
    // While she types on the same name, the last names found stay until the next answer.
    placeholderData: (previous, previousQuery) =>
      previousQuery && related(String(previousQuery.queryKey[2]), debounced) ? previous : undefined,
  });
  const people = live && related(live.text, debounced) ? (suggestions.data ?? []) : [];
  const settled = live !== null && debounced === live.text && !suggestions.isFetching;
  // 'Nenhuma pessoa encontrada.' only for a single word: after a space she is likely just writing.
  const expanded =
    live !== null && (people.length > 0 || (settled && suggestions.isSuccess && !live.text.includes(' ')));
  const activeIndex = people.length > 0 ? Math.min(active, people.length - 1) : -1;
  const optionId = (index: number) => `${popupId}-option-${index}`;

  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  // After a pick has rendered its text, the caret goes right after the inserted name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new value
  useLayoutEffect(() => {
    const at = pendingCaret.current;
    if (at === null || !inner.current) return;
    pendingCaret.current = null;
    inner.current.setSelectionRange(at, at);
    setCaret(at);
  }, [value]);

  const track = (event: SyntheticEvent<HTMLTextAreaElement>) => setCaret(event.currentTarget.selectionStart);

  const pick = (member: MemberRef) => {
    if (!live || caret === null) return;
    const before = value.slice(0, live.start);
    const inserted = `@${member.name} `;
    const after = value.slice(caret).replace(/^ /, '');
    onMention(member);
    setDismissed(live.start);
    pendingCaret.current = before.length + inserted.length;
    onValueChange(before + inserted + after);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
    if (expanded && plain) {
      const count = people.length;
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + count) % count);
        return;
      }
      if (event.key === 'Enter' && activeIndex >= 0) {
        event.preventDefault();
        const member = people[activeIndex];
        if (member) pick(member);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only: not the form, nor a dialog around it.
        event.preventDefault();
        event.stopPropagation();
        if (live) setDismissed(live.start);
        return;
      }
    }
    onKeyDown?.(event);
  };

  const announcement = !live
    ? ''
    : people.length > 0
      ? T.found(people.length)
      : settled && suggestions.isSuccess
        ? T.none
        : T.searching;

  return (
    <div className="relative">
      <textarea
        {...props}
        ref={setRefs}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={popupId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          const at = event.target.selectionStart;
          const typing = mentionQueryAt(next, at);
          // A fresh '@' opens suggestions again, even where a closed one stood.
          if (typing && typing.text === '') setDismissed(null);
          setActive(0);
          setCaret(at);
          onValueChange(next);
        }}
        onSelect={track}
        onFocus={track}
        onBlur={(event) => {
          setCaret(null);
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
        className={cn(textareaClasses, className)}
      />
      <span id={hintId} className="sr-only">
        {T.hint}
      </span>
      {/* Announces the search's outcome while focus stays in the field. */}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <div
        id={popupId}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-control border border-line bg-surface p-1 shadow-overlay"
      >
        {people.length > 0 ? (
          <div role="listbox" aria-label={T.suggestions}>
            {people.map((member, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the field (aria-activedescendant)
              <div
                key={member.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => pick(member)}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 py-1.5',
                  index === activeIndex && 'bg-primary-50 outline-2 -outline-offset-2 outline-focus',
                )}
              >
                <Avatar name={member.name} src={member.imageUrl} size="sm" decorative />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink">{member.name}</span>
                  {member.professionalTitle ? (
                    <span className="block truncate text-sm text-ink-muted">{member.professionalTitle}</span>
                  ) : null}
                </span>
              </div>
            ))}
          </div>
        ) : (
          <p className="px-2 py-2 text-sm text-ink-muted">{T.none}</p>
        )}
      </div>
    </div>
  );
}
