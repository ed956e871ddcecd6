import type { CommunityNiche } from '../enums.js';

// pt-BR texts of the communities feature (SPEC §2 "Communities") where the spec is silent. The
// spec's own texts (errors, successes, 'Aguardando aprovação' …) stay in MSG.communities and are
// reused from there. One section per screen; add new screens as new sections.

const count = (n: number) => n.toLocaleString('pt-BR');

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
    members: (n: number) => (n === 1 ? '1 membro' : `${count(n)} membros`),
    followers: (n: number) => (n === 1 ? '1 seguidora' : `${count(n)} seguidoras`),
    private: 'Privada',
    requiresApproval: 'Requer aprovação',
  },

  // ---------------------------------------------------------------------------------------------
  // /rede: explore communities
  explore: {
    title: 'Explorar comunidades',
    lead: 'Encontre mulheres que compartilham seus interesses, troque experiências e cresça junto.',
    create: 'Criar comunidade',
    filters: 'Filtrar por nicho',
    searchLabel: 'Buscar comunidades',
    searchPlaceholder: 'Buscar por nome ou descrição',
    listLabel: 'Comunidades',
    loading: 'Carregando comunidades...',
    updating: 'Atualizando a lista...',
    results: (n: number, more: boolean) =>
      n === 0 ? '' : `${count(n)}${more ? '+' : ''} ${n === 1 && !more ? 'comunidade' : 'comunidades'}`,
    empty: 'Nenhuma comunidade encontrada.',
    emptyFiltered: 'Tente outro nicho ou outra busca — ou crie a sua comunidade.',
    emptyAll: 'Ainda não há comunidades por aqui. Que tal criar a primeira?',
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando mais...',
    loadMoreError: 'Não foi possível carregar mais comunidades.',
  },

  // ---------------------------------------------------------------------------------------------
  // /criar-comunidade, /criar-comunidade?edit={id}, /editar-comunidade/{id}
  form: {
    createTitle: 'Criar comunidade',
    createIntro: 'Reúna mulheres em torno de um tema, de um propósito ou de uma região.',
    editTitle: 'Editar comunidade',
    editIntro: 'As alterações aparecem na página da comunidade assim que você salvar.',
    loading: 'Carregando dados da comunidade...',
    sections: {
      about: 'Sobre a comunidade',
      access: 'Participação',
      content: 'Regras e boas-vindas',
      links: 'Local e links',
      images: 'Imagens',
    },
    name: 'Nome da comunidade',
    description: 'Descrição',
    descriptionHint: 'Conte do que se trata e para quem é a comunidade.',
    niche: 'Nicho',
    isPrivate: 'Comunidade privada',
    isPrivateHint: "Aparece com o selo 'Privada' na lista de comunidades.",
    requiresApproval: 'Requer aprovação',
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
    location: 'Localização',
    locationPlaceholder: 'Ex.: São Paulo, SP ou Online',
    website: 'Site',
    communityUrl: 'Link da comunidade',
    communityUrlHint: 'Endereço do grupo fora da plataforma (WhatsApp, Telegram, Discord …).',
    logo: 'Logo',
    logoHint: 'Logo recomendado: 200×200, PNG ou JPG.',
    logoAlt: 'Pré-visualização do logo',
    logoChoose: 'Escolher logo',
    logoChange: 'Trocar logo',
    banner: 'Banner',
    bannerHint: 'Banner recomendado: 1200×300, PNG ou JPG.',
    bannerAlt: 'Pré-visualização do banner',
    bannerChoose: 'Escolher banner',
    bannerChange: 'Trocar banner',
    logoRemove: 'Descartar logo escolhido',
    bannerRemove: 'Descartar banner escolhido',
    imagePending: (fileName: string) => `${fileName} · será enviado ao salvar.`,
    create: 'Criar comunidade',
    creating: 'Criando...',
    save: 'Salvar alterações',
    saving: 'Salvando...',
    uploading: 'Enviando imagens...',
    retryUpload: 'Enviar imagens novamente',
    continueWithout: 'Continuar sem as imagens',
    cancel: 'Cancelar',
    redirecting: 'Você será redirecionada em instantes.',
    forbiddenTitle: 'Você não pode editar esta comunidade.',
    forbiddenText: 'Somente administradoras e moderadoras da comunidade podem alterar os dados dela.',
    backToCommunity: 'Ver a comunidade',
    backToMine: 'Minhas comunidades',
  },

  // ---------------------------------------------------------------------------------------------
  // /minhas-comunidades
  mine: {
    title: 'Minhas comunidades',
    lead: 'As comunidades que você criou.',
    create: 'Criar comunidade',
    loading: 'Carregando suas comunidades...',
    listLabel: 'Comunidades que você criou',
    empty: 'Você ainda não criou nenhuma comunidade.',
    emptyHint: 'Crie uma comunidade para reunir mulheres em torno de um tema que você ama.',
    explore: 'Explorar comunidades',
    edit: 'Editar',
    editLabel: (name: string) => `Editar ${name}`,
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

export const COMMUNITY_DETAIL_COPY = {
  loading: 'Carregando comunidade...',
  notFoundHint: 'Ela pode ter sido removida ou o endereço está incorreto.',
  loadErrorHint: 'Verifique sua conexão e tente novamente.',
  explore: 'Explorar comunidades',

  header: {
    details: 'Informações da comunidade',
    paid: (amount: string) => `Participação paga: ${amount}`,
    website: 'Site',
    communityUrl: 'Link da comunidade',
    newTab: '(abre em nova aba)',
  },

  membership: {
    region: 'Participação',
    follow: 'Seguir',
    unfollow: 'Deixar de seguir',
    join: 'Participar',
    leave: 'Sair da comunidade',
    cancelRequest: 'Cancelar solicitação',
    approvalHint: 'A participação depende da aprovação de uma administradora.',
    pendingHint: 'Sua solicitação foi enviada. Você poderá participar assim que ela for aprovada.',
    memberBadge: 'Você participa',
    roles: { admin: 'Administradora', moderator: 'Moderador', member: 'Membro' },
    yourRole: (role: string) => `Seu papel: ${role}`,
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
    about: 'Sobre a comunidade',
    rules: 'Regras',
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
    edit: 'Editar',
    delete: 'Excluir',
    deleteTitle: 'Excluir comunidade',
    deleteText: (name: string) =>
      `Tem certeza que deseja excluir a comunidade ${name}? As publicações e as participações serão removidas. Esta ação não pode ser desfeita.`,
    deleteConfirm: 'Excluir comunidade',
    deleting: 'Excluindo...',
    deleted: 'Comunidade excluída com sucesso.',
  },

  requests: {
    title: 'Solicitações pendentes',
    loading: 'Carregando solicitações...',
    loadError: 'Não foi possível carregar as solicitações.',
    empty: 'Nenhuma solicitação pendente.',
    approve: 'Aprovar',
    decline: 'Recusar',
    approveLabel: (name: string) => `Aprovar solicitação de ${name}`,
    declineLabel: (name: string) => `Recusar solicitação de ${name}`,
    requestedAt: (date: string) => `Solicitou em ${date}`,
    approved: (name: string) => `Solicitação de ${name} aprovada.`,
    declined: (name: string) => `Solicitação de ${name} recusada.`,
    approveError: 'Não foi possível aprovar a solicitação. Tente novamente.',
    declineError: 'Não foi possível recusar a solicitação. Tente novamente.',
  },
} as const;
