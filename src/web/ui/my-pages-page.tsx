import { usePageTitle } from '@web/lib/use-page-title';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import { ListHeader } from './list-header';

interface MyPagesPageProps {
  title: string;
  lead: string;
  /** The create button's label ('Criar Comunidade', 'Nova Página Corporativa'). */
  createLabel: string;
  /** The create page's address. */
  createTo: string;
  /** This page's address: where the create page returns to (SPEC §2: navigation state 'from'). */
  returnTo: string;
  /** The list; `createAction` is the create button again, for its empty state. */
  children: (createAction: ReactNode) => ReactNode;
}

/** Her pages (/minhas-comunidades, /minhas-empresas): the title with a create button, then the list. */
export function MyPagesPage({ title, lead, createLabel, createTo, returnTo, children }: MyPagesPageProps) {
  usePageTitle(title);
  const createButton = (variant: 'primary' | 'outline') => (
    <ButtonLink to={createTo} state={{ from: returnTo }} variant={variant}>
      <Plus aria-hidden="true" className="size-4" />
      {createLabel}
    </ButtonLink>
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <ListHeader title={title} lead={lead} actions={createButton('primary')} />
      {children(createButton('outline'))}
    </div>
  );
}
