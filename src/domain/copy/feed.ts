import { POST_MAX_LENGTH } from '../limits.js';

// pt-BR texts of the feed (SPEC §2 "Feed") where the spec is silent: the composer, the post
// card's controls, the list's states, the side boxes and the mobile side menu. The spec's own
// texts stay where they are (MSG.posts, MSG.profile.completeProfile, MSG.news …) and are reused.

const count = (n: number) => n.toLocaleString('pt-BR');

export const FEED_COPY = {
  page: {
    /** The page's only <h1> (visually hidden: the composer and the posts speak for themselves). */
    title: 'Feed',
    leftColumn: 'Seu perfil e atalhos',
    rightColumn: 'Comunidades, eventos e conteúdos',
  },

  time: {
    /** Under a minute ago (or a clock slightly ahead of the server's). */
    justNow: 'agora mesmo',
  },

  composer: {
    region: 'Criar postagem',
    open: 'Compartilhe algo…',
    contentLabel: 'O que você quer compartilhar?',
    placeholder: 'Compartilhe uma conquista, uma dúvida ou uma oportunidade…',
    counter: (length: number) => `${count(length)}/${count(POST_MAX_LENGTH)}`,
    counterHint: (length: number) => `${count(length)} de ${count(POST_MAX_LENGTH)} caracteres usados.`,
    limitReached: `Você atingiu o limite de ${count(POST_MAX_LENGTH)} caracteres.`,
    authorLabel: 'Publicar como',
    authorRequired: 'Escolha em nome de quem publicar.',
    authorGroups: {
      user: 'Meu perfil',
      community: 'Comunidades que você modera',
      company: 'Empresas que você administra',
    },
    loadingAuthors: 'Carregando opções de autor...',
    postingAs: (name: string) => `Publicando como ${name}`,
    inCommunity: (name: string) => `Na comunidade ${name}`,
    publish: 'Publicar',
    publishing: 'Publicando...',
    published: 'Postagem publicada!',
  },

  image: {
    add: 'Adicionar imagem',
    replace: 'Trocar imagem',
    remove: 'Remover imagem',
    previewAlt: 'Pré-visualização da imagem escolhida',
    currentAlt: 'Imagem atual da postagem',
    removedNote: 'A imagem será removida ao salvar.',
    undoRemove: 'Manter imagem',
  },

  card: {
    label: (author: string) => `Postagem de ${author}`,
    inCommunity: 'em',
    imageAlt: (author: string) => `Imagem publicada por ${author}`,
    menu: 'Opções da postagem',
    edit: 'Editar',
    delete: 'Excluir',
    editLabel: 'Editar postagem',
    saved: 'Postagem atualizada.',
    confirmDeleteTitle: 'Excluir postagem?',
    confirmDeleteText: 'A postagem será removida do feed. Esta ação não pode ser desfeita.',
    confirmDelete: 'Excluir',
    deleting: 'Excluindo...',
    deleted: 'Postagem excluída.',
  },

  list: {
    heading: 'Postagens',
    loading: 'Carregando postagens...',
    empty: 'Nenhuma postagem ainda.',
    emptyHint: 'Que tal ser a primeira a compartilhar algo com a rede?',
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando mais...',
    loadMoreError: 'Não foi possível carregar mais postagens.',
    end: 'Você chegou ao fim do feed.',
  },

  profile: {
    heading: 'Seu perfil',
    publicProfile: 'Ver perfil público',
    shortcuts: 'Atalhos',
    communities: 'Comunidades',
    vacancies: 'Vagas',
    messages: 'Mensagens',
    development: 'Meu desenvolvimento',
  },

  vacancies: {
    heading: 'Vagas Recomendadas',
    sampleBadge: 'Exemplo',
    sampleNote: 'Ainda não há vagas recomendadas para você. Estas são apenas exemplos ilustrativos.',
    setPreferences: 'Cadastre suas preferências de vagas',
    seeAll: 'Ver vagas',
    samples: [
      { title: 'Analista de Dados Pleno', company: 'Empresa exemplo', detail: 'Remoto · CLT' },
      { title: 'Gerente de Projetos', company: 'Empresa exemplo', detail: 'Híbrido · São Paulo, SP' },
    ],
  },

  communities: {
    heading: 'Comunidades Ativas',
    members: (n: number) => `${count(n)} ${n === 1 ? 'membro' : 'membros'}`,
    empty: 'Você ainda não participa de nenhuma comunidade.',
    explore: 'Explorar comunidades',
  },

  events: {
    heading: 'Eventos Próximos',
    sampleBadge: 'Exemplo',
    note: 'Eventos ilustrativos: a agenda oficial da Elas Rede fica na página de eventos.',
    seeAll: 'Ver eventos',
    samples: [
      { title: 'Encontro Mulheres na Tecnologia', when: 'Data a definir', where: 'Online' },
      { title: 'Workshop de Negociação Salarial', when: 'Data a definir', where: 'Presencial' },
    ],
  },

  news: {
    empty: 'Ainda não há artigos ou notícias publicados.',
  },

  mobileMenu: {
    open: 'Abrir menu do feed',
    button: 'Menu',
    title: 'Menu do feed',
    nav: 'Atalhos do perfil',
    myProfile: 'Meu Perfil',
    publicProfile: 'Perfil Público',
    experience: 'Experiência Profissional',
    projects: 'Projetos e Conquistas',
    education: 'Educação',
    jobPreferences: 'Preferências de Vagas',
    companies: 'Empresas',
    communities: 'Minhas Comunidades',
    development: 'Meu Desenvolvimento',
  },
} as const;
