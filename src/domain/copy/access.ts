// pt-BR texts of the grant access page (SPEC §2 "Grant access page") where the spec is silent.
// The spec's own texts (title, placeholders, button, list title, the §8 messages) stay in MSG.access.

import { MSG, PAGE_TITLES, ROLE_LABELS } from '../messages.js';
import { countOf } from '../rules/plural.js';
import { COMMUNITIES_COPY } from './communities.js';
import { SEARCH_UI_COPY } from './search-ui.js';
import { SHELL_COPY } from './shell.js';

/** What differs between a community and a company on the page. */
export interface AccessTargetCopy {
  /** 'Apenas administradoras desta comunidade podem conceder acesso.' */
  noPermission: string;
  /** Link from the page back to the community's or company's own page. */
  backToTarget: string;
  /** The no-id page: she picks which of hers to open. */
  pickTitle: string;
  pickIntro: string;
  /** Accessible name of the list of her communities or companies. */
  pickListLabel: string;
  pickEmpty: string;
  pickEmptyHint: string;
  /** The way out of the empty state: create one. */
  createLabel: string;
}

export const ACCESS_COPY = {
  loading: MSG.common.loading,
  /** Document title: the form's title and whose page it is. */
  documentTitle: (name: string) => `Concessão de Acesso · ${name}`,
  /** Issue 13: a role is offered as an invitation; only a lower one applies at once. */
  intro:
    'Escolha uma pessoa e o papel que ela terá. Ela recebe um convite, e o papel vale quando ela aceitar. Um papel menor do que o atual vale na hora.',

  header: {
    bannerAlt: (name: string) => `Capa de ${name}`,
  },

  counts: {
    members: COMMUNITIES_COPY.card.members,
    followers: COMMUNITIES_COPY.card.followers,
    // A company's counts are COMPANIES_COPY.counts (copy/companies.ts), as on its own page.
  },

  form: {
    userLabel: 'Usuária',
    userHint:
      'Busque pelo nome, ou digite o e-mail completo para enviar um convite. O acesso é dado a pessoas, por isso a busca mostra apenas profissionais.',
    roleLabel: 'Papel',
    selected: (name: string) => `Selecionada: ${name}`,
    clearSelection: (name: string) => `Remover a seleção de ${name}`,
  },

  search: {
    /** Title of the only group of results (SPEC §2: results are grouped; only people can be picked). */
    professionals: SEARCH_UI_COPY.tabs.professionals,
    searching: MSG.common.searching,
    empty: (query: string) => `Nenhuma usuária encontrada para "${query}"`,
    resultCount: (n: number) =>
      `${countOf(n, 'profissional encontrada', 'profissionais encontradas')}. Use as setas para escolher.`,
    currentRole: (role: string) => `Papel atual: ${role}`,
  },

  members: {
    empty: 'Ainda não há participantes com papel atribuído.',
  },

  roles: {
    member: ROLE_LABELS.member,
  },

  backToFeed: MSG.news.backToFeed,
  notFoundText: 'O endereço pode estar incorreto ou a página foi removida.',
  unexpectedText: 'Tente novamente em instantes.',

  targets: {
    community: {
      noPermission: 'Apenas administradoras desta comunidade podem conceder acesso.',
      backToTarget: 'Voltar para a comunidade',
      pickTitle: MSG.access.title,
      pickIntro: 'Escolha a comunidade em que você quer conceder acesso.',
      pickListLabel: 'Comunidades que você administra',
      pickEmpty: 'Você ainda não administra nenhuma comunidade.',
      pickEmptyHint: 'Crie uma comunidade para convidar pessoas e dividir a moderação com elas.',
      createLabel: PAGE_TITLES.createCommunity,
    },
    company: {
      noPermission: 'Apenas administradoras desta empresa podem conceder acesso.',
      backToTarget: 'Voltar para a empresa',
      pickTitle: MSG.access.title,
      pickIntro: 'Escolha a empresa em que você quer conceder acesso.',
      pickListLabel: MSG.common.companiesYouRun,
      pickEmpty: SHELL_COPY.business.noCompanies,
      pickEmptyHint: 'Cadastre a página da sua empresa para dividir a administração com sua equipe.',
      createLabel: PAGE_TITLES.addCompany,
    },
  } satisfies Record<'community' | 'company', AccessTargetCopy>,
} as const;
