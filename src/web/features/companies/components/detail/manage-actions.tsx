import { COMPANY_DETAIL_COPY } from '@domain/copy/companies';
import { MSG } from '@domain/messages';
import type { CompanyDetail } from '@domain/schemas/companies';
import { toast } from '@web/lib/toast';
import { GroupManageActions } from '@web/ui/group-manage-actions';
import { useNavigate } from 'react-router';
import { editCompanyHref, useDeleteCompany } from '../../api';

const T = COMPANY_DETAIL_COPY.manage;

export const AFTER_DELETE_PATH = '/feed';

/**
 * Her controls as staff, each shown from the server's word (viewer flags, from
 * COMPANY_PERMISSIONS): 'Editar' (canEdit), 'Concessão de Acesso' (canGrant) and 'Excluir'
 * (canDelete). Deleting asks 'Tem certeza que deseja excluir esta empresa?'; success goes to
 * /feed (SPEC §2); a failure "silently stays": the dialog closes, the page stays, the reason is
 * logged.
 */
export function ManageActions({ company }: { company: CompanyDetail }) {
  const { id, viewer } = company;
  const navigate = useNavigate();
  const remove = useDeleteCompany(id);

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
    <GroupManageActions
      region={T.region}
      viewer={viewer}
      edit={{
        label: T.edit,
        to: editCompanyHref(id),
        state: { from: `/empresas/${encodeURIComponent(id)}` },
      }}
      grantHref={`/empresas/${encodeURIComponent(id)}/concessao-acesso`}
      remove={{
        label: T.delete,
        title: T.deleteTitle,
        description: (
          <>
            <span className="block font-semibold text-ink">{MSG.companies.confirmDelete}</span>
            <span className="mt-2 block">{T.deleteDetail}</span>
          </>
        ),
        confirmLabel: T.deleteConfirm,
        busyLabel: T.deleting,
        onConfirm,
      }}
    />
  );
}
