import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../enums.js';
import type { Notification } from '../schemas/notifications.js';
import {
  actorsPhrase,
  NOTIFICATION_KIND_LABELS,
  notificationQuote,
  notificationSentence,
} from './notifications.js';

const member = (name: string, slug: string | null = null) => ({
  id: `u-${name}`,
  name,
  imageUrl: null,
  professionalTitle: null,
  slug,
});

const NO_OBJECT: Notification['object'] = {
  postId: null,
  commentId: null,
  community: null,
  company: null,
  vacancy: null,
  applicationId: null,
  invitationId: null,
  event: null,
};

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    seq: 1,
    kind: 'post_reaction',
    actors: [member('Ana Souza')],
    actorCount: 1,
    object: { ...NO_OBJECT, postId: 'p1' },
    excerpt: null,
    updatedAt: '2025-05-01T12:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

const ANA = member('Ana Souza');
const BIA = member('Bia Lima');
const DADOS = { id: 'k-dados', name: 'Dados Delas' };
const VAGA = { id: 'v1', title: 'Analista de Dados' };

describe('actorsPhrase', () => {
  it('names one or two people, then how many more', () => {
    expect(actorsPhrase(['Ana Souza'], 1)).toBe('Ana Souza');
    expect(actorsPhrase(['Ana Souza', 'Bia Lima'], 2)).toBe('Ana Souza e Bia Lima');
    expect(actorsPhrase(['Ana Souza'], 12)).toBe('Ana Souza e mais 11 pessoas');
    expect(actorsPhrase(['Ana Souza', 'Bia Lima'], 3)).toBe('Ana Souza, Bia Lima e mais 1 pessoa');
    expect(actorsPhrase(['Ana Souza', 'Bia Lima'], 12)).toBe('Ana Souza, Bia Lima e mais 10 pessoas');
  });

  it('counts people it cannot name', () => {
    expect(actorsPhrase([], 1)).toBe('Uma pessoa');
    expect(actorsPhrase([], 12)).toBe('12 pessoas');
    expect(actorsPhrase([], 1234)).toBe('1.234 pessoas');
  });

  it('names at most NOTIFICATION_ACTORS_SHOWN people', () => {
    expect(actorsPhrase(['Ana', 'Bia', 'Cris'], 3)).toBe('Ana, Bia e mais 1 pessoa');
  });
});

