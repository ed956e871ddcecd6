import { cn } from '@web/lib/cn';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * Keeps an element's height to what is left of the window below the top bar, so a thread's
 * messages scroll inside it with the composer always at the bottom. The bar's height changes with
 * the width (two rows on phones) and with its content: it is measured, not assumed.
 */
function useFillViewport<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const resize = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `calc(100dvh - ${Math.max(0, Math.round(top))}px)`;
    };
    resize();
    window.addEventListener('resize', resize);
    const bar = element.closest('main')?.previousElementSibling;
    const observer = typeof ResizeObserver === 'function' && bar ? new ResizeObserver(resize) : null;
    if (bar) observer?.observe(bar);
    return () => {
      window.removeEventListener('resize', resize);
      observer?.disconnect();
      element.style.height = '';
    };
  }, [enabled]);
  return ref;
}

/**
 * /chat's frame. From 1024 px: two columns, her conversations on the left and the thread (or an
 * invitation to pick one) on the right, both filling the window. Below: one screen at a time,
 * the list as an ordinary page, a thread filling the window.
 */
export function ChatLayout({
  desktop,
  fill,
  pane,
  children,
}: {
  desktop: boolean;
  /** A thread is the screen (phones): it fills the window. */
  fill?: boolean;
  pane?: ReactNode;
  children?: ReactNode;
}) {
  const ref = useFillViewport<HTMLDivElement>(desktop || Boolean(fill));
  return (
    <div
      ref={ref}
      className={cn(
        'mx-auto flex w-full max-w-7xl flex-col',
        desktop && 'grid min-h-0 grid-cols-[minmax(20rem,26rem)_1fr] gap-0 px-6 py-4',
        !desktop && !fill && 'gap-6 px-4 py-6 md:px-6',
        fill && !desktop && 'min-h-0',
      )}
    >
      {pane ? (
        <div className={cn('flex min-h-0 flex-col', desktop && 'border-r border-line pr-4')}>{pane}</div>
      ) : null}
      {children ? (
        <div
          className={cn(
            'flex min-h-0 flex-1 flex-col bg-surface',
            desktop && 'overflow-hidden rounded-card border border-line',
          )}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
