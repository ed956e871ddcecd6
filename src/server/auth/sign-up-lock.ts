import { AsyncLocalStorage } from 'node:async_hooks';
import { APIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { authUser } from '../db/schema/index.js';

// Two sign-ups with the same e-mail at once (a double click) both find no account, both insert,
// and the loser's unique violation used to become a 500. better-auth runs each sign-up in one
// transaction (adapter option `transaction: true`); we take a lock on the e-mail inside it, so
// the second waits for the first to commit and then sees the account like any later sign-up.

const currentTransaction = new AsyncLocalStorage<Transaction>();

/**
 * The database as better-auth's adapter should see it: the same, except that the transactions it
 * opens are remembered for the code it calls back inside them (the database hooks below).
 */
export function rememberingTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      const transaction: Database['transaction'] = (run, config) =>
        target.transaction((tx) => currentTransaction.run(tx, () => run(tx)), config);
      return transaction;
    },
  });
}

/**
 * Where a database hook reads: the transaction better-auth has open around it, if any (on the
 * embedded database a read through `db` would wait for that transaction forever), else `db`.
 */
export function hookExecutor(db: Database): Database | Transaction {
  return currentTransaction.getStore() ?? db;
}

/**
 * better-auth's `user.create.before` database hook. Holds a transaction-scoped advisory lock on
 * the e-mail until the sign-up commits; if an account with it exists by then, refuses with the
 * 403 better-auth answers exactly like a new sign-up (its generic duplicate response, with the
 * password hashed either way), so the form never learns that the address is a member.
 */
export async function lockEmailForSignUp(user: { email: string }): Promise<void> {
  const tx = currentTransaction.getStore();
  if (!tx) return;
  const email = user.email.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-up:${email}`}, 0))`);
  const [existing] = await tx
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, email))
    .limit(1);
  if (existing)
    throw new APIError('FORBIDDEN', { code: 'USER_ALREADY_EXISTS', message: 'email already registered' });
}
