import { SHELL_COPY } from '@domain/copy/shell';
import { COPY, MSG } from '@domain/messages';
import type { Workspaces } from '@domain/schemas/workspaces';
import { useWorkspaces } from '@web/features/access/api';
import { Button } from '@web/ui/button';
import type { DeferredDialogState } from '@web/ui/deferred-dialog';
import { FormAlert } from '@web/ui/form-alert';
import { InlineLoading } from '@web/ui/page-states';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { NavModal } from './nav-modal';
import { type WorkspaceItem, WorkspaceList } from './workspace-list';

const T = SHELL_COPY.business;

/**
 * 'Para negócios' (SPEC §2): her companies and the communities she administers or moderates,
 * from GET /api/me/workspaces, each list with its add button. The add pages return to the page
 * she was on (navigation state `from`).
 */
export function BusinessModal(state: DeferredDialogState) {
  return (
    <NavModal {...state} title={T.title} description={T.description} wide>
      {(closeOnNavigation) => <BusinessModalBody onLinkClick={closeOnNavigation} />}
    </NavModal>
  );
}

function BusinessModalBody({ onLinkClick }: { onLinkClick: (event: MouseEvent) => void }) {
  const { data, isPending, isError, refetch, isRefetching } = useWorkspaces();
  const { pathname, search } = useLocation();
  const from = `${pathname}${search}`;

  if (isPending) {
    return <InlineLoading className="mt-6" />;
  }

  if (isError) {
    return (
      <div className="mt-6 flex flex-col gap-4">
        <FormAlert>{T.loadError}</FormAlert>
        <Button
          variant="outline"
          className="min-h-11 self-start"
          disabled={isRefetching}
          onClick={() => void refetch()}
        >
          {MSG.common.retry}
        </Button>
      </div>
    );
  }

  const { companies, communities } = toItems(data);
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-2">
      <WorkspaceList
        title={T.companies}
        items={companies}
        emptyText={T.noCompanies}
        addLabel={COPY.pages.addCompany}
        addTo="/adicionar-empresa"
        from={from}
        onLinkClick={onLinkClick}
      />
      <WorkspaceList
        title={T.communities}
        items={communities}
        emptyText={T.noCommunities}
        addLabel={COPY.pages.createCommunity}
        addTo="/criar-comunidade"
        from={from}
        onLinkClick={onLinkClick}
      />
    </div>
  );
}

function toItems(workspaces: Workspaces): { companies: WorkspaceItem[]; communities: WorkspaceItem[] } {
  return {
    companies: workspaces.companies.map((company) => ({
      ...company,
      roleLabel: T.roles[company.role],
      to: `/empresas/${encodeURIComponent(company.id)}`,
    })),
    communities: workspaces.communities.map((community) => ({
      ...community,
      roleLabel: community.role === 'moderator' ? MSG.communities.moderator : T.roles.admin,
      to: `/comunidades/${encodeURIComponent(community.id)}`,
    })),
  };
}
