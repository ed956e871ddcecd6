import { REACTION_LABELS, type ReactionKind } from '../enums.js';
import { MSG } from '../messages.js';
import { countOf, formatCount } from '../rules/plural.js';

// The texts of a post's conversation that its card shows before anything is opened, and those of
// the post's own page (issue 16): a module of their own, so the feed's first render does not
// load every text of the comments (issue 14's budget). CONVERSATION_COPY (conversation.ts)
// includes them; use that elsewhere.

export const CONVERSATION_CARD_COPY = {
  reactions: {
    labels: REACTION_LABELS,
    /** The main button while she has not reacted. */
    react: REACTION_LABELS.like,
    /** The small button beside it that opens the five kinds. */
    choose: 'Escolher reação',
    /** The group of the five kinds, once open. */
    choices: 'Reações disponíveis',
    total: (n: number) => countOf(n, 'reação', 'reações'),
    /** Read after the total on the summary button: '5 Curtir, 2 Apoiar'. */
    breakdown: (entries: readonly (readonly [ReactionKind, number])[]) =>
      entries.map(([kind, n]) => `${formatCount(n)} ${REACTION_LABELS[kind]}`).join(', '),
    error: 'Não foi possível registrar sua reação. Tente novamente.',
  },
  comments: {
    count: (n: number) => countOf(n, 'comentário', 'comentários'),
    comment: 'Comentar',
    loading: 'Carregando comentários...',
  },
  mentions: {
    /** A mention of a member who no longer exists. */
    formerMember: 'participante',
  },
  page: {
    /** The page of one post, /publicacoes/{id} (notifications link here). */
    title: 'Publicação',
    notFound: 'Publicação não encontrada',
    notFoundHint: 'Ela pode ter sido excluída ou não estar visível para você.',
    loadError: 'Não foi possível carregar a publicação.',
    backToFeed: MSG.profile.backToFeed,
  },
} as const;
