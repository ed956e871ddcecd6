import { AUTH_COPY } from '@domain/copy/auth';
import { MSG } from '@domain/messages';
import { useAuth } from '@web/lib/auth-provider';
import { LogOut } from 'lucide-react';
import { sheetEntryClasses } from './entry-classes';

/** 'Sair' at the foot of a side sheet (personal menu, feed menu): signs out and goes to `/`. */
export function SignOutEntry() {
  const { signOut, signingOut } = useAuth();
  return (
    <div className="mt-4 border-t border-line pt-4">
      <button
        type="button"
        disabled={signingOut}
        onClick={() => void signOut()}
        className={`${sheetEntryClasses(false)} disabled:opacity-50`}
      >
        <LogOut aria-hidden="true" className="size-5 text-ink-muted" />
        {signingOut ? AUTH_COPY.signingOut : MSG.auth.signOut}
      </button>
    </div>
  );
}
