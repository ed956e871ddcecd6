import { APIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import { MODERATION_ERRORS } from '../../domain/copy/moderation.js';
import { type Executor, queryRows } from '../db/client.js';

// A suspended account (issue 19) cannot sign in: no session is created for her while the
// suspension runs, whichever way she signs in (password, the two-factor step). Her existing
// sessions were deleted by the suspension itself.

/** better-auth's code for the refusal; auth-errors.ts keeps its pt-BR message. */
export const ACCOUNT_SUSPENDED_CODE = 'ELAS_ACCOUNT_SUSPENDED';

/** Refuses a new session for a suspended member, saying until when (Brasília's calendar). */
export async function refuseSuspended(db: Executor, userId: string): Promise<void> {
  const [row] = await queryRows<{ until: string | null }>(
    db,
    sql`select case when isfinite(suspended_until)
          then to_char(suspended_until at time zone 'America/Sao_Paulo', 'DD/MM/YYYY "às" HH24:MI') end as until
        from user_profile where id = ${userId} and suspended_until > now()`,
  );
  if (!row) return;
  throw new APIError('FORBIDDEN', {
    code: ACCOUNT_SUSPENDED_CODE,
    message: MODERATION_ERRORS.suspended(row.until),
  });
}
