import type { CompanyRole } from '../enums.js';
import { FOUNDED_YEAR_MIN } from '../limits.js';
import { FIELD_LABELS, MSG, PAGE_FORM_COPY, PAGE_TITLES } from '../messages.js';
import { countOf, formatCount, pluralNoun } from '../rules/plural.js';
import { HOME_COPY } from './home.js';
import { SHELL_COPY } from './shell.js';

// pt-BR texts of the companies feature (SPEC §2 "Companies") where the spec is silent. The
// spec's own texts ('Empresa criada com sucesso!', 'Empresa não encontrada.', 'Nenhuma empresa
// encontrada', 'Tem certeza que deseja excluir esta empresa?', the §8 errors) stay in
// MSG.companies and are reused from there. One section per screen.

/** Her role in a company, worded as the shell's 'Para Negócios' modal and the grant access page do. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = SHELL_COPY.business.roles;

export const COMPANIES_COPY = {
  // ---------------------------------------------------------------------------------------------
  // Counts and the seal, wherever a company shows (cards, detail page, grant access header)
  counts: {
    /** SPEC §2: 'seguidores • trabalha aqui', feminine (issue 15) and with real plurals. */
    followers: (n: number) => countOf(n, 'seguidora', 'seguidoras'),
    employees: (n: number) => `${formatCount(n)} ${pluralNoun(n, 'trabalha aqui', 'trabalham aqui')}`,
  },
  seal: {
    badge: HOME_COPY.sealCompanies.badge,
    /** The badge on the detail page, with the grant date. */
    since: MSG.common.sealSince,
    /** Read by screen readers after the badge: where the link leads. */
    learnMore: 'saiba o que o selo significa',
  },
  roles: COMPANY_ROLE_LABELS,

  // ---------------------------------------------------------------------------------------------
  // /minhas-empresas
  mine: {
    title: PAGE_TITLES.myCompanies,
    lead: 'As Páginas Corporativas que você administra ou edita.',
    create: 'Nova Página Corporativa',
    loading: 'Carregando suas empresas...',
    loadError: 'Erro ao carregar suas empresas.',
    listLabel: 'Suas empresas',
    empty: 'Você ainda não tem nenhuma Página Corporativa.',
    emptyHint: 'Crie a página da sua empresa para publicar vagas e encontrar profissionais diversas.',
    role: MSG.common.yourRole,
    edit: MSG.common.edit,
    editLabel: MSG.common.editNamed,
  },

  // ---------------------------------------------------------------------------------------------
  // /empresas: the directory (issue 22), and 'Minhas Vagas' as its second tab for company staff
  directory: {
    title: MSG.common.companies,
    lead: 'Conheça as empresas da rede: busque pelo nome, pelo setor ou pelo estado.',
    tabsLabel: 'Seções da área de empresas',
    tab: 'Diretório',
    myVacancies: PAGE_TITLES.companyArea,
    filters: 'Filtrar empresas',
    name: FIELD_LABELS.name,
    namePlaceholder: 'Busque pelo nome da empresa',
    sector: FIELD_LABELS.sector,
    anySector: 'Qualquer setor',
    state: FIELD_LABELS.state,
    anyState: 'Qualquer estado',
    sealed: 'Com selo de diversidade',
    search: 'Buscar empresas',
    clear: MSG.common.clearFilters,
    listLabel: 'Empresas encontradas',
    empty: MSG.companies.noneFound,
    emptyHint: 'Tente outro nome ou tire um dos filtros.',
    loadError: 'Erro ao carregar as empresas.',
    loadMore: MSG.common.loadMore,
    loadingMore: MSG.common.loadingMore,
  },

  // ---------------------------------------------------------------------------------------------
  // /adicionar-empresa, /editar-empresa/{id}
  form: {
    createTitle: PAGE_TITLES.addCompany,
    createIntro:
      'Crie a Página Corporativa da sua empresa: publique vagas e mostre o que ela faz pela equidade.',
    editTitle: PAGE_TITLES.editCompany,
    editIntro: 'As alterações aparecem na página da empresa assim que você salvar.',
    loading: 'Carregando dados da empresa...',
    sections: {
      about: MSG.common.aboutCompany,
      details: 'Informações',
      ...PAGE_FORM_COPY.sections,
    },
    name: 'Nome da empresa',
    description: FIELD_LABELS.description,
    descriptionHint: 'Conte o que a empresa faz, sua cultura e seus compromissos com a diversidade.',
    industry: FIELD_LABELS.sector,
    industryPlaceholder: 'Selecione o setor',
    size: FIELD_LABELS.size,
    sizeHint: 'Texto livre, por exemplo: 51 a 200 funcionárias.',
    foundedYear: 'Ano de fundação',
    foundedYearHint: (max: number) => `Entre ${FOUNDED_YEAR_MIN} e ${max}.`,
    location: FIELD_LABELS.location,
    locationPlaceholder: 'Ex.: São Paulo, SP',
    website: FIELD_LABELS.website,
    companyUrl: 'Link da empresa',
    companyUrlHint: 'Página de carreiras, LinkedIn ou outro perfil da empresa.',
    ...PAGE_FORM_COPY.images,
    logoUploadError: MSG.communities.logoUploadError,
    bannerUploadError: MSG.communities.bannerUploadError,
    create: 'Criar página',
    creating: MSG.common.creating,
    save: MSG.common.saveChanges,
    saving: MSG.common.saving,
    cancel: MSG.common.cancel,
    redirecting: PAGE_FORM_COPY.redirecting,
    forbiddenTitle: 'Você não pode editar esta empresa.',
    forbiddenText: 'Somente quem administra ou edita a página da empresa pode alterar os dados dela.',
    backToCompany: 'Ver a empresa',
    backToMine: PAGE_TITLES.myCompanies,
  },
} as const;

