import { MSG } from '../messages.js';
import { NETWORK_ERRORS } from './network-errors.js';

// pt-BR texts of blocking and muting (issue 19): the member's '…' menu on a profile and in a
// conversation, the confirmation, Configurações → 'Contas bloqueadas', and a community's
// 'Silenciar comunidade'. Nobody is ever told she was blocked or muted, and the texts say so.

export const SAFETY_COPY = {
  member: {
    /** The '…' button's accessible name on a profile. */
    menu: (name: string) => `Mais opções sobre ${name}`,
    mute: (name: string) => `Silenciar ${name}`,
    unmute: (name: string) => `Deixar de silenciar ${name}`,
    muted: (name: string) =>
      `${name} foi silenciada. As publicações dela não aparecem mais no seu feed. Ela não será avisada.`,
    unmuted: (name: string) => `As publicações de ${name} voltam a aparecer no seu feed.`,
    block: (name: string) => `Bloquear ${name}`,
    blockTitle: (name: string) => `Bloquear ${name}?`,
    blockDescription: (name: string) =>
      `Vocês deixam de ver o perfil, as publicações, os comentários e as reações uma da outra, e nenhuma das duas poderá enviar mensagens, convites ou mencionar a outra. A conexão e os seguimentos entre vocês terminam. ${name} não será avisada. Você pode desbloquear em Configurações → Contas bloqueadas.`,
    blockConfirm: 'Bloquear',
    blocking: 'Bloqueando...',
    blocked: (name: string) => `${name} foi bloqueada.`,
    failed: NETWORK_ERRORS.actionFailed,
  },
  blocked: {
    title: 'Contas bloqueadas',
    description:
      'Quem você bloqueou não vê seu perfil, suas publicações nem seus comentários, e não pode falar com você. Ninguém é avisado de um bloqueio.',
    listLabel: 'Contas que você bloqueou',
    empty: 'Você não bloqueou ninguém.',
    since: (date: string) => `Bloqueada em ${date}`,
    unblock: 'Desbloquear',
    unblockName: (name: string) => `Desbloquear ${name}`,
    unblocking: 'Desbloqueando...',
    unblocked: (name: string) =>
      `${name} foi desbloqueada. Vocês voltam a se ver; a conexão que existia não volta sozinha.`,
    loading: 'Carregando contas bloqueadas...',
    loadError: 'Não foi possível carregar as contas bloqueadas.',
    loadMore: MSG.common.loadMore,
  },
  message: {
    /** A group message by a member she blocked, collapsed in its place. */
    hidden: 'Mensagem de uma pessoa que você bloqueou.',
    show: 'Mostrar mensagem',
  },
  community: {
    mute: 'Silenciar comunidade',
    unmute: 'Deixar de silenciar',
    muted: 'Comunidade silenciada. As publicações dela não aparecem mais no seu feed.',
    unmuted: 'As publicações da comunidade voltam a aparecer no seu feed.',
  },
} as const;
