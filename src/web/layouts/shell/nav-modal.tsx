import { cn } from '@web/lib/cn';
import { Dialog, DialogContent, DialogTrigger } from '@web/ui/dialog';
import { type MouseEvent, type ReactElement, type ReactNode, useState } from 'react';
import { useCloseOnNavigation } from './use-close-on-navigation';

interface NavModalProps {
  trigger: ReactElement;
  title: string;
  description: string;
  /** Two columns from md up. */
  wide?: boolean;
  /** The body; put `closeOnNavigation` on its links (or a container of them). */
  children: (closeOnNavigation: (event: MouseEvent) => void) => ReactNode;
}

/** A modal of the shell opened by `trigger`: closes when she follows one of its links, scrolls on short screens. */
export function NavModal({ trigger, title, description, wide = false, children }: NavModalProps) {
  const [open, setOpen] = useState(false);
  const closeOnNavigation = useCloseOnNavigation(setOpen);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={title}
        description={description}
        className={cn('max-h-[calc(100dvh-2rem)] overflow-y-auto', wide && 'md:max-w-2xl')}
      >
        {children(closeOnNavigation)}
      </DialogContent>
    </Dialog>
  );
}
