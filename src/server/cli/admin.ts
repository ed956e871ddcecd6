import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { disableTwoFactor } from '../auth/two-factor.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { authSession, authUser } from '../db/schema/index.js';

// `npm run admin -- <command> [email]`: the operator's way to run the platform, on the same
// database the server uses (DATA_DIR or DATABASE_URL). With the embedded database the server
// must be stopped first: one process at a time holds its data folder.

const USAGE = `Usage: npm run admin -- <command> [email]

  list                  the platform administrators
  grant <email>         make a member a platform administrator (publishes news, grants the
                        diversity seal); she must turn on two-factor sign-in before using it
  revoke <email>        make a platform administrator a member again (her sessions end)
  disable-2fa <email>   turn off her two-factor sign-in when she lost her authenticator app and
                        her backup codes (verify who is asking first; her sessions end)
`;

export type AdminCommandResult = { ok: boolean; message: string };

async function setRole(db: Database, email: string, role: 'admin' | 'member'): Promise<AdminCommandResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(authUser)
      .set({ role, updatedAt: new Date() })
      .where(eq(authUser.email, email))
      .returning({ id: authUser.id, name: authUser.name, emailVerified: authUser.emailVerified });
    if (!user) return { ok: false, message: `No account has the e-mail ${email}.` };
    if (role === 'member') {
      // A session started as an administrator must not keep that power.
      await tx.delete(authSession).where(eq(authSession.userId, user.id));
      return { ok: true, message: `${user.name} <${email}> is a member again; her sessions ended.` };
    }
    const unverified = user.emailVerified
      ? ''
      : ' Her e-mail is not verified yet: she must confirm it to sign in.';
    return {
      ok: true,
      message: `${user.name} <${email}> is a platform administrator. She must turn on two-factor sign-in (Configurações → Segurança) before the administrator functions open.${unverified}`,
    };
  });
}

/** Runs one command on an open database. Separate from the process plumbing so tests call it. */
export async function runAdminCommand(db: Database, args: readonly string[]): Promise<AdminCommandResult> {
  const [command, rawEmail] = args;
  const email = rawEmail?.trim().toLowerCase();
  switch (command) {
    case 'list': {
      const admins = await db
        .select({ name: authUser.name, email: authUser.email, twoFactor: authUser.twoFactorEnabled })
        .from(authUser)
        .where(eq(authUser.role, 'admin'))
        .orderBy(asc(authUser.email));
      if (admins.length === 0) return { ok: true, message: 'No platform administrators.' };
      const lines = admins.map(
        (a) =>
          `${a.email}\t${a.name}\t${a.twoFactor ? 'two-factor on' : 'two-factor OFF (admin functions closed)'}`,
      );
      return { ok: true, message: lines.join('\n') };
    }
    case 'grant':
    case 'revoke':
      if (!email) break;
      return setRole(db, email, command === 'grant' ? 'admin' : 'member');
    case 'disable-2fa':
      if (!email) break;
      return (await disableTwoFactor(db, email))
        ? { ok: true, message: `Two-factor sign-in is off for ${email}; her sessions ended.` }
        : { ok: false, message: `No account has the e-mail ${email}.` };
  }
  return { ok: false, message: USAGE };
}

async function main() {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pg'),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop the server, run this command, then start the server again.`);
      process.exit(1);
    }
    throw error;
  }
  try {
    await database.migrate();
    const result = await runAdminCommand(database.db, process.argv.slice(2));
    (result.ok ? console.info : console.error)(result.message);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

// Run as a command (`tsx src/server/cli/admin.ts …`), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
