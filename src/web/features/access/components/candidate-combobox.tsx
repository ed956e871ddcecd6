import { ACCESS_COPY } from '@domain/copy/access';
import { INVITATIONS_COPY } from '@domain/copy/invitations';
import { SEARCH_QUERY_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import { inviteeEmailField } from '@domain/schemas/invitations';
import { cn } from '@web/lib/cn';
import { Avatar } from '@web/ui/avatar';
import type { FieldControlProps } from '@web/ui/form-field';
import { inputClasses } from '@web/ui/input';
import { Spinner } from '@web/ui/spinner';
import { Mail, Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { useCandidateSearch } from '../api';
import { type AccessCandidate, type GrantTarget, type Invitee, roleLabel } from '../targets/target';

interface CandidateComboboxProps {
  target: GrantTarget;
  targetId: string;
  /** Label, hint and error wiring from the FormField around it. */
  control: FieldControlProps;
  /** The form focuses this field when nobody was picked. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** Role of each current member, by user id: shown next to a candidate who already has one. */
  currentRoles: ReadonlyMap<string, string>;
  onPick: (invitee: Invitee) => void;
}

export function candidateName(candidate: AccessCandidate): string {
  return candidate.fullName || candidate.email || candidate.userId;
}

/** How the form names whom it invites: her name, or the address typed. */
export function inviteeName(invitee: Invitee): string {
  return invitee.kind === 'member' ? candidateName(invitee.candidate) : invitee.email;
}

/** The text as an address typed in full (lower-cased), or null. */
function fullAddress(text: string): string | null {
  const parsed = inviteeEmailField.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * 'Buscar usuária...': a combobox (ARIA 1.2, list popup) over the people she may grant access to.
 * Focus stays in the field; ArrowDown/ArrowUp move through the options, Enter picks, Escape
 * closes (and, when closed, clears the text). A click or tap picks too. People are found by
 * name only, under 'Profissionais': access is granted to people, so companies and communities,
 * which the overlay's search also finds, are never offered here. An address typed in full
 * offers one option of its own, 'Convidar …' (an invitation by e-mail), and is never searched:
 * nobody is found by e-mail.
 */
export function CandidateCombobox({
  target,
  targetId,
  control,
  inputRef,
  onBlur,
  currentRoles,
  onPick,
}: CandidateComboboxProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const address = fullAddress(text);
  const search = useCandidateSearch(target, targetId, address ? '' : text);
  const people = search.status === 'done' ? search.results : [];
  const options: Invitee[] = address
    ? [{ kind: 'email', email: address }]
    : people.map((candidate) => ({ kind: 'member', candidate }));
  const expanded = open && (address !== null || search.status !== 'idle');
  const popupId = useId();
  const groupLabelId = useId();
  const optionId = (index: number) => `${popupId}-option-${index}`;
  const activeIndex = expanded && active < options.length ? active : -1;

  const pick = (invitee: Invitee) => {
    onPick(invitee);
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!address && search.status === 'idle') return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + count + (activeIndex === -1 && step === -1 ? 1 : 0)) % count);
    } else if (event.key === 'Enter') {
      const option = options[activeIndex];
      // Enter never submits the form from here: it picks, or does nothing.
      if (expanded || option) event.preventDefault();
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  const announcement = address
    ? INVITATIONS_COPY.grant.emailOption(address)
    : search.status === 'loading'
      ? ACCESS_COPY.search.searching
      : search.status === 'done'
        ? people.length === 0
          ? ACCESS_COPY.search.empty(search.query)
          : ACCESS_COPY.search.resultCount(people.length)
        : '';

  // Options take no key events of their own: the keyboard picks from the field (aria-activedescendant).
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option',
    'aria-selected': index === activeIndex,
    tabIndex: -1,
    // Keeps focus (and the open list) in the field; the click then picks.
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onClick: () => pick(options[index]!),
    onMouseMove: () => setActive(index),
    className: cn(
      'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 py-2',
      index === activeIndex && 'bg-primary-50 outline-2 -outline-offset-2 outline-focus',
    ),
  });

  let popup: ReactNode;
  if (address) {
    popup = (
      <>
        <p id={groupLabelId} className="px-2 py-1 text-sm font-semibold text-ink-muted">
          {INVITATIONS_COPY.grant.emailGroup}
        </p>
        <div role="listbox" aria-labelledby={groupLabelId}>
          <div {...optionProps(0)}>
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-700">
              <Mail aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-ink">
                {INVITATIONS_COPY.grant.emailOption(address)}
              </span>
              <span className="block text-sm text-ink-muted">{INVITATIONS_COPY.grant.emailHint}</span>
            </span>
          </div>
        </div>
      </>
    );
  } else if (search.status === 'loading') {
    popup = (
      <p className="flex items-center gap-2 px-2 py-2 text-sm text-ink-muted">
        <Spinner className="size-5" />
        {ACCESS_COPY.search.searching}
      </p>
    );
  } else if (people.length === 0) {
    popup = <p className="px-2 py-2 text-sm text-ink-muted">{announcement}</p>;
  } else {
    popup = (
      <>
        {/* The group's title names the list: only one group, so no role="group" inside it. */}
        <p id={groupLabelId} className="px-2 py-1 text-sm font-semibold text-ink-muted">
          {ACCESS_COPY.search.professionals}
        </p>
        <div role="listbox" aria-labelledby={groupLabelId}>
          {people.map((candidate, index) => {
            const name = candidateName(candidate);
            const role = currentRoles.get(candidate.userId);
            const detail = [
              candidate.fullName ? candidate.email : null,
              role ? ACCESS_COPY.search.currentRole(roleLabel(target, role)) : null,
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <div key={candidate.userId} {...optionProps(index)}>
                <Avatar name={name} src={candidate.profileImageUrl} size="md" decorative />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink">{name}</span>
                  {detail ? <span className="block truncate text-sm text-ink-muted">{detail}</span> : null}
                </span>
              </div>
            );
          })}
        </div>
      </>
    );
  }

  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
      />
      <input
        {...control}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={MSG.access.searchPlaceholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={popupId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        className={cn(inputClasses, 'pl-10')}
      />
      {/* Announces the search's progress and outcome while focus stays in the field. */}
      <span role="status" className="sr-only">
        {expanded ? announcement : ''}
      </span>

      <div
        id={popupId}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-control border border-line bg-surface p-2 shadow-card"
      >
        {popup}
      </div>
    </div>
  );
}
