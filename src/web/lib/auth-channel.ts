/**
 * Tells the other tabs of this browser that the session changed, so they re-ask the server
 * instead of showing a member's pages to a visitor (or a login form to a member). Only the kind
 * of change travels; each tab learns the actual session from GET /api/me.
 *
 * BroadcastChannel where it exists; otherwise a localStorage write, whose `storage` event fires in
 * every other tab of the origin (never in the writer, like the channel).
 */

export type AuthChange = 'signed-in' | 'signed-out';

export const AUTH_CHANNEL_NAME = 'elas-rede-auth';

interface AuthMessage {
  change: AuthChange;
  /** The sending tab. A channel hears every other channel object, this tab's own listener too. */
  tab?: string;
}

// Not a secret, only a label to recognise our own messages.
const THIS_TAB = Math.random().toString(36).slice(2);

export function announceAuthChange(change: AuthChange): void {
  const message: AuthMessage = { change, tab: THIS_TAB };
  if (typeof BroadcastChannel !== 'undefined') {
    // Closing right away is safe: posting queues the message for every receiver immediately.
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
    return;
  }
  try {
    // The timestamp makes every write a change, so repeating the same event still fires.
    localStorage.setItem(AUTH_CHANNEL_NAME, JSON.stringify({ ...message, at: Date.now() }));
  } catch {
    // Storage can be disabled (private modes, policies); the tabs then catch up when shown again.
  }
}

/** Calls `listener` for every change announced by another tab; returns the unsubscribe function. */
export function subscribeToAuthChanges(listener: (change: AuthChange) => void): () => void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const change = fromOtherTab(event.data);
      if (change) listener(change);
    };
    return () => channel.close();
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_CHANNEL_NAME || !event.newValue) return;
    const change = fromOtherTab(parseJson(event.newValue));
    if (change) listener(change);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function fromOtherTab(data: unknown): AuthChange | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { change, tab } = data as Partial<Record<keyof AuthMessage, unknown>>;
  if (tab === THIS_TAB) return undefined;
  return change === 'signed-in' || change === 'signed-out' ? change : undefined;
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    // Another script's value under our key: not ours to interpret.
    return undefined;
  }
}
