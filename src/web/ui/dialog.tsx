import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';

/*
 * Modal dialog on Radix: focus moves in and is trapped while open, Escape and the close button
 * dismiss it, focus returns to the control that opened it, and the page behind is hidden from
 * assistive technology. Title and description are required, so it is always announced properly.
 */

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Where focus goes on close, for a dialog opened without a DialogTrigger (deferred-dialog.tsx). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function DialogContent({
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-primary-950/60" />
      <RadixDialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'rounded-panel bg-surface p-6 shadow-overlay',
          className,
        )}
      >
        <RadixDialog.Title className="pr-10 text-lg font-bold text-ink">{title}</RadixDialog.Title>
        <RadixDialog.Description className="mt-2 text-ink-muted">{description}</RadixDialog.Description>
        {children}
        <RadixDialog.Close
          aria-label={MSG.common.close}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800"
        >
          <X aria-hidden="true" className="size-5" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Buttons row at the bottom of a dialog: stacked on phones, right-aligned from md up. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 md:flex-row md:justify-end">{children}</div>;
}
