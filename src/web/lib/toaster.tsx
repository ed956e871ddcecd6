import { Toaster as Sonner } from 'sonner';

/** The toasts' container, loaded on demand by toaster-host.tsx. */
export default function Toaster() {
  return (
    // sonner injects its stylesheet at runtime; the CSP allows inline styles (not scripts).
    <Sonner
      position="top-center"
      // Our tokens rather than sonner's richColors, whose success and error pairs fall below
      // WCAG AA contrast: dark text on white, with a coloured edge saying what kind it is.
      toastOptions={{
        classNames: {
          toast: 'border border-line bg-surface text-ink shadow-raised',
          description: 'text-ink-muted',
          success: 'border-l-4 border-l-success',
          error: 'border-l-4 border-l-danger',
        },
      }}
    />
  );
}
