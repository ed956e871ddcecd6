import type { MemberRef } from '@domain/schemas/conversation';
import type { Notification, NotificationPage } from '@domain/schemas/notifications';
import { vi } from 'vitest';

// Notifications as the API answers them (src/domain/schemas/notifications.ts), for tests.

export const ANA: MemberRef = {
  id: 'u-ana',
  name: 'Ana Souza',
  imageUrl: null,
  professionalTitle: 'Engenheira de dados',
  slug: 'ana-souza',
};

export const BIA: MemberRef = {
  id: 'u-bia',
  name: 'Bia Lima',
  imageUrl: null,
  professionalTitle: null,
  slug: 'bia-lima',
};

export const NO_OBJECT: Notification['object'] = {
  postId: null,
  commentId: null,
  community: null,
  company: null,
  vacancy: null,
  applicationId: null,
  invitationId: null,
  event: null,
};

const MINUTE = 60_000;

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    seq: 1,
    kind: 'post_reaction',
    actors: [BIA],
    actorCount: 1,
    object: { ...NO_OBJECT, postId: 'p-1' },
    excerpt: null,
    updatedAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    readAt: null,
    ...overrides,
  };
}

export function aPage(items: Notification[], more: Partial<NotificationPage> = {}): NotificationPage {
  return {
    items,
    nextCursor: null,
    unreadCount: items.filter((item) => item.readAt === null).length,
    ...more,
  };
}

/**
 * A stand-in for the browser's EventSource: the test opens, feeds and breaks the stream by hand.
 * `FakeEventSource.instances` lists every stream opened, newest last.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.CONNECTING;
  readonly close = vi.fn(() => {
    this.readyState = FakeEventSource.CLOSED;
  });
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string, init?: EventSourceInit) {
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource | undefined {
    return FakeEventSource.instances.at(-1);
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  private dispatch(event: Event): void {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch(new Event('open'));
  }

  /** A server event: `data` is sent as JSON, `id` as the event's id. */
  emit(type: string, data: unknown, id?: number): void {
    this.dispatch(
      new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) }),
    );
  }

  /** The connection failed: the browser retries (`reconnecting`) or gives up. */
  fail({ reconnecting }: { reconnecting: boolean }): void {
    this.readyState = reconnecting ? FakeEventSource.CONNECTING : FakeEventSource.CLOSED;
    this.dispatch(new Event('error'));
  }
}
