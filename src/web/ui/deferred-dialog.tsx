import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useRef,
  useState,
} from 'react';

/** What a dialog loaded on demand gets from its trigger's owner. */
export interface DeferredDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For the dialog content's onCloseAutoFocus: gives focus back to the trigger. */
  returnFocus: (event: Event) => void;
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}

/**
 * A trigger for a dialog whose code loads the first time it opens: the trigger stays the same
 * element before and after (its own onClick and ref kept), and focus comes back to it on close.
 * `loaded` turns true at the first opening and stays so, which keeps Radix's closing in place.
 */
export function useDeferredDialog(
  trigger: ReactElement,
  open: boolean,
  onOpenChange: (open: boolean) => void,
) {
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  const triggerRef = useRef<HTMLElement | null>(null);
  const element = trigger as ReactElement<TriggerProps>;
  const ownRef = element.props.ref;

  const setRef = useCallback(
    (node: HTMLElement | null) => {
      triggerRef.current = node;
      if (typeof ownRef === 'function') ownRef(node);
      else if (ownRef) (ownRef as { current: HTMLElement | null }).current = node;
    },
    [ownRef],
  );

  const triggerElement = cloneElement(element, {
    ref: setRef,
    onClick: (event: MouseEvent) => {
      element.props.onClick?.(event);
      if (!event.defaultPrevented) onOpenChange(true);
    },
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
  });

  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, []);

  return { triggerElement, loaded, state: { open, onOpenChange, returnFocus } satisfies DeferredDialogState };
}

interface DeferredDialogProps {
  /** The control that opens the dialog (a button). */
  trigger: ReactElement;
  /** The dialog (usually a lazy component), given its state; rendered from the first opening. */
  children: (state: DeferredDialogState) => ReactNode;
}

/**
 * A dialog whose code (Radix and its content) loads the first time it is opened, not with the
 * page: until then only its trigger is there.
 */
export function DeferredDialog({ trigger, children }: DeferredDialogProps) {
  const [open, setOpen] = useState(false);
  const { triggerElement, loaded, state } = useDeferredDialog(trigger, open, setOpen);
  return (
    <>
      {triggerElement}
      {loaded ? <Suspense fallback={null}>{children(state)}</Suspense> : null}
    </>
  );
}
