import type { Notification } from '../schemas/notifications.js';

/*
 * Where each notification takes her (issue 16: "each links to its object"). Pure, so the list,
 * the live stream and the server's e-mails link alike. When the object is missing (deleted, or
 * an older row without it) she lands on the list the object would have been in.
 */

const seg = (value: string) => encodeURIComponent(value);

/** What notificationHref reads. */
export type NotificationTarget = Pick<Notification, 'kind' | 'actors' | 'object'>;

/** A post's page, opened at the comment when there is one: /publicacoes/p1?comentario=c1. */
export function postHref(postId: string, commentId?: string | null): string {
  const base = `/publicacoes/${seg(postId)}`;
  return commentId ? `${base}?comentario=${seg(commentId)}` : base;
}

/** A member's profile: her address (/m/{slug}), or her id's page while she has none. */
function memberHref(member: Notification['actors'][number] | undefined): string {
  if (!member) return '/notificacoes';
  return member.slug ? `/m/${seg(member.slug)}` : `/perfil-publico/${seg(member.id)}`;
}

export function notificationHref(n: NotificationTarget): string {
  const { object } = n;
  switch (n.kind) {
    case 'post_reaction':
      return object.postId ? postHref(object.postId) : '/feed';
    case 'post_comment':
    case 'comment_reply':
    case 'mention':
      return object.postId ? postHref(object.postId, object.commentId) : '/feed';
    case 'join_approved':
    case 'join_declined':
      return object.community ? `/comunidades/${seg(object.community.id)}` : '/rede';
    case 'join_requested':
      // The community's page shows its admins and moderators 'Solicitações pendentes'.
      return object.community ? `/comunidades/${seg(object.community.id)}` : '/minhas-comunidades';
    case 'application_received':
      return object.vacancy ? `/vagas/${seg(object.vacancy.id)}/candidaturas` : '/empresas?aba=minhas-vagas';
    case 'application_status':
      // The vacancy's page shows her application and its status ('Minhas candidaturas' is on /vagas).
      return object.vacancy ? `/vagas/${seg(object.vacancy.id)}` : '/vagas';
    case 'role_invitation':
      // Invitations are answered on her communities' or her companies' page ('Convites pendentes').
      return object.company && !object.community ? '/minhas-empresas' : '/minhas-comunidades';
    case 'connection_invitation':
      // Answered under /rede's 'Convites' (Aceitar, Recusar).
      return '/rede/convites';
    case 'follow':
    case 'connection':
      return memberHref(n.actors[0]);
    case 'content_removed':
    case 'moderation_warning':
      // 'Decisões sobre o seu conteúdo', where she may ask for a review.
      return '/denuncias';
    case 'event_promoted':
    case 'event_cancelled':
      return object.event ? `/eventos/${seg(object.event.id)}` : '/eventos';
    case 'mentoring_request':
      // The mentora answers under 'Pedidos recebidos' (Aceitar, Recusar).
      return '/mentoria/pedidos';
    case 'mentoring_accepted':
    case 'mentoring_session_scheduled':
    case 'mentoring_session_cancelled':
      return '/mentoria/minhas-mentorias';
    case 'mentoring_declined':
      return '/mentoria';
  }
}
