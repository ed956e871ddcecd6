import type { CommunityNiche } from '../enums.js';
import { COPY, FIELD_LABELS, MSG, PAGE_FORM_COPY, PAGE_TITLES, ROLE_LABELS } from '../messages.js';
import { countOf, formatCount, pluralNoun } from '../rules/plural.js';

// pt-BR texts of the communities feature (SPEC §2 "Communities") where the spec is silent. The
// spec's own texts (errors, successes, 'Aguardando aprovação' …) stay in MSG.communities and are
// reused from there. One section per screen; add new screens as new sections.

/** The badge on a card and the form's checkbox. */
const REQUIRES_APPROVAL = 'Requer aprovação';

/** The explore page's chips (SPEC §2): 'Todas' (no filter) then four niches. */
export const EXPLORE_NICHE_CHIPS: readonly { niche: CommunityNiche | null; label: string }[] = [
  { niche: null, label: 'Todas' },
  { niche: 'geral', label: 'Gerais' },
  { niche: 'negocios', label: 'Negócios' },
  { niche: 'tecnologia', label: 'Tecnologia' },
  { niche: 'cultura', label: 'Cultura' },
];

export const COMMUNITIES_COPY = {
  // ---------------------------------------------------------------------------------------------
  // A community as a card (explore list, my communities)
  card: {
    members: MSG.common.participants,
    followers: (n: number) => countOf(n, 'seguidora', 'seguidoras'),
    private: 'Privada',
    requiresApproval: REQUIRES_APPROVAL,
  },

  // ---------------------------------------------------------------------------------------------
  // /rede: explore communities
  explore: {
    title: PAGE_TITLES.exploreCommunities,
    lead: 'Encontre mulheres que compartilham seus interesses, troque experiências e cresça junto.',
    create: PAGE_TITLES.createCommunity,
    filters: 'Filtrar por nicho',
    searchLabel: 'Buscar comunidades',
    searchPlaceholder: 'Buscar por nome ou descrição',
    listLabel: COPY.appNav.communities,
    loading: 'Carregando comunidades...',
    updating: MSG.common.updatingList,
    results: (n: number, more: boolean) =>
      n === 0
        ? ''
        : more
          ? `${formatCount(n)}+ comunidades`
          : `${formatCount(n)} ${pluralNoun(n, 'comunidade', 'comunidades')}`,
    empty: 'Nenhuma comunidade encontrada.',
    emptyFiltered: 'Tente outro nicho ou outra busca — ou crie a sua comunidade.',
    emptyAll: 'Ainda não há comunidades por aqui. Que tal criar a primeira?',
    loadMore: MSG.common.loadMore,
    loadingMore: MSG.common.loadingMore,
    loadMoreError: 'Não foi possível carregar mais comunidades.',
  },

  // ---------------------------------------------------------------------------------------------
  // /criar-comunidade, /criar-comunidade?edit={id}, /editar-comunidade/{id}
  form: {
    createTitle: PAGE_TITLES.createCommunity,
    createIntro: 'Reúna mulheres em torno de um tema, de um propósito ou de uma região.',
    editTitle: PAGE_TITLES.editCommunity,
    editIntro: 'As alterações aparecem na página da comunidade assim que você salvar.',
    loading: 'Carregando dados da comunidade...',
    sections: {
      about: 'Sobre a comunidade',
      access: 'Participação',
      content: 'Regras e boas-vindas',
      ...PAGE_FORM_COPY.sections,
    },
    name: 'Nome da comunidade',
    description: FIELD_LABELS.description,
    descriptionHint: 'Conte do que se trata e para quem é a comunidade.',
    niche: 'Nicho',
    isPrivate: 'Comunidade privada',
    isPrivateHint: "Aparece com o selo 'Privada' na lista de comunidades.",
    requiresApproval: REQUIRES_APPROVAL,
    requiresApprovalHint: 'Quem pedir para participar aguarda a aprovação de uma administradora.',
    requiresPayment: 'Requer pagamento',
    requiresPaymentHint: 'A participação é paga; informe o valor abaixo.',
    paymentAmount: 'Valor da participação (R$)',
    paymentAmountHint: (formatted: string | null) =>
      formatted ? `Será exibido como ${formatted}.` : 'Valor em reais; os centavos são opcionais.',
    rules: 'Regras',
    rulesHint: 'Combinados de convivência que todas devem seguir.',
    welcomeMessage: 'Mensagem de boas-vindas',
    welcomeMessageHint: 'Mostrada a quem chega à comunidade.',
    location: FIELD_LABELS.location,
    locationPlaceholder: 'Ex.: São Paulo, SP ou Online',
    website: FIELD_LABELS.website,
    communityUrl: 'Link da comunidade',
    communityUrlHint: 'Endereço do grupo fora da plataforma (WhatsApp, Telegram, Discord …).',
    ...PAGE_FORM_COPY.images,
    create: PAGE_TITLES.createCommunity,
    creating: MSG.common.creating,
    save: MSG.common.saveChanges,
    saving: MSG.common.saving,
    cancel: MSG.common.cancel,
    redirecting: PAGE_FORM_COPY.redirecting,
    forbiddenTitle: 'Você não pode editar esta comunidade.',
    forbiddenText: 'Somente administradoras e moderadoras da comunidade podem alterar os dados dela.',
    backToCommunity: 'Ver a comunidade',
    backToMine: PAGE_TITLES.myCommunities,
  },

  // ---------------------------------------------------------------------------------------------
  // /minhas-comunidades
  mine: {
    title: PAGE_TITLES.myCommunities,
    lead: 'As comunidades que você administra, modera ou de que participa.',
    create: PAGE_TITLES.createCommunity,
    loading: 'Carregando suas comunidades...',
    /** Issue 22: those she runs, then those she joined, each card with her role. */
    runLabel: 'Comunidades que você administra ou modera',
    joinedLabel: 'Comunidades de que você participa',
    roles: { admin: ROLE_LABELS.admin, moderator: ROLE_LABELS.moderator, member: ROLE_LABELS.member },
    empty: 'Você ainda não faz parte de nenhuma comunidade.',
    emptyHint:
      'Explore as comunidades da rede ou crie uma para reunir mulheres em torno de um tema que você ama.',
    explore: PAGE_TITLES.exploreCommunities,
    edit: MSG.common.edit,
    editLabel: MSG.common.editNamed,
    view: 'Ver comunidade',
    viewLabel: (name: string) => `Ver ${name}`,
  },

  // ---------------------------------------------------------------------------------------------
  // /comunidades/{id} (detail): added by the detail page below this line.
} as const;

