import { z } from 'zod';
import { type FlagName, flagName, type Policy } from '../rules/permissions/policy.js';

/**
 * The `can…` flags of a resource's `viewer`, one per action of its policy (rules/permissions):
 * the contract names them as the server decides them, for every kind of resource alike.
 */
export function viewerFlagsShape<A extends string>(
  // biome-ignore lint/suspicious/noExplicitAny: only the policy's action names are read
  policy: Policy<any, A>,
): { [K in A as FlagName<K>]: z.ZodBoolean } {
  const shape: Record<string, z.ZodBoolean> = {};
  for (const action of Object.keys(policy)) shape[flagName(action)] = z.boolean();
  return shape as { [K in A as FlagName<K>]: z.ZodBoolean };
}
