import { cn } from '@web/lib/cn';
import type { DeferredDialogState } from '@web/ui/deferred-dialog';
import { Dialog, DialogContent } from '@web/ui/dialog';
import type { MouseEvent, ReactNode } from 'react';
import { useCloseOnNavigation } from './use-close-on-navigation';

interface NavModalProps extends DeferredDialogState {
  title: string;
  description: string;
  /** Two columns from md up. */
  wide?: boolean;
  /** The body; put `closeOnNavigation` on its links (or a container of them). */
  children: (closeOnNavigation: (event: MouseEvent) => void) => ReactNode;
}

/** A modal of the shell (its trigger is shell-modal.tsx's): closes when she follows one of its links, scrolls on short screens. */
export function NavModal({
  open,
  onOpenChange,
  returnFocus,
  title,
  description,
  wide = false,
  children,
}: NavModalProps) {
  const closeOnNavigation = useCloseOnNavigation(onOpenChange);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={returnFocus}
        title={title}
        description={description}
        className={cn('max-h-[calc(100dvh-2rem)] overflow-y-auto', wide && 'md:max-w-2xl')}
      >
        {children(closeOnNavigation)}
      </DialogContent>
    </Dialog>
  );
}