// -----------------------------------------------------------------------------------------------
// /comunidades/{id}: the community detail page (header, membership, sections, feed, management).
// Counts and badges reuse COMMUNITIES_COPY.card; 'Aguardando aprovação', the errors and
// 'Concessão de Acesso' stay in MSG.

/** The delete dialog's title and its confirm button. */
const DELETE_COMMUNITY = 'Excluir comunidade';

export const COMMUNITY_DETAIL_COPY = {
  loading: 'Carregando comunidade...',
  notFoundHint: MSG.common.removedOrWrongAddress,
  loadErrorHint: MSG.common.checkConnection,
  explore: PAGE_TITLES.exploreCommunities,

  header: {
    details: 'Informações da comunidade',
    paid: (amount: string) => `Participação paga: ${amount}`,
    website: FIELD_LABELS.website,
    communityUrl: COMMUNITIES_COPY.form.communityUrl,
    newTab: MSG.common.newTab,
  },

  membership: {
    region: COMMUNITIES_COPY.form.sections.access,
    follow: MSG.common.follow,
    unfollow: MSG.common.unfollow,
    join: 'Participar',
    leave: 'Sair da comunidade',
    cancelRequest: 'Cancelar solicitação',
    approvalHint: 'A participação depende da aprovação de uma administradora.',
    pendingHint: 'Sua solicitação foi enviada. Você poderá participar assim que ela for aprovada.',
    memberBadge: 'Você participa',
    roles: { admin: ROLE_LABELS.admin, moderator: ROLE_LABELS.moderator, member: ROLE_LABELS.member },
    yourRole: MSG.common.yourRole,
    /** Announced in the live region after each change. */
    announce: {
      joined: 'Você agora participa da comunidade.',
      requested: 'Solicitação enviada. Aguardando aprovação.',
      left: 'Você saiu da comunidade.',
      cancelled: 'Solicitação cancelada.',
      followed: 'Você agora segue esta comunidade.',
      unfollowed: 'Você deixou de seguir esta comunidade.',
    },
    errors: {
      join: 'Não foi possível participar da comunidade. Tente novamente.',
      leave: 'Não foi possível sair da comunidade. Tente novamente.',
      cancel: 'Não foi possível cancelar a solicitação. Tente novamente.',
      follow: 'Não foi possível seguir a comunidade. Tente novamente.',
      unfollow: 'Não foi possível deixar de seguir a comunidade. Tente novamente.',
    },
  },

  sections: {
    about: COMMUNITIES_COPY.form.sections.about,
    rules: COMMUNITIES_COPY.form.rules,
    welcome: 'Bem-vinda',
    rulesEmpty: 'Nenhuma regra definida ainda.',
    welcomeEmpty: 'Nenhuma mensagem de boas-vindas ainda.',
  },

  feed: {
    heading: 'Publicações da comunidade',
    privateNotice: 'Esta comunidade é privada. Participe para ver as publicações.',
    privatePendingNotice:
      'Esta comunidade é privada. Você verá as publicações assim que sua solicitação for aprovada.',
    pendingCannotPost:
      'Sua solicitação está aguardando aprovação. Você poderá publicar quando ela for aprovada.',
    joinToPost: 'Participe da comunidade para publicar.',
    empty: 'Nenhuma publicação nesta comunidade ainda.',
    emptyHintMember: 'Que tal começar a conversa?',
    emptyHintVisitor: 'Participe da comunidade para começar a conversa.',
  },

  manage: {
    region: 'Gerenciar comunidade',
    edit: MSG.common.edit,
    delete: MSG.common.delete,
    deleteTitle: DELETE_COMMUNITY,
    deleteText: (name: string) =>
      `Tem certeza que deseja excluir a comunidade ${name}? As publicações e as participações serão removidas. Esta ação não pode ser desfeita.`,
    deleteConfirm: DELETE_COMMUNITY,
    deleting: MSG.common.deleting,
    deleted: 'Comunidade excluída com sucesso.',
  },

  requests: {
    title: 'Solicitações pendentes',
    loading: 'Carregando solicitações...',
    loadError: 'Não foi possível carregar as solicitações.',
    empty: 'Nenhuma solicitação pendente.',
    approve: 'Aprovar',
    decline: MSG.common.decline,
    approveLabel: (name: string) => `Aprovar solicitação de ${name}`,
    declineLabel: (name: string) => `Recusar solicitação de ${name}`,
    requestedAt: (date: string) => `Solicitou em ${date}`,
    approved: (name: string) => `Solicitação de ${name} aprovada.`,
    declined: (name: string) => `Solicitação de ${name} recusada.`,
    approveError: 'Não foi possível aprovar a solicitação. Tente novamente.',
    declineError: 'Não foi possível recusar a solicitação. Tente novamente.',
  },
} as const;
