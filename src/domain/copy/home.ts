import { MSG } from '../messages.js';

// The home feature's own pt-BR texts (shared texts and errors stay in messages.ts).

// The public home page's sections (benefits, sealed companies, blog, closing call).
export const HOME_COPY = {
  hero: {
    eyebrow: 'Carreira, comunidade e mentoria',
  },
  howItWorks: {
    subtitle: 'Uma rede que aproxima mulheres profissionais de empresas comprometidas com a diversidade.',
  },
  sealCompanies: {
    title: 'Empresas com Selo de Diversidade',
    subtitle:
      'Organizações que assumiram compromissos concretos com a equidade de gênero e a inclusão no trabalho.',
    badge: 'Selo de Diversidade',
    visitSite: 'Visitar site',
    /** Read after 'Visitar site' by screen readers only: which site, and that it opens a new tab. */
    visitSiteContext: (name: string) => `: ${name} (abre em nova aba)`,
    learnMore: 'Conheça o selo',
    /** No company holds the seal yet: said plainly, never filled with samples. */
    empty:
      'Nenhuma empresa recebeu o selo ainda. Veja como a sua empresa pode se candidatar em ' +
      '“Conheça o selo”.',
  },
  blog: {
    title: 'Do nosso blog',
    subtitle: 'Conteúdo prático para cada fase da sua carreira.',
    seeAll: 'Ver todos os artigos',
    by: MSG.news.by,
  },
  closing: {
    title: 'Pronta para dar o próximo passo?',
    text:
      'Cadastre-se e faça parte de uma rede de mulheres que se apoiam, aprendem e crescem juntas. ' +
      'Sua empresa também tem lugar aqui.',
    signUp: 'Cadastre-se agora',
  },
} as const;
