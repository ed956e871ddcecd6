import { POST_MAX_LENGTH } from '../limits.js';
import { COPY, MSG, PAGE_TITLES } from '../messages.js';
import { formatCount } from '../rules/plural.js';
import { SHELL_COPY } from './shell.js';

// pt-BR texts of the feed (SPEC §2 "Feed") where the spec is silent: the composer, the post
// card's controls, the list's states, the side boxes and the mobile side menu. The spec's own
// texts stay where they are (MSG.posts, MSG.profile.completeProfile, MSG.news …) and are reused.

export const FEED_COPY = {
  page: {
    /** The page's only <h1> (visually hidden: the composer and the posts speak for themselves). */
    title: PAGE_TITLES.feed,
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
    counter: (length: number) => `${formatCount(length)}/${formatCount(POST_MAX_LENGTH)}`,
    counterHint: (length: number) =>
      `${formatCount(length)} de ${formatCount(POST_MAX_LENGTH)} caracteres usados.`,
    limitReached: `Você atingiu o limite de ${formatCount(POST_MAX_LENGTH)} caracteres.`,
    authorLabel: 'Publicar como',
    authorRequired: 'Escolha em nome de quem publicar.',
    authorGroups: {
      user: PAGE_TITLES.myProfile,
      community: 'Comunidades que você modera',
      company: MSG.common.companiesYouRun,
    },
    loadingAuthors: 'Carregando opções de autor...',
    postingAs: (name: string) => `Publicando como ${name}`,
    inCommunity: (name: string) => `Na comunidade ${name}`,
    publish: MSG.common.publish,
    publishing: MSG.common.publishing,
    published: 'Postagem publicada!',
  },

  image: {
    add: 'Adicionar imagem',
    replace: MSG.common.changeImage,
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
    edit: MSG.common.edit,
    delete: MSG.common.delete,
    report: MSG.common.report,
    editLabel: 'Editar postagem',
    saved: 'Postagem atualizada.',
    confirmDeleteTitle: 'Excluir postagem?',
    confirmDeleteText: 'A postagem será removida do feed. Esta ação não pode ser desfeita.',
    confirmDelete: MSG.common.delete,
    deleting: MSG.common.deleting,
    deleted: 'Postagem excluída.',
  },

  list: {
    heading: 'Postagens',
    loading: 'Carregando postagens...',
    empty: 'Nenhuma postagem ainda.',
    emptyHint: 'Que tal ser a primeira a compartilhar algo com a rede?',
    loadMore: MSG.common.loadMore,
    loadingMore: MSG.common.loadingMore,
    loadMoreError: 'Não foi possível carregar mais postagens.',
    end: 'Você chegou ao fim do feed.',
  },

  profile: {
    heading: 'Seu perfil',
    publicProfile: MSG.common.viewPublicProfile,
    shortcuts: 'Atalhos',
    communities: COPY.appNav.communities,
    vacancies: PAGE_TITLES.vacancies,
    messages: PAGE_TITLES.chat,
    development: SHELL_COPY.personalMenu.myDevelopment,
  },

  vacancies: {
    heading: 'Vagas Recomendadas',
    seeAll: MSG.common.seeVacancies,
  },

  communities: {
    heading: 'Comunidades Ativas',
    members: MSG.common.participants,
    empty: 'Você ainda não participa de nenhuma comunidade.',
    explore: PAGE_TITLES.exploreCommunities,
  },

  events: {
    heading: 'Eventos Próximos',
    empty: 'Nenhum evento nos próximos dias. Veja a agenda completa ou proponha um na sua comunidade.',
    seeAll: 'Ver eventos',
    going: 'Presença confirmada',
    loadError: 'Erro ao carregar eventos.',
  },

  news: {
    empty: MSG.common.noNewsYet,
  },

  mobileMenu: {
    open: 'Abrir menu do feed',
    button: SHELL_COPY.drawer.title,
    title: 'Menu do feed',
    nav: 'Atalhos do perfil',
    // One name per page (issue 22): each link reads as the title of the page it opens.
    myProfile: PAGE_TITLES.myProfile,
    publicProfile: PAGE_TITLES.publicProfile,
    experience: PAGE_TITLES.experience,
    projects: PAGE_TITLES.projects,
    education: PAGE_TITLES.education,
    jobPreferences: PAGE_TITLES.jobPreferences,
    companies: PAGE_TITLES.myCompanies,
    communities: PAGE_TITLES.myCommunities,
    development: PAGE_TITLES.development,
  },
} as const;
