import { cn } from '@web/lib/cn';
import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';

/** The panel's widths (w-64, w-48) and the margin kept from the screen's edge, in px. */
const PANEL_PX = 256;
const DENSE_PANEL_PX = 192;
const EDGE_PX = 8;

export interface MenuItem {
  label: string;
  icon: LucideIcon;
  run: () => void;
}

/**
 * A '…' button that discloses a short list of actions (a conversation's, a message's, a
 * member's), as the posts' options menu does (ui/options-menu.tsx, whose panel offers only
 * 'Editar' and 'Excluir'; sharing it would also split it out of /feed's first-render chunk). The first action takes focus; Escape or a press
 * elsewhere closes it, focus going back to the button after Escape; choosing one closes it first.
 */
export function MenuDisclosure({
  label,
  items,
  toggleRef: externalToggleRef,
  dense = false,
}: {
  label: string;
  items: MenuItem[];
  /** Lets the owner give focus back to the button (after a dialog or an edit it opened). */
  toggleRef?: RefObject<HTMLButtonElement | null>;
  /** Smaller text, for a message's menu. */
  dense?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // The panel hangs from the button's right edge, unless that would cross the screen's left
  // edge (a button wrapped to the start of its row on a phone): then from its left edge.
  const [fromStart, setFromStart] = useState(false);
  const ownToggleRef = useRef<HTMLButtonElement>(null);
  const toggleRef = externalToggleRef ?? ownToggleRef;
  const boxRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    firstRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    };
    const box = boxRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    box?.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      box?.removeEventListener('keydown', onKeyDown);
    };
  }, [open, toggleRef]);

  if (items.length === 0) return null;
  return (
    <div ref={boxRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          const panelWidth = dense ? DENSE_PANEL_PX : PANEL_PX;
          setFromStart(event.currentTarget.getBoundingClientRect().right < panelWidth + EDGE_PX);
          setOpen((was) => !was);
        }}
        className="inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <ul
          id={menuId}
          className={cn(
            'absolute top-11 z-20 flex flex-col gap-1 rounded-control border border-line bg-surface p-1 shadow-overlay',
            dense ? 'w-48 text-sm' : 'w-64',
            fromStart ? 'left-0' : 'right-0',
          )}
        >
          {items.map((item, index) => (
            <li key={item.label}>
              <button
                ref={index === 0 ? firstRef : undefined}
                type="button"
                className="flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left font-semibold text-ink hover:bg-primary-50 hover:text-primary-800"
                onClick={() => {
                  setOpen(false);
                  item.run();
                }}
              >
                <item.icon aria-hidden="true" className="size-4 text-ink-muted" />
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
