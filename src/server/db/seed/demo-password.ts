import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { authAccount, authUser } from '../schema/index.js';
import { DEMO_MEMBERS } from './datasets/demo-members.js';

/** Where the demo members' shared password is kept, beside the data it opens. */
export function demoPasswordFile(dataDir: string): string {
  return path.join(dataDir, 'demo-password');
}

/**
 * The data folder's demo password, made on first use (readable only by its owner); `created`
 * says it did not exist before this call.
 */
export function demoPasswordFor(dataDir: string): { password: string; created: boolean } {
  const file = demoPasswordFile(dataDir);
  if (existsSync(file)) return { password: readFileSync(file, 'utf8').trim(), created: false };
  // 12 characters from a 64-symbol alphabet: 72 random bits, and easy enough to type.
  const password = randomBytes(9).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return { password, created: true };
}

/** The password every demo member shared before issue 13, published in the README of the time. */
const LEGACY_DEMO_PASSWORD = 'elasrede-demo';

/**
 * Demo members seeded by an older version still sign in with the published password: each
 * credential that still accepts it is given the data folder's own. Runs at start-up when demo
 * content is present; a member who changed her password is left alone.
 */
export async function retireLegacyDemoPassword(
  db: Database,
  password: string,
  crypto: {
    hashPassword: (password: string) => Promise<string>;
    verifyPassword: (input: { hash: string; password: string }) => Promise<boolean>;
  },
): Promise<number> {
  const emails = Object.values(DEMO_MEMBERS).map((m) => m.email);
  const credentials = await db
    .select({ id: authAccount.id, hash: authAccount.password })
    .from(authAccount)
    .innerJoin(authUser, eq(authUser.id, authAccount.userId))
    .where(inArray(authUser.email, emails));
  let replaced = 0;
  let newHash: string | undefined;
  for (const credential of credentials) {
    if (!credential.hash) continue;
    const legacy = await crypto
      .verifyPassword({ hash: credential.hash, password: LEGACY_DEMO_PASSWORD })
      .catch(() => false);
    if (!legacy) continue;
    newHash ??= await crypto.hashPassword(password);
    await db.update(authAccount).set({ password: newHash }).where(eq(authAccount.id, credential.id));
    replaced += 1;
  }
  return replaced;
}
