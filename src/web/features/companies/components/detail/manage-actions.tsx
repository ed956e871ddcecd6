import { COMPANY_DETAIL_COPY } from '@domain/copy/companies';
import { MSG } from '@domain/messages';
import type { CompanyDetail } from '@domain/schemas/companies';
import { toast } from '@web/lib/toast';
import { Button, ButtonLink } from '@web/ui/button';
import { ConfirmAction } from '@web/ui/confirm-action';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { editCompanyHref, useDeleteCompany } from '../../api';

const T = COMPANY_DETAIL_COPY.manage;

export const AFTER_DELETE_PATH = '/feed';

/**
 * Her controls as staff, each shown from the server's word (viewer flags, from
 * COMPANY_PERMISSIONS): 'Editar' (canEdit), 'Concessão de Acesso' (canGrant) and 'Deletar'
 * (canDelete). Deleting asks 'Tem certeza que deseja deletar esta empresa?'; success goes to
 * /feed (SPEC §2); a failure "silently stays": the dialog closes, the page stays, the reason is
 * logged.
 */
export function ManageActions({ company }: { company: CompanyDetail }) {
  const { id, viewer } = company;
  const navigate = useNavigate();
  const remove = useDeleteCompany(id);

  if (!viewer.canEdit && !viewer.canGrant && !viewer.canDelete) return null;

  const onConfirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (failure) {
      console.info('[companies] exclusão falhou', failure);
      throw failure;
    }
    toast.success(T.deleted);
    void navigate(AFTER_DELETE_PATH);
  };

  return (
    <fieldset aria-label={T.region} className="flex min-w-0 flex-wrap gap-3 border-t border-line pt-4">
      {viewer.canEdit ? (
        <ButtonLink
          to={editCompanyHref(id)}
          state={{ from: `/empresas/${encodeURIComponent(id)}` }}
          variant="outline"
          size="sm"
        >
          <Pencil aria-hidden="true" className="size-4" />
          {T.edit}
        </ButtonLink>
      ) : null}
      {viewer.canGrant ? (
        <ButtonLink to={`/empresas/${encodeURIComponent(id)}/concessao-acesso`} variant="ghost" size="sm">
          <KeyRound aria-hidden="true" className="size-4" />
          {MSG.access.title}
        </ButtonLink>
      ) : null}
      {viewer.canDelete ? (
        <ConfirmAction
          trigger={
            <Button variant="ghost" size="sm" className="text-danger hover:bg-danger-soft">
              <Trash2 aria-hidden="true" className="size-4" />
              {T.delete}
            </Button>
          }
          title={T.deleteTitle}
          description={
            <>
              <span className="block font-semibold text-ink">{MSG.companies.confirmDelete}</span>
              <span className="mt-2 block">{T.deleteDetail}</span>
            </>
          }
          confirmLabel={T.deleteConfirm}
          busyLabel={T.deleting}
          onConfirm={onConfirm}
        />
      ) : null}
    </fieldset>
  );
}
