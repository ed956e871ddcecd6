/**
 * What the account pages pass each other in the router's navigation state: the page a visitor
 * was stopped at (`from`), a message for the login page (`notice`) and the address a
 * confirmation e-mail went to (`email`). History state survives reloads and can be edited by any
 * script on the origin, so every field is checked before use.
 */
export interface AuthLocationState {
  from?: string;
  notice?: string;
  /** 'success' (the default) after a completed action, 'info' for news such as an ended session. */
  noticeTone?: 'info' | 'success';
  email?: string;
}

export const DEFAULT_SIGNED_IN_PATH = '/feed';

// Pages that would only bounce a signed-in member again.
const NOT_A_DESTINATION = new Set(['/', '/login', '/register', '/cadastro']);

export function readAuthState(state: unknown): AuthLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  return {
    from: typeof record.from === 'string' ? record.from : undefined,
    notice: typeof record.notice === 'string' ? record.notice : undefined,
    noticeTone: record.noticeTone === 'info' ? 'info' : 'success',
    email: typeof record.email === 'string' ? record.email : undefined,
  };
}

/** Where to send a member who just signed in: the page she was stopped at, or the feed. */
export function returnPath(state: unknown): string {
  const { from } = readAuthState(state);
  // Only a path of this site: "//host" and "https://…" would leave it.
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  return NOT_A_DESTINATION.has(pathname) ? DEFAULT_SIGNED_IN_PATH : from;
}
