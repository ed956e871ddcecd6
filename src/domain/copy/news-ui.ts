// The news feature's own pt-BR texts, where the spec is silent (the spec's texts are MSG.news):
// list paging and empty states, the link to the original story, the blog and its call to sign up.

import { MSG, PAGE_TITLES } from '../messages.js';
import { HOME_COPY } from './home.js';

export const NEWS_UI_COPY = {
  list: {
    lead: 'Conteúdos sobre carreira, mercado de trabalho e diversidade, do nosso time e da imprensa.',
    empty: MSG.common.noNewsYet,
    emptyHint: 'Os artigos e as notícias publicados pela equipe da Elas Rede aparecem aqui.',
    loading: 'Carregando notícias e artigos...',
    loadMore: MSG.common.loadMore,
    loadingMore: MSG.common.loadingMore,
    loadMoreError: 'Não foi possível carregar mais itens.',
  },
  detail: {
    loading: MSG.common.loading,
    notFoundText: 'O conteúdo pode ter sido removido ou o endereço está incorreto.',
    seeAll: 'Ver artigos e notícias',
    publishedOn: 'Publicado em',
    readOriginal: 'Ler no site original',
    newTab: MSG.common.newTab,
    originalRegion: 'Notícia completa',
    originalHint: 'A notícia completa está no site de quem a publicou.',
    originalHintFrom: (source: string) => `A notícia completa está no site de ${source}, que a publicou.`,
    noOriginal: 'O endereço da notícia original não está disponível.',
  },
  blog: {
    title: PAGE_TITLES.blog,
    eyebrow: 'Artigos',
    lead: 'Conteúdo prático para cada fase da sua carreira: negociação, recolocação, liderança e bem-estar.',
    empty: 'Ainda não há artigos publicados.',
    back: 'Voltar para o blog',
    notFoundText: 'O artigo pode ter sido removido ou o endereço está incorreto.',
    seeAll: HOME_COPY.blog.seeAll,
    ctaTitle: 'Faça parte da Elas Rede',
    ctaText:
      'Crie seu perfil gratuito para se conectar com outras profissionais, participar de comunidades e ' +
      'encontrar vagas em empresas comprometidas com a diversidade.',
  },
} as const;
