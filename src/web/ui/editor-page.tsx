import { MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface EditorPageProps {
  title: string;
  /** One sentence under the title saying what the page is for. */
  intro?: ReactNode;
  /** Where the close button (X) goes; SPEC §2: the editors return to the feed. */
  closeTo?: string;
  children: ReactNode;
}

/**
 * The shell of the profile editors (experience, education, projects, job preferences): the page
 * title as <h1>, a short intro, and a close button back to the feed. Mobile-first: one column,
 * wider from md up.
 */
export function EditorPage({ title, intro, closeTo = '/feed', children }: EditorPageProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <header className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
          {intro ? <p className="text-ink-muted">{intro}</p> : null}
        </div>
        <Link
          to={closeTo}
          aria-label={MSG.common.close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800"
        >
          <X aria-hidden="true" className="size-6" />
        </Link>
      </header>
      {children}
    </div>
  );
}
