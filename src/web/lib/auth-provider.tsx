import { MSG } from '@domain/messages';
import type { Me } from '@domain/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { subscribeToAuthChanges } from '@web/lib/auth-channel';
import { toast } from '@web/lib/toast';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { meQueryOptions, SESSION_QUERY_ROOTS, useMe, useRevokeSessions, useSignOut } from './session';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SignOutOptions {
  /** End every session of the member (all browsers and devices), not only this one. */
  everywhere?: boolean;
}

export interface AuthContextValue {
  user: Me['user'];
  profile: Me['profile'];
  status: AuthStatus;
  /** Ends the session and goes to `/` (SPEC §2). Resolves false when the server refused. */
  signOut: (options?: SignOutOptions) => Promise<boolean>;
  /**
   * True from the sign-out request until the browser has reached `/`: the guards use it to let
   * that navigation finish instead of sending the member to /login in the meantime.
   */
  signingOut: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session, as the server reports it (GET /api/me): restored at start-up (status 'loading'
 * until that first answer), re-checked when the tab becomes visible again and whenever another
 * tab signs in or out. Sits inside the router because signing out navigates.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe();
  const signOutMutation = useSignOut();
  const revokeMutation = useRevokeSessions();
  // 'leaving': the session is over and the way to `/` has started but not yet rendered.
  const [signOutStep, setSignOutStep] = useState<'idle' | 'pending' | 'leaving'>('idle');
  const { key: locationKey } = useLocation();

  useEffect(() => {
    const recheck = () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void recheck();
    };
    const unsubscribe = subscribeToAuthChanges(() => void recheck());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);

  useForgetDataOfPreviousSession(me.data);

  // The router renders a navigation in a transition, after our own state updates; so the flag
  // drops only once the new location is on screen, or a guard would see "signed out" on the old
  // page first and race the navigation to /login.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose at each new location.
  useEffect(() => {
    setSignOutStep((step) => (step === 'leaving' ? 'idle' : step));
  }, [locationKey]);

  const { mutateAsync: endSession } = signOutMutation;
  const { mutateAsync: endAllSessions } = revokeMutation;

  const signOut = useCallback(
    async ({ everywhere = false }: SignOutOptions = {}) => {
      setSignOutStep('pending');
      try {
        await (everywhere ? endAllSessions() : endSession());
      } catch (error) {
        setSignOutStep('idle');
        toast.error(isApiError(error) ? error.message : MSG.common.unexpected);
        return false;
      }
      setSignOutStep('leaving');
      await navigate('/');
      return true;
    },
    [endSession, endAllSessions, navigate],
  );

  const data = me.data;
  const status = statusOf(data, me.isPending);

  const signingOut = signOutStep !== 'idle';
  const value = useMemo<AuthContextValue>(
    () => ({ user: data?.user ?? null, profile: data?.profile ?? null, status, signOut, signingOut }),
    [data, status, signOut, signingOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

function statusOf(me: Me | undefined, firstCheckRunning: boolean): AuthStatus {
  if (me) return me.user ? 'signed-in' : 'signed-out';
  // A failed first check (server down) counts as signed out: there is no session we can show.
  return firstCheckRunning ? 'loading' : 'signed-out';
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(MSG.auth.useAuthOutsideProvider);
  return value;
}

/**
 * When the signed-in member changes (sign-out here or in another tab, expiry, another account),
 * drops every cached query except the session's own, so nothing fetched for one person is ever
 * shown to the next one on a shared computer.
 */
function useForgetDataOfPreviousSession(me: Me | undefined) {
  const queryClient = useQueryClient();
  const userId = me === undefined ? undefined : (me.user?.id ?? null);
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (userId === undefined) return;
    const before = previous.current;
    previous.current = userId;
    if (before === undefined || before === userId) return;
    queryClient.removeQueries({
      predicate: (query) => !SESSION_QUERY_ROOTS.includes(String(query.queryKey[0])),
    });
  }, [userId, queryClient]);
}
