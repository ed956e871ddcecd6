import type { DevelopmentGroup, DevelopmentTopicKey } from '../content/development.js';
import { PAGE_TITLES } from '../messages.js';
import { SHELL_COPY } from './shell.js';

/*
 * Short texts of the personal development area: the hub's lead, group and card texts, and the
 * labels of the guide layout. Page titles are COPY.pages (messages.ts); the guides themselves
 * are in content/development.ts.
 */
export const DEVELOPMENT_COPY = {
  hub: {
    eyebrow: SHELL_COPY.personalMenu.myDevelopment,
    lead:
      'Guias práticos para cada fase da sua trajetória, com o que você já pode fazer hoje na ' +
      'Elas Rede. Escolha um tema para começar.',
  },

  groups: {
    professional: {
      anchor: 'profissional',
      title: SHELL_COPY.development.professional,
      text: 'Para avançar na carreira que você tem ou construir a que você quer.',
    },
    personal: {
      anchor: 'pessoal',
      title: PAGE_TITLES.development,
      text: 'Para cuidar de você, dos seus projetos e da sua forma de aprender.',
    },
  } satisfies Record<DevelopmentGroup, { anchor: string; title: string; text: string }>,

  /** One line under each card's title in the hub. */
  summaries: {
    mentorias: 'Como funciona uma mentoria e como encontrar a sua.',
    orientacao: 'Competências, currículo, preferências de vagas e negociação salarial.',
    cursos: 'Como escolher cursos, onde achar opções gratuitas e como mostrar o que aprendeu.',
    empreendedorismo: 'MEI, organização financeira e uma vitrine para o seu negócio.',
    saude: 'Sinais de esgotamento, limites saudáveis e direitos de gestantes e mães.',
    cognitivo: 'Foco, técnicas de estudo e organização do pensamento.',
  } satisfies Record<DevelopmentTopicKey, string>,

  guide: {
    /** The back link of every guide, to the hub. */
    back: 'Voltar para Desenvolvimento pessoal',
  },

  /** The box beside a guide or an informational page. */
  boxes: {
    todayTitle: 'Na Elas Rede hoje',
  },
} as const;
