import { eq, sql } from 'drizzle-orm';
import { NEW_ACCOUNT_DAYS } from '../../domain/limits.js';
import { authUser, userProfile } from '../db/schema/index.js';
import type { TestContext } from './context.js';

let counter = 0;

export type TestMember = { id: string; email: string; cookie: string };

/**
 * A verified member with a profile, signed up and signed in through the real auth endpoints.
 * The e-mail verification step itself is covered by the accounts suite. She joined
 * NEW_ACCOUNT_DAYS ago (her profile's date moved back, their order kept), past a new account's
 * hourly caps, unless `newAccount` (the suite of those caps, policy/new-account-caps.test.ts).
 */
export async function createMember(
  ctx: TestContext,
  name = 'Maria Teste',
  { newAccount = false }: { newAccount?: boolean } = {},
): Promise<TestMember> {
  counter += 1;
  const email = `membro${counter}-${Date.now()}@exemplo.com.br`;
  const password = 'uma senha longa e boa';
  const { user } = await ctx.auth.api.signUpEmail({ body: { name, email, password } });
  // Sign-up created her profile; only the e-mail confirmation is skipped here.
  await ctx.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, user.id));
  if (!newAccount)
    await ctx.db
      .update(userProfile)
      .set({ createdAt: sql`${userProfile.createdAt} - make_interval(days => ${NEW_ACCOUNT_DAYS})` })
      .where(eq(userProfile.id, user.id));
  const res = await ctx.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.config.publicUrl },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: user.id, email, cookie };
}
