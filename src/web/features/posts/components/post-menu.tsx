import { FEED_COPY } from '@domain/copy/feed';
import { Ellipsis } from 'lucide-react';
import { lazy, type RefObject, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { PostMenuActions } from './post-menu-panel';

const T = FEED_COPY.card;

// 'Editar' and 'Excluir' (and the confirmation) load the first time she opens the menu.
const PostMenuPanel = lazy(() => import('./post-menu-panel'));

export interface PostMenuProps extends PostMenuActions {
  /** Lets the card give focus back to the button after an edit is cancelled. */
  toggleRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The author's own controls on a post (SPEC §4: view, edit, delete confirmation): a button that
 * discloses 'Editar' and 'Excluir' (post-menu-panel.tsx). Escape or a click elsewhere closes it;
 * 'Excluir' opens the shared confirmation dialog, which returns focus to it when dismissed.
 */
export function PostMenu({ toggleRef: externalToggleRef, ...panel }: PostMenuProps) {
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
    <div ref={containerRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        aria-label={T.menu}
        title={T.menu}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PostMenuPanel {...panel} id={menuId} container={containerRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
