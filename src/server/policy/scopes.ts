import { type Column, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { authUser } from '../db/schema/index.js';
import type { Actor } from './actor.js';

// The policy as SQL, for lists of what she may act on (the companies whose vacancies she
// manages, the places she may speak for, the rows she owns): the same tables as `authorize`,
// applied in the query so a list costs one statement whatever its length.

/** Her role, read from `roleColumn`, is one the permission table allows for `action`. */
export function roleAllows<A extends string>(
  roleColumn: Column,
  table: { readonly [K in A]: readonly string[] },
  action: A,
): SQL {
  return inArray(roleColumn, [...table[action]]);
}

/**
 * Rows she owns (her CV rows, job preferences, projects): hers alone to read and change, so
 * every statement on them carries this condition; another member's row is simply not found.
 */
export function ownedBy(ownerColumn: Column, ownerId: Actor['id']): SQL {
  return eq(ownerColumn, ownerId);
}

/**
 * An access invitation is hers to see and answer when it names her account or her VERIFIED
 * e-mail (an address typed before she had an account); nobody else's invitation is ever found.
 */
export function addressedTo(inviteeId: SQLWrapper, inviteeEmail: SQLWrapper, userId: Actor['id']): SQL {
  return sql`(${inviteeId} = ${userId} or ${inviteeEmail} = (select ${authUser.email} from ${authUser}
    where ${authUser.id} = ${userId} and ${authUser.emailVerified}))`;
}