describe('notificationSentence', () => {
  it('tells of reactions, singular and grouped', () => {
    expect(notificationSentence(notification())).toBe('Ana Souza reagiu à sua publicação');
    expect(notificationSentence(notification({ actorCount: 12 }))).toBe(
      'Ana Souza e mais 11 pessoas reagiram à sua publicação',
    );
    expect(notificationSentence(notification({ actors: [ANA, BIA], actorCount: 2 }))).toBe(
      'Ana Souza e Bia Lima reagiram à sua publicação',
    );
    expect(notificationSentence(notification({ actors: [], actorCount: 12 }))).toBe(
      '12 pessoas reagiram à sua publicação',
    );
  });

  it('tells of comments, replies and mentions', () => {
    const onComment = { ...NO_OBJECT, postId: 'p1', commentId: 'c1' };
    expect(notificationSentence(notification({ kind: 'post_comment', object: onComment }))).toBe(
      'Ana Souza comentou na sua publicação',
    );
    expect(
      notificationSentence(
        notification({ kind: 'post_comment', object: onComment, actorCount: 3, actors: [ANA, BIA] }),
      ),
    ).toBe('Ana Souza, Bia Lima e mais 1 pessoa comentaram na sua publicação');
    expect(notificationSentence(notification({ kind: 'comment_reply', object: onComment }))).toBe(
      'Ana Souza respondeu ao seu comentário',
    );
    expect(notificationSentence(notification({ kind: 'mention', object: onComment }))).toBe(
      'Ana Souza mencionou você em um comentário',
    );
    expect(notificationSentence(notification({ kind: 'mention' }))).toBe(
      'Ana Souza mencionou você em uma publicação',
    );
  });

  it('tells of join requests, both sides', () => {
    const object = { ...NO_OBJECT, community: DADOS };
    const of = (kind: Notification['kind'], more: Partial<Notification> = {}) =>
      notificationSentence(notification({ kind, object, actors: [], actorCount: 0, ...more }));
    expect(of('join_approved')).toBe('Sua solicitação para participar de Dados Delas foi aprovada');
    expect(of('join_declined')).toBe('Sua solicitação para participar de Dados Delas foi recusada');
    expect(of('join_requested', { actors: [ANA], actorCount: 1 })).toBe(
      'Ana Souza pediu para participar de Dados Delas',
    );
    expect(of('join_requested', { actors: [ANA, BIA], actorCount: 5 })).toBe(
      'Ana Souza, Bia Lima e mais 3 pessoas pediram para participar de Dados Delas',
    );
  });

  it('tells of applications, received and changed', () => {
    const object = { ...NO_OBJECT, vacancy: VAGA, applicationId: 'a1' };
    expect(notificationSentence(notification({ kind: 'application_received', object }))).toBe(
      'Nova candidatura para a vaga Analista de Dados',
    );
    expect(notificationSentence(notification({ kind: 'application_received', object, actorCount: 4 }))).toBe(
      '4 novas candidaturas para a vaga Analista de Dados',
    );
    const status = (excerpt: string | null) =>
      notificationSentence(
        notification({ kind: 'application_status', object, actors: [], actorCount: 0, excerpt }),
      );
    expect(status('Em análise')).toBe('Sua candidatura para Analista de Dados mudou para: Em análise');
    expect(status('viewed')).toBe('Sua candidatura para Analista de Dados mudou para: Vista pela empresa');
    expect(status(null)).toBe('Sua candidatura para Analista de Dados foi atualizada');
  });

  it('tells of a role invitation, with the feminine role', () => {
    const invitation = (excerpt: string | null, object: Partial<Notification['object']>) =>
      notificationSentence(
        notification({
          kind: 'role_invitation',
          excerpt,
          object: { ...NO_OBJECT, invitationId: 'i1', ...object },
        }),
      );
    expect(invitation('admin', { community: DADOS })).toBe(
      'Você foi convidada para ser Administradora de Dados Delas',
    );
    expect(invitation('Editora', { company: { id: 'c1', name: 'Nuvem Aberta' } })).toBe(
      'Você foi convidada para ser Editora de Nuvem Aberta',
    );
    expect(invitation(null, { community: DADOS })).toBe(
      'Você recebeu um convite para uma função em Dados Delas',
    );
  });

  it('has follow and connection sentences ready', () => {
    expect(notificationSentence(notification({ kind: 'follow', object: NO_OBJECT }))).toBe(
      'Ana Souza começou a seguir você',
    );
    expect(
      notificationSentence(
        notification({ kind: 'follow', object: NO_OBJECT, actors: [ANA, BIA], actorCount: 2 }),
      ),
    ).toBe('Ana Souza e Bia Lima começaram a seguir você');
    expect(notificationSentence(notification({ kind: 'connection', object: NO_OBJECT }))).toBe(
      'Ana Souza aceitou seu convite. Agora vocês estão conectadas',
    );
  });

  it('reads when the object is gone', () => {
    expect(
      notificationSentence(
        notification({ kind: 'join_approved', object: NO_OBJECT, actors: [], actorCount: 0 }),
      ),
    ).toBe('Sua solicitação para participar de uma comunidade foi aprovada');
    expect(notificationSentence(notification({ kind: 'application_received', object: NO_OBJECT }))).toBe(
      'Nova candidatura para uma vaga',
    );
  });

  it('has a sentence and a label for every kind', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(notificationSentence(notification({ kind })).length).toBeGreaterThan(10);
      expect(NOTIFICATION_KIND_LABELS[kind]).toBeTruthy();
    }
  });
});

describe('notificationQuote', () => {
  it('quotes a comment, not a status or a role the sentence already says', () => {
    expect(notificationQuote({ kind: 'post_comment', excerpt: ' Que ótima notícia! ' })).toBe(
      'Que ótima notícia!',
    );
    expect(notificationQuote({ kind: 'post_comment', excerpt: '  ' })).toBeNull();
    expect(notificationQuote({ kind: 'application_status', excerpt: 'viewed' })).toBeNull();
    expect(notificationQuote({ kind: 'role_invitation', excerpt: 'admin' })).toBeNull();
  });
});
