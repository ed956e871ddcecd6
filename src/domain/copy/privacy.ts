import { POST_AUDIENCE_LABELS } from '../enums.js';
import { FIELD_LABELS, MSG } from '../messages.js';
import type { PrivacyAudience, PrivacyField } from '../rules/privacy.js';
import { NETWORK_MENU_COPY } from './network-menu.js';

// Privacy per field (issue 19): Configurações → 'Privacidade' and the API's refusals about it.

const AUDIENCE_LABELS: Record<PrivacyAudience, string> = {
  nobody: 'Ninguém',
  connections: NETWORK_MENU_COPY.connections,
  members: POST_AUDIENCE_LABELS.members,
  public: 'Público',
};

const FIELD_NAMES: Record<PrivacyField, string> = {
  email: FIELD_LABELS.email,
  phone: FIELD_LABELS.phone,
  city: FIELD_LABELS.city,
  birthday: 'Aniversário (dia e mês)',
  children: 'Seus filhos',
  connections: 'Sua lista de conexões',
  activity: 'Suas publicações no perfil',
};

export const PRIVACY_COPY = {
  title: 'Privacidade',
  description:
    'Escolha quem vê cada informação do seu perfil. Você sempre vê tudo; a escolha vale para o seu perfil, a busca e os cartões de pessoas.',
  audiences: AUDIENCE_LABELS,
  /** What each audience means, listed above the choices. */
  audienceHints: {
    nobody: 'Só você',
    connections: 'Só as suas conexões',
    members: 'Quem tem conta na Elas Rede',
    public: 'Qualquer pessoa, mesmo sem conta',
  } satisfies Record<PrivacyAudience, string>,
  fields: FIELD_NAMES,
  fieldHints: {
    email: 'O e-mail da sua conta.',
    phone: 'O telefone do seu perfil pessoal.',
    city: 'Cidade e estado, no perfil e nos cartões de pessoas e da busca.',
    birthday: 'Só o dia e o mês; o ano nunca aparece para outras pessoas.',
    children: 'Só a quantidade e as idades; os nomes nunca aparecem para outras pessoas.',
    connections: 'Quem são as suas conexões (o número sempre aparece).',
    activity:
      'A lista das suas publicações no seu perfil. Cada publicação continua com o público que você escolheu para ela.',
  } satisfies Record<PrivacyField, string>,
  save: 'Salvar privacidade',
  saving: MSG.common.saving,
  saved: 'Privacidade atualizada.',
  saveError: 'Não foi possível salvar sua privacidade. Tente novamente.',
  loading: 'Carregando suas escolhas de privacidade...',
  loadError: 'Não foi possível carregar suas escolhas de privacidade.',
  invalidAudience: 'Escolha Ninguém, Conexões, Toda a rede ou Público.',
  /** GET /api/members/{id}/connections when she keeps the list from this reader. */
  connectionsHidden: 'Ela escolheu não mostrar a lista de conexões.',
} as const;

/** Her profile in search engines (an opt-in, off by default). */
export const SEARCH_ENGINES_COPY = {
  title: 'Buscadores',
  optIn: 'Permitir que buscadores como o Google mostrem meu perfil',
  optInHint:
    'Seu perfil público entra no mapa do site da Elas Rede e pode aparecer em resultados de busca, com o que você deixou visível para Público. Desligado, pedimos aos buscadores que não o mostrem.',
} as const;
