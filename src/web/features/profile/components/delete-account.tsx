import { PROFILE_COPY } from '@domain/copy/profile';
import { MSG } from '@domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@web/lib/auth-provider';
import { meQueryOptions } from '@web/lib/session';
import { Button } from '@web/ui/button';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteAccount } from '../api';

/**
 * 'Excluir conta' after confirming ('Confirmar exclusão' or cancel). The server removes her
 * account and clears the session cookie; the client then signs out the usual way (every tab is
 * told, the cached data is dropped) and goes to `/` (SPEC §2).
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const { signOut, signingOut } = useAuth();
  const queryClient = useQueryClient();

  const confirm = async () => {
    setError(null);
    try {
      await deleteAccount.mutateAsync();
    } catch {
      setError(MSG.profile.deleteError);
      return;
    }
    // The session is already gone on the server, so signing out only ends it here.
    const done = await signOut();
    if (!done) await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={
        <Button variant="secondary" className="self-start">
          <Trash2 aria-hidden="true" className="size-4" />
          {PROFILE_COPY.actions.deleteAccount}
        </Button>
      }
      title={PROFILE_COPY.deleteTitle}
      description={PROFILE_COPY.deleteDescription}
      confirmLabel={MSG.profile.confirmDelete}
      busyLabel={PROFILE_COPY.actions.deleting}
      onConfirm={() => void confirm()}
      busy={deleteAccount.isPending || signingOut}
      error={error}
    />
  );
}
