import { MODERATION_COPY } from '@domain/copy/moderation';
import { SHELL_COPY } from '@domain/copy/shell';
import { grantAccessPath, workspaceInPath } from '@domain/rules/navigation';
import { useWorkspaces } from '@web/features/access/api';
import { SignOutEverywhere } from '@web/features/auth';
import { useAuth } from '@web/lib/auth-provider';
import type { DeferredDialogState } from '@web/ui/deferred-dialog';
import { KeyRound, type LucideIcon, ShieldAlert, UserCog } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { NavModal } from './nav-modal';

const T = SHELL_COPY.settings;

/**
 * 'Configurações e Pagamentos' (SPEC §2): her account; 'Concessão de Acesso' only when a company
 * or community id is in the address; the moderation queue for those who moderate; and ending
 * every session (no payments row until payments exist: nothing 'Em breve').
 */
export function SettingsModal(state: DeferredDialogState) {
  const workspace = workspaceInPath(useLocation().pathname);
  // The queue (issue 19): platform administrators, and the admins and moderators of a community.
  const platformModerator = useAuth().user?.viewer.canModerate === true;
  const moderatedCommunities = useWorkspaces().data?.communities.length ?? 0;
  const moderates = platformModerator || moderatedCommunities > 0;

  return (
    <NavModal {...state} title={T.title} description={T.description}>
      {(closeOnNavigation) => (
        <>
          <ul className="mt-6 flex flex-col gap-1">
            <li>
              <SettingsLink
                to="/configuracoes"
                icon={UserCog}
                label={T.myAccount}
                hint={T.myAccountHint}
                onClick={closeOnNavigation}
              />
            </li>
            {workspace ? (
              <li>
                <SettingsLink
                  to={grantAccessPath(workspace)}
                  icon={KeyRound}
                  label={T.grantAccess}
                  hint={T.grantAccessHint}
                  onClick={closeOnNavigation}
                />
              </li>
            ) : null}
            {moderates ? (
              <li>
                <SettingsLink
                  to="/admin/moderacao"
                  icon={ShieldAlert}
                  label={MODERATION_COPY.queue.title}
                  hint={MODERATION_COPY.queue.menuHint}
                  onClick={closeOnNavigation}
                />
              </li>
            ) : null}
          </ul>
          <div className="mt-6 flex flex-col border-t border-line pt-4">
            <SignOutEverywhere />
          </div>
        </>
      )}
    </NavModal>
  );
}

const rowClasses = 'flex min-h-11 w-full items-center gap-3 rounded-control px-3 py-2 text-left';

interface SettingsLinkProps {
  to: string;
  icon: LucideIcon;
  label: string;
  hint: string;
  onClick: (event: MouseEvent) => void;
}

function SettingsLink({ to, icon: Icon, label, hint, onClick }: SettingsLinkProps) {
  return (
    <Link to={to} onClick={onClick} className={`${rowClasses} hover:bg-primary-50`}>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
      <span className="flex-1">
        <span className="block font-semibold text-ink">{label}</span>
        <span className="block text-sm text-ink-muted">{hint}</span>
      </span>
    </Link>
  );
}
