import { twoFactor } from 'better-auth/plugins';
import { and, eq, like } from 'drizzle-orm';
import { COPY } from '../../domain/messages.js';
import type { Database } from '../db/client.js';
import { authSession, authTwoFactor, authUser, authVerification } from '../db/schema/index.js';

/** The issuer her authenticator app shows next to the code. */
const ISSUER = COPY.brand.name;
/** 'Confiar neste dispositivo por 30 dias'. */
const TRUST_DEVICE_DAYS = 30;

/**
 * better-auth's two-factor plugin: TOTP (an authenticator app) with ten single-use backup codes,
 * both stored encrypted with AUTH_SECRET. Turning it on takes her password, then a code from the
 * app (until then nothing changes). At sign-in, a right password answers `twoFactorRedirect`
 * and the session only starts with a code; each such challenge allows 5 wrong codes, and 10
 * wrong codes in a row lock the account's second step for 15 minutes. No codes by e-mail or
 * SMS: an e-mail code would be as strong as the mailbox the reset link already goes to.
 */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: ISSUER,
    trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
  });
}

/**
 * Operator recovery for a member who lost her authenticator and her backup codes (`npm run
 * admin`): turns two-factor off, forgets her secret, codes and trusted browsers, and ends every
 * session (whoever holds her phone may hold one). She signs in with her password alone and can
 * turn it on again in Configurações → Segurança. Returns false when no account has that e-mail.
 * Verify who is asking before running it: this is the one way around her second factor.
 */
export async function disableTwoFactor(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(authUser)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(authUser.email, email.trim().toLowerCase()))
      .returning({ id: authUser.id });
    if (!user) return false;
    await tx.delete(authTwoFactor).where(eq(authTwoFactor.userId, user.id));
    await tx.delete(authSession).where(eq(authSession.userId, user.id));
    // Browsers she trusted for 30 days (better-auth keeps them as verification rows).
    await tx
      .delete(authVerification)
      .where(and(like(authVerification.identifier, 'trust-device-%'), eq(authVerification.value, user.id)));
    return true;
  });
}
