import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/** Target of the skip link and of the focus move after each navigation. */
export const MAIN_CONTENT_ID = 'conteudo-principal';

export function MainContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn('flex flex-1 flex-col', className)}>
      {children}
    </main>
  );
}
