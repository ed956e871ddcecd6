/*
 * The agreed pt-BR wording of navigation and of people (issue 22), in one place: the nav and
 * menu tests fail on any label that is not here. Adding a label is a decision, made here.
 *
 * - Navigation: 'Início', never 'Home'; each page has one name, the same in every menu as in its
 *   title ('Formação acadêmica' for /educacao, never 'Educação'); sentence case.
 * - People: feminine by default, on a network of women ('Administradora', 'Moderadora',
 *   'seguidoras', 'participantes'), with real plurals (rules/plural.ts).
 */

/** Every label a menu, bar, drawer or modal of the shell may show for a link or a section. */
export const NAV_LABELS: readonly string[] = [
  // The bar and the drawer.
  'Início',
  'Comunidades',
  'Pessoas',
  'Convites',
  'Conexões',
  'Vagas',
  'Desenvolvimento pessoal',
  'Para negócios',
  'Mensagens',
  'Notificações',
  // The drawer's secondary links.
  'Artigos e Notícias',
  'Sobre nós',
  'Central de atendimento',
  // A company's or a community's menu.
  'Anunciar vagas',
  'Encontrar uma profissional',
  'Oferecer serviços',
  'Anunciar serviços',
  'Configurações e pagamentos',
  // The personal menu and the feed's profile shortcuts.
  'Perfil pessoal',
  'Meu perfil',
  'Perfil público',
  'Formação acadêmica',
  'Experiências profissionais',
  'Projetos e conquistas',
  'Preferências de vagas',
  'Minhas empresas',
  'Minhas comunidades',
  'Minhas conexões',
  'Convites de conexão',
  'Pessoas que você talvez conheça',
  'Configurações',
  // The 'Desenvolvimento pessoal' modal.
  'Desenvolvimento profissional',
  'Mentorias',
  'Orientação de carreira',
  'Cursos',
  'Empreendedorismo',
  'Saúde e bem-estar',
  'Desenvolvimento cognitivo',
  'Ver todo o desenvolvimento',
];

/** Words that name people: roles, and the nouns of counts ('1 seguidora', '3 participantes'). */
export const PEOPLE_LABELS: readonly string[] = [
  'Administradora',
  'Moderadora',
  'Editora',
  'Participante',
  'participante',
  'participantes',
  'seguidora',
  'seguidoras',
  'pessoa',
  'pessoas',
  'profissional encontrada',
  'profissionais encontradas',
];

/** Labels that must never come back (the words issue 22 replaced). */
export const RETIRED_LABELS: readonly string[] = [
  'Home',
  'Educação',
  'Deletar',
  'Moderador',
  'Administrador',
  'Membro',
  'Membros',
  'seguidores',
  'membros',
];
