import { describe, expect, it } from 'vitest';
import type { Notification } from '../schemas/notifications.js';
import { notificationHref } from './notification-links.js';

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

const member = (slug: string | null) => ({
  id: 'u-ana',
  name: 'Ana Souza',
  imageUrl: null,
  professionalTitle: null,
  slug,
});

const href = (
  kind: Notification['kind'],
  object: Partial<Notification['object']> = {},
  actors = [member('ana-souza')],
) => notificationHref({ kind, actors, object: { ...NO_OBJECT, ...object } });

const DADOS = { id: 'k-dados', name: 'Dados Delas' };
const VAGA = { id: 'v 1', title: 'Analista' };

describe('notificationHref', () => {
  it('opens the post, at the comment when there is one', () => {
    expect(href('post_reaction', { postId: 'p1' })).toBe('/publicacoes/p1');
    expect(href('post_comment', { postId: 'p1', commentId: 'c1' })).toBe('/publicacoes/p1?comentario=c1');
    expect(href('comment_reply', { postId: 'p1', commentId: 'c2' })).toBe('/publicacoes/p1?comentario=c2');
    expect(href('mention', { postId: 'p1', commentId: 'c3' })).toBe('/publicacoes/p1?comentario=c3');
    expect(href('mention', { postId: 'p1' })).toBe('/publicacoes/p1');
  });

  it('opens the community for join requests, both sides', () => {
    expect(href('join_approved', { community: DADOS })).toBe('/comunidades/k-dados');
    expect(href('join_declined', { community: DADOS })).toBe('/comunidades/k-dados');
    // Its page shows admins and moderators the pending requests.
    expect(href('join_requested', { community: DADOS })).toBe('/comunidades/k-dados');
  });

  it('opens a vacancy’s applications for its staff, and the vacancy for the applicant', () => {
    expect(href('application_received', { vacancy: VAGA })).toBe('/vagas/v%201/candidaturas');
    expect(href('application_status', { vacancy: VAGA, applicationId: 'a1' })).toBe('/vagas/v%201');
  });

  it('opens the page where she answers a role invitation', () => {
    expect(href('role_invitation', { community: DADOS, invitationId: 'i1' })).toBe('/minhas-comunidades');
    expect(href('role_invitation', { company: { id: 'c1', name: 'Nuvem' }, invitationId: 'i1' })).toBe(
      '/minhas-empresas',
    );
  });

  it('opens the profile of whoever followed or connected', () => {
    expect(href('follow')).toBe('/m/ana-souza');
    expect(href('connection')).toBe('/m/ana-souza');
    expect(href('follow', {}, [member(null)])).toBe('/perfil-publico/u-ana');
  });

  it('falls back to the list the object was in when it is gone', () => {
    expect(href('post_comment')).toBe('/feed');
    expect(href('join_approved')).toBe('/rede');
    expect(href('application_received')).toBe('/empresas?aba=minhas-vagas');
    expect(href('application_status')).toBe('/vagas');
    expect(href('follow', {}, [])).toBe('/notificacoes');
  });
});
