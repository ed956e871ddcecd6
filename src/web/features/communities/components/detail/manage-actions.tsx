import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import type { CommunityDetail } from '@domain/schemas/communities';
import { toast } from '@web/lib/toast';
import { GroupManageActions } from '@web/ui/group-manage-actions';
import { useNavigate } from 'react-router';
import { useDeleteCommunity } from '../../api';

const T = COMMUNITY_DETAIL_COPY.manage;

export const AFTER_DELETE_PATH = '/minhas-comunidades';

/**
 * What the server's flags allow her: 'Editar' (canEdit), 'Concessão de Acesso' (canGrant) and
 * 'Excluir' (canDelete; after confirmation; on success a toast and /minhas-comunidades, on
 * failure 'Erro ao excluir comunidade.' inside the dialog). Admins and moderators edit and
 * delete; admins grant.
 */
export function ManageActions({ community }: { community: CommunityDetail }) {
  const { id, name, viewer } = community;
  const navigate = useNavigate();
  const remove = useDeleteCommunity(id);

  const encoded = encodeURIComponent(id);

  const onConfirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (failure) {
      console.info('[communities] exclusão falhou', failure);
      throw failure;
    }
    toast.success(T.deleted);
    navigate(AFTER_DELETE_PATH);
  };

  return (
    <GroupManageActions
      region={T.region}
      viewer={viewer}
      edit={{ label: T.edit, to: `/editar-comunidade/${encoded}` }}
      grantHref={`/comunidades/${encoded}/concessao-acesso`}
      remove={{
        label: T.delete,
        title: T.deleteTitle,
        description: T.deleteText(name),
        confirmLabel: T.deleteConfirm,
        busyLabel: T.deleting,
        errorMessage: MSG.communities.deleteError,
        onConfirm,
      }}
    />
  );
}
