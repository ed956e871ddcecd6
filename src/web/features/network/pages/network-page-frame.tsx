import { usePageTitle } from '@web/lib/use-page-title';
import type { ReactNode } from 'react';
import { NetworkTabs } from '../components/network-tabs';

/** A /rede tab's page: the tabs, the page's <h1>, its lead, then its content. */
export function NetworkPageFrame({
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
      <NetworkTabs />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
        {lead ? <p className="text-lg text-ink-muted">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}
