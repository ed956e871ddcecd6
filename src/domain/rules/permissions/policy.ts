/**
 * The shape every permission table takes (issue 15): for one kind of resource, each action is a
 * rule over the actor's standing towards one resource of that kind (her role there, her
 * relation to its owner, the resource's own state). The server's `authorize` and the `viewer`
 * flags the client receives both read these rules, so a control the UI shows is one the server
 * allows.
 */
export type Policy<S, A extends string> = { readonly [K in A]: (subject: S) => boolean };

/** `edit` → `canEdit`: one naming for every resource kind. */
export type FlagName<A extends string> = `can${Capitalize<A>}`;
export type ViewerFlags<A extends string> = { [K in A as FlagName<K>]: boolean };

export function flagName<A extends string>(action: A): FlagName<A> {
  return `can${action.charAt(0).toUpperCase()}${action.slice(1)}` as FlagName<A>;
}

/** What she may do with one resource, as the `viewer` flags of its answer. */
export function viewerFlags<S, A extends string>(policy: Policy<S, A>, subject: NoInfer<S>): ViewerFlags<A> {
  const flags: Record<string, boolean> = {};
  for (const action of Object.keys(policy) as A[]) flags[flagName(action)] = policy[action](subject);
  return flags as ViewerFlags<A>;
}

/** The actions of a role table as rules over a standing that names her role (null: none). */
export function roleRules<A extends string>(
  table: {
    readonly [K in A]: readonly string[];
  },
): { readonly [K in A]: (subject: { role: string | null }) => boolean } {
  const rules = {} as Record<A, (subject: { role: string | null }) => boolean>;
  for (const action of Object.keys(table) as A[]) {
    const roles = table[action];
    rules[action] = ({ role }) => role !== null && roles.includes(role);
  }
  return rules;
}
