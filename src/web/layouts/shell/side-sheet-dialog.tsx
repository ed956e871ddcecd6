import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import type { DeferredDialogState } from '@web/ui/deferred-dialog';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { useCloseOnNavigation } from './use-close-on-navigation';

export interface SideSheetProps {
  side: 'left' | 'right';
  /** The control that opens the sheet; focus returns to it when the sheet closes. */
  trigger: ReactElement;
  /** Names the sheet for assistive technology. */
  title: string;
  /** Shown instead of the title at the top (the title then stays for screen readers only). */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * A panel sliding over the page from one side: the shell's drawer (right) and personal menu
 * (left). A Radix modal dialog, like ui/dialog: focus moves in and is trapped, Escape, the overlay
 * and the close button dismiss it, focus returns to the trigger, the page behind is inert. Loaded
 * when first opened (side-sheet.tsx), which keeps the trigger.
 */
export default function SideSheetDialog({
  side,
  title,
  header,
  children,
  open,
  onOpenChange,
  returnFocus,
}: SideSheetProps & DeferredDialogState) {
  // Any in-app link inside closes it, modals opened from it included (clicks bubble out of portals).
  const onClick = useCloseOnNavigation(onOpenChange);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-primary-950/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onClick={onClick}
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(22rem,calc(100%-3rem))] animate-menu-in flex-col bg-surface shadow-overlay',
            side === 'left' ? 'left-0 rounded-r-panel' : 'right-0 rounded-l-panel',
          )}
        >
          <div className="flex items-start gap-2 border-b border-line p-4">
            <RadixDialog.Title
              className={cn('text-lg font-bold text-ink', header ? 'sr-only' : 'flex-1 pt-2')}
            >
              {title}
            </RadixDialog.Title>
            {header ? <div className="min-w-0 flex-1">{header}</div> : null}
            <RadixDialog.Close
              aria-label={MSG.common.close}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
