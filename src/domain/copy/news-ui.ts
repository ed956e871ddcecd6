// The news feature's own pt-BR texts, where the spec is silent (the spec's texts are MSG.news):
// list paging and empty states, the embedded original story, the blog and its call to sign up.

import { MSG, PAGE_TITLES } from '../messages.js';
import { HOME_COPY } from './home.js';

export const NEWS_UI_COPY = {
  list: {
    lead: 'Conteúdos sobre carreira, mercado de trabalho e diversidade, do nosso time e da imprensa.',
    empty: MSG.common.noNewsYet,
    emptyHint: 'Volte em breve: novos conteúdos são publicados toda semana.',
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
    openOriginal: 'Abrir no site original',
    newTab: MSG.common.newTab,
    frameTitle: (title: string) => `Notícia original: ${title}`,
    frameHint:
      'Alguns sites não permitem ser exibidos dentro de outras páginas. Se a notícia não aparecer abaixo, ' +
      'abra-a no site original.',
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
