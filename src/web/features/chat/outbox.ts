/*
 * Her messages not yet delivered (issue 18: sending survives a dropped connection and a reload).
 * Each waits here under the id the browser gave it (clientId) until the server has it; the server
 * answers the same message for a clientId it already has, so sending one again never duplicates
 * it. Text messages are kept in localStorage, one list per member (`elas-rede:chat-outbox:<id>`),
 * and sent again when a thread opens or the browser is back online; a message with an image is
 * kept in this tab only (a File cannot be stored), and retried within the session.
 *
 * The list is a small external store (subscribe / snapshot) so every thread reads the same state
 * whether or not it is on screen when an answer arrives.
 */

/** What survives a reload. */
export interface OutboxRecord {
  conversationId: string;
  clientId: string;
  body: string;
  createdAt: string;
}

/**
 * A message on its way: 'sending' (a request under way), 'failed' (no answer, a 5xx, 408 or
 * 429: it is tried again), or 'rejected' (the server refused it for good: shown with its reason,
 * never sent again).
 */
export type OutboxStatus = 'sending' | 'failed' | 'rejected';

export interface OutboxItem extends OutboxRecord {
  image: File | null;
  /** A local address for the image's preview while it is on its way. */
  imageUrl: string | null;
  status: OutboxStatus;
  /** The server's reason, when rejected. */
  error: string | null;
}

const KEY_PREFIX = 'elas-rede:chat-outbox:';

export const outboxKey = (userId: string) => `${KEY_PREFIX}${userId}`;

let owner: string | null = null;
let items: readonly OutboxItem[] = [];
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (privacy settings): messages still go, only not across a reload.
    return null;
  }
}

function isRecord(value: unknown): value is OutboxRecord {
  const r = value as Partial<OutboxRecord> | null;
  return (
    typeof r?.conversationId === 'string' &&
    typeof r.clientId === 'string' &&
    typeof r.body === 'string' &&
    typeof r.createdAt === 'string'
  );
}

/** The records kept for `userId` (nothing readable: none). */
export function readRecords(userId: string): OutboxRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(outboxKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}

function persist(): void {
  if (!owner) return;
  const records: OutboxRecord[] = items
    .filter((item) => item.image === null && item.status !== 'rejected')
    .map(({ conversationId, clientId, body, createdAt }) => ({ conversationId, clientId, body, createdAt }));
  try {
    if (records.length > 0) storage()?.setItem(outboxKey(owner), JSON.stringify(records));
    else storage()?.removeItem(outboxKey(owner));
  } catch {
    // Full or refused: the message still goes from this tab.
  }
}

function set(next: readonly OutboxItem[]): void {
  items = next;
  persist();
  for (const listener of listeners) listener();
}

/**
 * Makes `userId`'s outbox the current one, reading what an earlier page left unsent (shown as
 * failed until it is sent again). Another member signing in in this tab gets her own.
 */
export function openOutbox(userId: string): void {
  if (owner === userId) return;
  owner = userId;
  items = readRecords(userId).map((record) => ({
    ...record,
    image: null,
    imageUrl: null,
    status: 'failed',
    error: null,
  }));
  // No listeners told: it is called while a thread renders, which reads the snapshot next (a
  // change of member re-renders every thread anyway).
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every item of the current member, oldest first (a stable array between changes). */
export function outboxSnapshot(): readonly OutboxItem[] {
  return items;
}

export function addToOutbox(record: OutboxRecord, image: File | null = null): void {
  const imageUrl = image && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(image) : null;
  set([...items, { ...record, image, imageUrl, status: 'sending', error: null }]);
}

export function updateOutbox(clientId: string, change: Partial<Pick<OutboxItem, 'status' | 'error'>>): void {
  if (!items.some((item) => item.clientId === clientId)) return;
  set(items.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)));
}

/** Delivered, or put away after a refusal. */
export function removeFromOutbox(clientId: string): void {
  const item = items.find((candidate) => candidate.clientId === clientId);
  if (!item) return;
  if (item.imageUrl) URL.revokeObjectURL(item.imageUrl);
  set(items.filter((candidate) => candidate !== item));
}

export function findInOutbox(clientId: string): OutboxItem | undefined {
  return items.find((item) => item.clientId === clientId);
}

/** Forgets the current member's outbox in memory (tests; storage is left as it is). */
export function resetOutbox(): void {
  owner = null;
  items = [];
  for (const listener of listeners) listener();
}
