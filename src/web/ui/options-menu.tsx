import { cn } from '@web/lib/cn';
import { Ellipsis } from 'lucide-react';
import {
  type ComponentType,
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import type { OptionsMenuActions, OptionsMenuPanelProps } from './options-menu-panel';

export type { OptionsMenuLabels } from './options-menu-panel';

// By default the panel loads the first time she opens a menu (the post's: issue 14's budget for
// /feed's first render).
const LazyPanel = lazy(() => import('./options-menu-panel'));

interface OptionsMenuProps extends OptionsMenuActions {
  /** What it discloses: options-menu-panel.tsx, loaded on demand unless given. */
  Panel?: ComponentType<OptionsMenuPanelProps>;
  /** Lets the owner give focus back to the button (after an edit is cancelled). */
  toggleRef?: RefObject<HTMLButtonElement | null>;
  /** The box's own classes (its offset beside the header). */
  className?: string;
}

/**
 * A post's or a comment's options (SPEC §4: edit, delete confirmation): a '…' button that
 * discloses 'Editar' and 'Excluir' (options-menu-panel.tsx). Escape or a press elsewhere closes
 * it, focus going back to the button after Escape; 'Excluir' opens the shared confirmation
 * dialog, which returns focus to it when dismissed.
 */
export function OptionsMenu({
  Panel = LazyPanel,
  toggleRef: externalToggleRef,
  className,
  ...panel
}: OptionsMenuProps) {
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const ownToggleRef = useRef<HTMLButtonElement>(null);
  const toggleRef = externalToggleRef ?? ownToggleRef;
  const [open, setOpen] = useState(false);

  const close = useCallback(
    (refocus: boolean) => {
      setOpen(false);
      if (refocus) toggleRef.current?.focus();
    },
    [toggleRef],
  );

  return (
    <div ref={containerRef} className={cn('relative', className)}>
      <button
        ref={toggleRef}
        type="button"
        aria-label={panel.labels.menu}
        title={panel.labels.menu}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Panel {...panel} id={menuId} container={containerRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
