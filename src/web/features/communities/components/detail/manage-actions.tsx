import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import type { CommunityDetail } from '@domain/schemas/communities';
import { toast } from '@web/lib/toast';
import { Button, ButtonLink } from '@web/ui/button';
import { ConfirmAction } from '@web/ui/confirm-action';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useDeleteCommunity } from '../../api';

const T = COMMUNITY_DETAIL_COPY.manage;

export const AFTER_DELETE_PATH = '/minhas-comunidades';

/**
 * What the server's flags allow her: 'Editar' (canEdit), 'Concessão de Acesso' (canGrant) and
 * 'Excluir' (canDelete; after confirmation; on success a toast and /minhas-comunidades, on
 * failure 'Erro ao deletar comunidade.' inside the dialog). Admins and moderators edit and
 * delete; admins grant.
 */
export function ManageActions({ community }: { community: CommunityDetail }) {
  const { id, name, viewer } = community;
  const navigate = useNavigate();
  const remove = useDeleteCommunity(id);

  if (!viewer.canEdit && !viewer.canGrant && !viewer.canDelete) return null;
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
    <fieldset aria-label={T.region} className="flex min-w-0 flex-wrap gap-3 border-t border-line pt-4">
      {viewer.canEdit ? (
        <ButtonLink to={`/editar-comunidade/${encoded}`} variant="outline" size="sm">
          <Pencil aria-hidden="true" className="size-4" />
          {T.edit}
        </ButtonLink>
      ) : null}
      {viewer.canGrant ? (
        <ButtonLink to={`/comunidades/${encoded}/concessao-acesso`} variant="ghost" size="sm">
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
          description={T.deleteText(name)}
          confirmLabel={T.deleteConfirm}
          busyLabel={T.deleting}
          errorMessage={MSG.communities.deleteError}
          onConfirm={onConfirm}
        />
      ) : null}
    </fieldset>
  );
}
