import type { ProjectType } from '../enums.js';
import { FIELD_LABELS, MSG } from '../messages.js';
import { PROFILE_COPY } from './profile.js';

// The projects feature's own pt-BR texts (shared texts and errors stay in messages.ts).

// Projects and achievements editor: tabs, labels, buttons.
export const PROJECTS_COPY = {
  intro: 'Projetos, trabalho voluntário, artigos e prêmios que contam a sua trajetória.',
  tabsLabel: 'Tipo de conquista',
  tab: {
    project: 'Projetos realizados',
    volunteering: PROFILE_COPY.projectTypes.volunteering,
    article: 'Artigos publicados',
    award: 'Prêmios conquistados',
  } satisfies Record<ProjectType, string>,
  addHeading: {
    project: 'Adicionar projeto',
    volunteering: 'Adicionar trabalho voluntário',
    article: 'Adicionar artigo',
    award: 'Adicionar prêmio',
  } satisfies Record<ProjectType, string>,
  editHeading: {
    project: 'Editar projeto',
    volunteering: 'Editar trabalho voluntário',
    article: 'Editar artigo',
    award: 'Editar prêmio',
  } satisfies Record<ProjectType, string>,
  listHeading: {
    project: 'Seus projetos',
    volunteering: 'Seu trabalho voluntário',
    article: 'Seus artigos',
    award: 'Seus prêmios',
  } satisfies Record<ProjectType, string>,
  empty: {
    project: MSG.profile.noProjects,
    volunteering: 'Nenhum trabalho voluntário adicionado ainda.',
    article: 'Nenhum artigo adicionado ainda.',
    award: 'Nenhum prêmio adicionado ainda.',
  } satisfies Record<ProjectType, string>,
  viewLink: {
    project: MSG.projects.viewProject,
    volunteering: 'Ver mais',
    article: 'Ler artigo',
    award: 'Ver prêmio',
  } satisfies Record<ProjectType, string>,
  monthLabel: {
    project: FIELD_LABELS.date,
    volunteering: FIELD_LABELS.date,
    article: 'Data de publicação',
    award: 'Data do prêmio',
  } satisfies Record<ProjectType, string>,
  title: FIELD_LABELS.title,
  titleHint: 'Obrigatório.',
  description: 'Descrição (opcional)',
  startMonth: FIELD_LABELS.startDate,
  endMonth: 'Data de término (opcional)',
  link: 'Link (opcional)',
  linkHint: 'Por exemplo, meusite.com.br (o https:// é adicionado se faltar).',
  add: MSG.common.add,
  saveChanges: MSG.common.saveChanges,
  cancelEdit: 'Cancelar edição',
  edit: MSG.common.edit,
  remove: MSG.common.remove,
  removing: MSG.common.removing,
  confirmTitle: 'Remover este item?',
  confirmText: (title: string) => `“${title}” será removido do seu perfil. Esta ação não pode ser desfeita.`,
  saved: 'Salvo com sucesso.',
  removed: 'Removido com sucesso.',
  opensInNewTab: MSG.common.newTab,
} as const;
