import { AUTH_COPY } from '@domain/copy/auth';
import { MSG } from '@domain/messages';
import { useAuth } from '@web/lib/auth-provider';
import { Button } from '@web/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '@web/ui/dialog';
import { LogOut } from 'lucide-react';
import { useState } from 'react';

/** Ends every session of the member after she confirms; the browser then goes to `/`. */
export function SignOutEverywhere() {
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const done = await signOut({ everywhere: true });
    // On success this component is already gone (we are on `/`); on failure a toast explains.
    if (!done) {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="self-start">
          <LogOut aria-hidden="true" className="size-4" />
          {MSG.auth.signOutEverywhere}
        </Button>
      </DialogTrigger>
      <DialogContent title={AUTH_COPY.signOutEverywhereConfirm} description={MSG.auth.signOutEverywhereHint}>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              {MSG.common.cancel}
            </Button>
          </DialogClose>
          <Button variant="secondary" disabled={busy} onClick={confirm}>
            {busy ? AUTH_COPY.signingOut : MSG.auth.signOutEverywhere}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
