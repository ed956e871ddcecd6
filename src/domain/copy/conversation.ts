import type { ReactionKind } from '../enums.js';
import { COMMENT_MAX_LENGTH } from '../limits.js';
import { MSG } from '../messages.js';
import { countOf, formatCount, pluralNoun } from '../rules/plural.js';
import { CONVERSATION_CARD_COPY as CARD } from './conversation-card.js';

// pt-BR texts of the conversation on the feed (issue 16): reactions, comments, mentions, and the
// page of one post (/publicacoes/{id}). The few a post's card shows before anything is opened
// live in conversation-card.ts, so the feed's first render loads only those (issue 14's budget).

export const CONVERSATION_COPY = {
  reactions: {
    ...CARD.reactions,
    remove: 'Remover reação',
    /** Screen readers: 'Sua reação: Apoiar'. */
    yours: (kind: ReactionKind) => `Sua reação: ${CARD.reactions.labels[kind]}`,
    whoReacted: 'Quem reagiu',
    whoReactedHint: 'As pessoas que reagiram a esta publicação, das mais recentes às mais antigas.',
    /** The first tab of 'Quem reagiu': every kind, with the total. */
    allTab: (n: number) => `Todas · ${formatCount(n)}`,
    filter: 'Filtrar por reação',
    more: 'Ver mais pessoas',
    loadError: 'Não foi possível carregar quem reagiu.',
    empty: 'Ninguém reagiu assim ainda.',
  },
  comments: {
    ...CARD.comments,
    region: 'Comentários',
    reply: 'Responder',
    replies: (n: number) => countOf(n, 'resposta', 'respostas'),
    showReplies: (n: number) => `Ver ${formatCount(n)} ${pluralNoun(n, 'resposta', 'respostas')}`,
    hideReplies: 'Ocultar respostas',
    /** The list of a comment's replies. */
    repliesTo: (name: string) => `Respostas ao comentário de ${name}`,
    more: 'Ver mais comentários',
    moreReplies: 'Ver mais respostas',
    /** Each comment and reply, as screen readers name it. */
    commentBy: (name: string) => `Comentário de ${name}`,
    replyBy: (name: string) => `Resposta de ${name}`,
    label: 'Escreva um comentário',
    replyLabel: (name: string) => `Responder a ${name}`,
    placeholder: 'Escreva um comentário…',
    send: 'Publicar comentário',
    sendReply: 'Publicar resposta',
    /** Under the field: how to send without the mouse. */
    shortcut: 'Ctrl + Enter publica.',
    edit: 'Editar comentário',
    save: MSG.common.save,
    cancel: MSG.common.cancel,
    menu: 'Opções do comentário',
    remove: 'Excluir comentário',
    removeTitle: 'Excluir comentário?',
    removeConfirm: 'Excluir este comentário? As respostas a ele também serão excluídas.',
    removeReply: 'A resposta será excluída. Esta ação não pode ser desfeita.',
    confirmRemove: MSG.common.delete,
    removing: MSG.common.deleting,
    removed: 'Comentário excluído.',
    removeError: 'Não foi possível excluir o comentário. Tente novamente.',
    saved: 'Comentário atualizado.',
    saveError: 'Não foi possível salvar o comentário. Tente novamente.',
    edited: 'Editado',
    empty: 'Nenhum comentário ainda. Seja a primeira a comentar.',
    counter: (length: number) => `${formatCount(length)}/${formatCount(COMMENT_MAX_LENGTH)}`,
    counterHint: (length: number) =>
      `${formatCount(length)} de ${formatCount(COMMENT_MAX_LENGTH)} caracteres do comentário.`,
    loadingMore: MSG.common.loadingMore,
    loadError: 'Não foi possível carregar os comentários.',
    loadRepliesError: 'Não foi possível carregar as respostas.',
    sendError: 'Não foi possível publicar seu comentário. Tente novamente.',
    /** The comment a link opened (/publicacoes/{id}?comentario=…), for screen readers. */
    highlighted: 'Comentário em destaque',
    /** That comment could not be found (deleted, or too far down the conversation). */
    highlightMissing: 'O comentário indicado não está mais disponível.',
  },
  mentions: {
    ...CARD.mentions,
    /** The suggestions list while she types '@…'. */
    suggestions: 'Sugestões de menção',
    none: 'Nenhuma pessoa encontrada.',
    searching: MSG.common.searching,
    found: (n: number) => countOf(n, 'sugestão de menção', 'sugestões de menção'),
    /** How to mention someone, for screen readers (the field's description). */
    hint: 'Digite @ seguido de um nome para mencionar alguém.',
  },
  page: CARD.page,
  errors: {
    contentRequired: 'Escreva algo para comentar.',
    contentTooLong: `O comentário pode ter no máximo ${formatCount(COMMENT_MAX_LENGTH)} caracteres.`,
    replyToReply: 'Só é possível responder a um comentário da publicação.',
    parentNotFound: 'O comentário que você quer responder não existe mais.',
  },
} as const;
