import { NETWORK_COPY } from '@domain/copy/network';
import { useQuery } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { NavLink } from 'react-router';
import { networkSummaryQueryOptions } from '../api';

const T = NETWORK_COPY.tabs;

/** /rede's tabs, as real links: each is a page of its own (and an address to share). */
export const NETWORK_TABS = [
  { to: '/rede', label: T.communities },
  { to: '/rede/pessoas', label: T.people },
  { to: '/rede/convites', label: T.invitations },
  { to: '/rede/conexoes', label: T.connections },
] as const;

/**
 * 'Sua rede': Comunidades · Pessoas · Convites (with the invitations waiting for her answer) ·
 * Conexões. The current page's link says so (aria-current="page").
 */
export function NetworkTabs({ className }: { className?: string }) {
  const summary = useQuery(networkSummaryQueryOptions());
  const waiting = summary.data?.invitationsReceived ?? 0;
  return (
    <nav aria-label={T.label} className={cn('-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0', className)}>
      <ul className="flex min-w-max gap-1 border-b border-line">
        {NETWORK_TABS.map((tab) => (
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
              {tab.to === '/rede/convites' ? T.withCount(tab.label, waiting) : tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
