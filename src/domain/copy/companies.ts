import type { CompanyRole } from '../enums.js';
import { FOUNDED_YEAR_MIN } from '../limits.js';
import { SHELL_COPY } from './shell.js';

// pt-BR texts of the companies feature (SPEC §2 "Companies") where the spec is silent. The
// spec's own texts ('Empresa criada com sucesso!', 'Empresa não encontrada.', 'Nenhuma empresa
// encontrada', 'Tem certeza que deseja deletar esta empresa?', the §8 errors) stay in
// MSG.companies and are reused from there. One section per screen.

const count = (n: number) => n.toLocaleString('pt-BR');

/** Her role in a company, worded as the shell's 'Para Negócios' modal and the grant access page do. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = SHELL_COPY.business.roles;

export const COMPANIES_COPY = {
  // ---------------------------------------------------------------------------------------------
  // Counts and the seal, wherever a company shows (cards, detail page, grant access header)
  counts: {
    /** SPEC §2: 'seguidores • trabalha aqui' — singular for one, plural otherwise (zero too). */
    followers: (n: number) => (n === 1 ? '1 seguidor' : `${count(n)} seguidores`),
    employees: (n: number) => (n === 1 ? '1 trabalha aqui' : `${count(n)} trabalham aqui`),
  },
  seal: {
    badge: 'Selo de Diversidade',
    /** The badge on the detail page, with the grant date. */
    since: (date: string) => `Selo de Diversidade desde ${date}`,
    /** Read by screen readers after the badge: where the link leads. */
    learnMore: 'saiba o que o selo significa',
  },
  roles: COMPANY_ROLE_LABELS,

  // ---------------------------------------------------------------------------------------------
  // /minhas-empresas
  mine: {
    title: 'Minhas empresas',
    lead: 'As Páginas Corporativas que você administra ou edita.',
    create: 'Nova Página Corporativa',
    loading: 'Carregando suas empresas...',
    loadError: 'Erro ao carregar suas empresas.',
    listLabel: 'Suas empresas',
    empty: 'Você ainda não tem nenhuma Página Corporativa.',
    emptyHint: 'Crie a página da sua empresa para publicar vagas e encontrar profissionais diversas.',
    role: (label: string) => `Seu papel: ${label}`,
    edit: 'Editar',
    editLabel: (name: string) => `Editar ${name}`,
  },

  // ---------------------------------------------------------------------------------------------
  // /adicionar-empresa, /editar-empresa/{id}
  form: {
    createTitle: 'Adicionar empresa',
    createIntro:
      'Crie a Página Corporativa da sua empresa: publique vagas e mostre o que ela faz pela equidade.',
    editTitle: 'Editar empresa',
    editIntro: 'As alterações aparecem na página da empresa assim que você salvar.',
    loading: 'Carregando dados da empresa...',
    sections: {
      about: 'Sobre a empresa',
      details: 'Informações',
      links: 'Local e links',
      images: 'Imagens',
    },
    name: 'Nome da empresa',
    description: 'Descrição',
    descriptionHint: 'Conte o que a empresa faz, sua cultura e seus compromissos com a diversidade.',
    industry: 'Setor',
    industryPlaceholder: 'Selecione o setor',
    size: 'Porte',
    sizeHint: 'Texto livre, por exemplo: 51 a 200 funcionárias.',
    foundedYear: 'Ano de fundação',
    foundedYearHint: (max: number) => `Entre ${FOUNDED_YEAR_MIN} e ${max}.`,
    location: 'Localização',
    locationPlaceholder: 'Ex.: São Paulo, SP',
    website: 'Site',
    companyUrl: 'Link da empresa',
    companyUrlHint: 'Página de carreiras, LinkedIn ou outro perfil da empresa.',
    logo: 'Logo',
    logoHint: 'Logo recomendado: 200×200, PNG ou JPG.',
    logoAlt: 'Pré-visualização do logo',
    logoChoose: 'Escolher logo',
    logoChange: 'Trocar logo',
    logoRemove: 'Descartar logo escolhido',
    banner: 'Banner',
    bannerHint: 'Banner recomendado: 1200×300, PNG ou JPG.',
    bannerAlt: 'Pré-visualização do banner',
    bannerChoose: 'Escolher banner',
    bannerChange: 'Trocar banner',
    bannerRemove: 'Descartar banner escolhido',
    imagePending: (fileName: string) => `${fileName} · será enviado ao salvar.`,
    logoUploadError: 'Erro ao fazer upload do logo. Tente novamente.',
    bannerUploadError: 'Erro ao fazer upload do banner. Tente novamente.',
    create: 'Criar página',
    creating: 'Criando...',
    save: 'Salvar alterações',
    saving: 'Salvando...',
    uploading: 'Enviando imagens...',
    retryUpload: 'Enviar imagens novamente',
    continueWithout: 'Continuar sem as imagens',
    cancel: 'Cancelar',
    redirecting: 'Você será redirecionada em instantes.',
    forbiddenTitle: 'Você não pode editar esta empresa.',
    forbiddenText: 'Somente quem administra ou edita a página da empresa pode alterar os dados dela.',
    backToCompany: 'Ver a empresa',
    backToMine: 'Minhas empresas',
  },
} as const;

// -----------------------------------------------------------------------------------------------
// /empresas/{id}: the company detail page.

export const COMPANY_DETAIL_COPY = {
  loading: 'Carregando empresa...',
  loadErrorHint: 'Verifique sua conexão e tente novamente.',
  /** The 404 state: 'Empresa não encontrada.' (h1), then 'Nenhuma empresa encontrada' with these. */
  notFoundHint: 'Ela pode ter sido removida ou o endereço está incorreto.',
  noneFoundText:
    'Você ainda não cadastrou uma empresa? Crie a Página Corporativa dela para publicar vagas e encontrar profissionais.',
  addCompany: 'Adicionar empresa',
  myCompanies: 'Minhas empresas',

  header: {
    details: 'Contato da empresa',
    website: 'Site',
    newTab: '(abre em nova aba)',
  },

  follow: {
    follow: 'Seguir',
    unfollow: 'Deixar de seguir',
    followed: 'Você agora segue esta empresa.',
    unfollowed: 'Você deixou de seguir esta empresa.',
    followError: 'Não foi possível seguir a empresa. Tente novamente.',
    unfollowError: 'Não foi possível deixar de seguir a empresa. Tente novamente.',
  },

  sections: {
    about: 'Sobre a empresa',
    companyUrl: 'Link da empresa',
    info: 'Informações',
    size: 'Porte',
    founded: 'Fundação',
    location: 'Localização',
    notInformed: 'Não informado',
  },

  manage: {
    region: 'Gerenciar empresa',
    edit: 'Editar',
    delete: 'Deletar',
    deleteTitle: 'Deletar empresa',
    deleteDetail:
      'As publicações, as vagas e as candidaturas dela também serão removidas. Esta ação não pode ser desfeita.',
    deleteConfirm: 'Deletar empresa',
    deleting: 'Deletando...',
    deleted: 'Empresa deletada com sucesso.',
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
    loading: 'Carregando vagas...',
    empty: 'Nenhuma vaga aberta no momento.',
    create: 'Nova vaga',
    applications: (n: number) => (n === 1 ? '1 candidatura' : `${count(n)} candidaturas`),
  },

  seal: {
    title: 'Selo de diversidade',
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
