import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { announceAuthChange } from '@web/lib/auth-channel';
import { meQueryOptions } from '@web/lib/session';

/*
 * The accounts API: signing up and in, two-factor, passwords and verification. The session
 * itself (['me'], the deployment's settings, signing out) is app-wide: lib/session.ts. Each
 * mutation that changes the session updates or refetches ['me'] there.
 */

// Addresses the server puts in its e-mails; both are routes of this client.
const VERIFICATION_CALLBACK = '/verification-success';
const RESET_PASSWORD_PAGE = '/redefinir-senha';

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
