/**
 * The navigation state's 'from' (SPEC §2), when it is a path of this app: only '/…' (never
 * '//host' or a full address), so a crafted state cannot send her to another site.
 */
export function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state as { from: unknown };
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return null;
  }
  return from;
}