// -----------------------------------------------------------------------------------------------
// /empresas/{id}: the company detail page.

/** The delete dialog's title and its confirm button. */
const DELETE_COMPANY = 'Excluir empresa';

export const COMPANY_DETAIL_COPY = {
  loading: 'Carregando empresa...',
  loadErrorHint: MSG.common.checkConnection,
  /** The 404 state: 'Empresa não encontrada.' (h1), then 'Nenhuma empresa encontrada' with these. */
  notFoundHint: MSG.common.removedOrWrongAddress,
  noneFoundText:
    'Você ainda não cadastrou uma empresa? Crie a Página Corporativa dela para publicar vagas e encontrar profissionais.',
  addCompany: PAGE_TITLES.addCompany,
  myCompanies: PAGE_TITLES.myCompanies,

  header: {
    details: 'Contato da empresa',
    website: FIELD_LABELS.website,
    newTab: MSG.common.newTab,
  },

  follow: {
    follow: MSG.common.follow,
    unfollow: MSG.common.unfollow,
    followed: 'Você agora segue esta empresa.',
    unfollowed: 'Você deixou de seguir esta empresa.',
    followError: 'Não foi possível seguir a empresa. Tente novamente.',
    unfollowError: 'Não foi possível deixar de seguir a empresa. Tente novamente.',
  },

  sections: {
    about: COMPANIES_COPY.form.sections.about,
    companyUrl: COMPANIES_COPY.form.companyUrl,
    info: COMPANIES_COPY.form.sections.details,
    size: FIELD_LABELS.size,
    founded: 'Fundação',
    location: FIELD_LABELS.location,
    notInformed: MSG.common.notInformed,
  },

  manage: {
    region: 'Gerenciar empresa',
    edit: MSG.common.edit,
    delete: MSG.common.delete,
    deleteTitle: DELETE_COMPANY,
    deleteDetail:
      'As publicações, as vagas e as candidaturas dela também serão removidas. Esta ação não pode ser desfeita.',
    deleteConfirm: DELETE_COMPANY,
    deleting: MSG.common.deleting,
    deleted: 'Empresa excluída com sucesso.',
  },

  feed: {
    heading: 'Publicações da empresa',
    postingAs: (name: string) => `As publicações feitas aqui saem em nome de ${name}.`,
    empty: 'Nenhuma publicação desta empresa ainda.',
    emptyHintStaff: 'Publique novidades, conquistas e vagas da empresa.',
    emptyHintVisitor: 'Siga a empresa para acompanhar as novidades.',
  },

  vacancies: {
    heading: 'Vagas abertas',
    loading: MSG.vacancies.loading,
    empty: 'Nenhuma vaga aberta no momento.',
    create: 'Nova vaga',
    applications: MSG.vacancies.applications,
  },

  seal: {
    title: PAGE_TITLES.diversitySeal,
    adminHint: 'Visível apenas para administradoras da plataforma.',
    grantedOn: (date: string, version: string) => `Concedido em ${date}, critérios versão ${version}.`,
    none: 'Esta empresa ainda não possui o selo.',
    criteria: 'Ver os critérios do selo',
    grant: 'Conceder selo',
    grantTitle: 'Conceder o selo de diversidade',
    grantText: (name: string, version: string) =>
      `Confirma que ${name} atende aos critérios de diversidade publicados (versão ${version})? O selo aparecerá na página da empresa e na página inicial.`,
    granting: 'Concedendo...',
    grantError: 'Não foi possível conceder o selo. Tente novamente.',
    granted: 'Selo de diversidade concedido.',
    revoke: 'Revogar selo',
    revokeTitle: 'Revogar o selo de diversidade',
    revokeText: (name: string) =>
      `O selo deixará de aparecer na página de ${name} e na página inicial. Deseja revogá-lo?`,
    revoking: 'Revogando...',
    revokeError: 'Não foi possível revogar o selo. Tente novamente.',
    revoked: 'Selo de diversidade revogado.',
  },
} as const;
