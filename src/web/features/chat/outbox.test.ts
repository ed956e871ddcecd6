import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToOutbox,
  openOutbox,
  outboxKey,
  outboxSnapshot,
  readRecords,
  removeFromOutbox,
  resetOutbox,
  updateOutbox,
} from './outbox';

// Her undelivered messages (issue 18), kept per member in localStorage across reloads.

const record = (clientId: string, conversationId = 'c-bia') => ({
  conversationId,
  clientId,
  body: `Mensagem ${clientId}`,
  createdAt: '2026-03-14T13:00:00.000Z',
});

beforeEach(() => {
  localStorage.clear();
  resetOutbox();
});

describe('outbox', () => {
  it('keeps a text message under her own key until it is delivered, at `elas-rede:chat-outbox:<id>`', () => {
    openOutbox('u-ana');
    addToOutbox(record('a'));
    addToOutbox(record('b', 'c-carla'));
    expect(outboxKey('u-ana')).toBe('elas-rede:chat-outbox:u-ana');
    expect(JSON.parse(localStorage.getItem('elas-rede:chat-outbox:u-ana') ?? '[]')).toEqual([
      record('a'),
      record('b', 'c-carla'),
    ]);
    removeFromOutbox('a');
    expect(readRecords('u-ana')).toEqual([record('b', 'c-carla')]);
    removeFromOutbox('b');
    expect(localStorage.getItem('elas-rede:chat-outbox:u-ana')).toBeNull();
  });

  it('reads what an earlier page left, as failed until it is sent again', () => {
    localStorage.setItem(outboxKey('u-ana'), JSON.stringify([record('a'), { broken: true }]));
    openOutbox('u-ana');
    expect(outboxSnapshot().map((item) => [item.clientId, item.status])).toEqual([['a', 'failed']]);
  });

  it('keeps a message with an image in this tab only, and forgets one the server refused', () => {
    openOutbox('u-ana');
    addToOutbox(record('foto'), new File(['x'], 'foto.png', { type: 'image/png' }));
    addToOutbox(record('recusada'));
    updateOutbox('recusada', { status: 'rejected', error: 'Não permitido.' });
    expect(outboxSnapshot().map((item) => item.clientId)).toEqual(['foto', 'recusada']);
    expect(localStorage.getItem(outboxKey('u-ana'))).toBeNull();
  });

  it("gives each member her own outbox: another member's sign-in in this tab does not send hers", () => {
    openOutbox('u-ana');
    addToOutbox(record('a'));
    openOutbox('u-bia');
    expect(outboxSnapshot()).toEqual([]);
    addToOutbox(record('b'));
    expect(readRecords('u-ana').map((r) => r.clientId)).toEqual(['a']);
    expect(readRecords('u-bia').map((r) => r.clientId)).toEqual(['b']);
  });

  it('survives a storage that cannot be read', () => {
    localStorage.setItem(outboxKey('u-ana'), '{not json');
    openOutbox('u-ana');
    expect(outboxSnapshot()).toEqual([]);
  });
});
