import type { Me, PublicConfig } from '@domain/schemas/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@web/lib/api';
import { announceAuthChange } from '@web/lib/auth-channel';

/*
 * Every call of the accounts API, in one place. The session lives in an httpOnly cookie the
 * client cannot read, so ['me'] (GET /api/me) is the client's only source of truth about who is
 * signed in: each mutation that changes the session updates or refetches it.
 */

const ME_STALE_MS = 60_000;

// Addresses the server puts in its e-mails; both are routes of this client.
const VERIFICATION_CALLBACK = '/verification-success';
const RESET_PASSWORD_PAGE = '/redefinir-senha';

// Every page asks for ['me'] at start-up, so this file is in the entry chunk. The schemas are
// fetched alongside the first request instead: statically imported they would bring zod and the
// password rules into that chunk (~30 kB gzipped) for two small response checks.
const loadSchemas = () => import('@domain/schemas/auth');

/** Shown while /api/config loads or if it fails: the client's own home page. */
export const DEFAULT_MARKETING_URL = '/home';

export const VISITOR: Me = { user: null, profile: null };

const ME_KEY = 'me';
const CONFIG_KEY = 'config';

/** Roots of the queries that describe the session or the deployment, not a member's data. */
export const SESSION_QUERY_ROOTS: readonly string[] = [ME_KEY, CONFIG_KEY];

export function meQueryOptions() {
  return queryOptions({
    queryKey: [ME_KEY],
    queryFn: async ({ signal }): Promise<Me> => {
      const [{ meSchema }, body] = await Promise.all([loadSchemas(), apiFetch('/me', { signal })]);
      return meSchema.parse(body);
    },
    staleTime: ME_STALE_MS,
  });
}

export function configQueryOptions() {
  return queryOptions({
    queryKey: [CONFIG_KEY],
    queryFn: async ({ signal }): Promise<PublicConfig> => {
      const [{ publicConfigSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch('/config', { signal }),
      ]);
      return publicConfigSchema.parse(body);
    },
    // Set at deploy time; it cannot change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

export function usePublicConfig(): PublicConfig {
  const { data } = useQuery(configQueryOptions());
  return { marketingUrl: data?.marketingUrl || DEFAULT_MARKETING_URL };
}

function post<T = unknown>(path: string, json?: unknown): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', json: json ?? {} });
}

export interface SignInVariables {
  email: string;
  password: string;
}

/** What the password step answers: signed in, or (two-factor on) a code is still needed. */
export interface SignInResult {
  twoFactorRedirect?: boolean;
}

/** After a session starts: ['me'] learns who she is, and other tabs are told. */
async function sessionStarted(queryClient: ReturnType<typeof useQueryClient>) {
  // Awaited, so the caller's `await mutateAsync()` ends with the member already known.
  await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
  announceAuthChange('signed-in');
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SignInVariables) => post<SignInResult>('/auth/sign-in/email', variables),
    onSuccess: async (result) => {
      // With two-factor on, no session exists until the code step (useVerifySignInCode).
      if (!result?.twoFactorRedirect) await sessionStarted(queryClient);
    },
  });
}

export interface SignInCodeVariables {
  /** 'totp': the 6 digits of her authenticator app; 'backup': one of her recovery codes. */
  kind: 'totp' | 'backup';
  code: string;
  /** 'Confiar neste dispositivo por 30 dias'. */
  trustDevice: boolean;
}

/** The sign-in's second step, with the challenge cookie the password step set. */
export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, code, trustDevice }: SignInCodeVariables) =>
      post(kind === 'totp' ? '/auth/two-factor/verify-totp' : '/auth/two-factor/verify-backup-code', {
        code,
        trustDevice,
      }),
    onSuccess: () => sessionStarted(queryClient),
  });
}

export interface TwoFactorSetup {
  /** otpauth:// address for the QR code; its `secret` is the key she may type by hand. */
  totpURI: string;
  backupCodes: string[];
}

/** Starts turning two-factor on: nothing changes until a code confirms it (useConfirmTwoFactor). */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => post<TwoFactorSetup>('/auth/two-factor/enable', { password }),
  });
}

/**
 * Every two-factor change gives her session a new cookie and changes `twoFactorEnabled`, so
 * ['me'] is asked again.
 */
function useTwoFactorMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}

/** The first code from her app: two-factor is on from now. */
export function useConfirmTwoFactor() {
  return useTwoFactorMutation((code: string) => post('/auth/two-factor/verify-totp', { code }));
}

export function useDisableTwoFactor() {
  return useTwoFactorMutation((password: string) => post('/auth/two-factor/disable', { password }));
}

/** New recovery codes; the old ones stop working. */
export function useRegenerateBackupCodes() {
  return useTwoFactorMutation((password: string) =>
    post<{ backupCodes: string[] }>('/auth/two-factor/generate-backup-codes', { password }),
  );
}

export interface SignUpVariables {
  name: string;
  email: string;
  password: string;
}

/** Creates the account; nobody is signed in until the e-mail is confirmed. */
export function useSignUp() {
  return useMutation({
    mutationFn: (variables: SignUpVariables) =>
      post('/auth/sign-up/email', { ...variables, callbackURL: VERIFICATION_CALLBACK }),
  });
}

/** Statuses that mean "there is no session here any more", which is what signing out wants. */
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await post('/auth/sign-out');
      } catch (error) {
        // SPEC §8: an expired or unknown session is already the outcome we wanted.
        if (!(error instanceof ApiError && ALREADY_SIGNED_OUT.has(error.status))) throw error;
      }
    },
    onSuccess: () => {
      queryClient.setQueryData(meQueryOptions().queryKey, VISITOR);
      announceAuthChange('signed-out');
    },
  });
}

/** Ends every session of the member, this one included. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post('/auth/revoke-sessions'),
    onSuccess: () => {
      queryClient.setQueryData(meQueryOptions().queryKey, VISITOR);
      announceAuthChange('signed-out');
    },
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      post('/auth/send-verification-email', { email, callbackURL: VERIFICATION_CALLBACK }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      post('/auth/request-password-reset', { email, redirectTo: RESET_PASSWORD_PAGE }),
  });
}

export interface ResetPasswordVariables {
  newPassword: string;
  token: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (variables: ResetPasswordVariables) => post('/auth/reset-password', variables),
  });
}

export interface ChangePasswordVariables {
  currentPassword: string;
  newPassword: string;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ChangePasswordVariables) =>
      post('/auth/change-password', { ...variables, revokeOtherSessions: true }),
    // Revoking the other sessions gives this one a new cookie; confirm it still answers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
