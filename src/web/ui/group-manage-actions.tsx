import { MSG } from '@domain/messages';
import { Button, ButtonLink } from '@web/ui/button';
import { ConfirmAction } from '@web/ui/confirm-action';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { To } from 'react-router';

type ManageFlags = { canEdit: boolean; canGrant: boolean; canDelete: boolean };

/**
 * The controls of a community's or a company's page for those who run it, each shown from the
 * server's word (its viewer flags): 'Editar' (canEdit), 'Concessão de Acesso' (canGrant) and the
 * delete button (canDelete), which asks first. Nothing at all for anyone else.
 */
export function GroupManageActions({
  region,
  viewer,
  edit,
  grantHref,
  remove,
}: {
  /** The group's accessible name for the controls. */
  region: string;
  viewer: ManageFlags;
  edit: { label: string; to: To; state?: unknown };
  grantHref: string;
  remove: {
    label: string;
    title: string;
    description: ReactNode;
    confirmLabel: string;
    busyLabel: string;
    /** Shown inside the dialog when the delete fails; without it the dialog just closes. */
    errorMessage?: string;
    onConfirm: () => Promise<void>;
  };
}) {
  if (!viewer.canEdit && !viewer.canGrant && !viewer.canDelete) return null;
  return (
    <fieldset aria-label={region} className="flex min-w-0 flex-wrap gap-3 border-t border-line pt-4">
      {viewer.canEdit ? (
        <ButtonLink to={edit.to} state={edit.state} variant="outline" size="sm">
          <Pencil aria-hidden="true" className="size-4" />
          {edit.label}
        </ButtonLink>
      ) : null}
      {viewer.canGrant ? (
        <ButtonLink to={grantHref} variant="ghost" size="sm">
          <KeyRound aria-hidden="true" className="size-4" />
          {MSG.access.title}
        </ButtonLink>
      ) : null}
      {viewer.canDelete ? (
        <ConfirmAction
          trigger={
            <Button variant="ghost" size="sm" className="text-danger hover:bg-danger-soft">
              <Trash2 aria-hidden="true" className="size-4" />
              {remove.label}
            </Button>
          }
          title={remove.title}
          description={remove.description}
          confirmLabel={remove.confirmLabel}
          busyLabel={remove.busyLabel}
          errorMessage={remove.errorMessage}
          onConfirm={remove.onConfirm}
        />
      ) : null}
    </fieldset>
  );
}
