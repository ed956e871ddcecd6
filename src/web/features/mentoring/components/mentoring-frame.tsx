import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { useQuery } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { usePageTitle } from '@web/lib/use-page-title';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { myMentorQueryOptions } from '../api';

const T = MENTORING_UI.nav;

/**
 * The mentoring area's links (Mentoras · Pedidos · Minhas mentorias · her mentor profile, named
 * 'Quero ser mentora' until she is one), as real pages; the current one says so.
 */
function MentoringNav() {
  const me = useQuery(myMentorQueryOptions());
  const tabs = [
    { to: '/mentoria', label: T.directory },
    { to: '/mentoria/pedidos', label: T.requests },
    { to: '/mentoria/minhas-mentorias', label: T.mine },
    { to: '/mentoria/ser-mentora', label: me.data ? T.myMentorProfile : T.becomeMentor },
  ];
  return (
    <nav aria-label={T.label} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-2.5 text-sm font-semibold transition-colors sm:px-4 md:text-base',
                  isActive
                    ? 'border-primary-600 text-primary-800'
                    : 'border-transparent text-ink-muted hover:border-primary-200 hover:text-primary-800',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A mentoring page: the area's links, the page's <h1> and lead, then its content. */
export function MentoringFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <MentoringNav />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
        {lead ? <p className="text-lg text-ink-muted">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}
