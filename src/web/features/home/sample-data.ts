// Static sample data of the public home page (SPEC §3). Fictional companies and people; websites
// use the reserved .example domain. Field names follow the spec, so real data can replace these.

export interface SealCompany {
  /** A real company's id (its page is /empresas/{id}); absent on the sample companies. */
  id?: string;
  name: string;
  logo_url: string | null;
  description: string;
  industry: string | null;
  website_url: string | null;
}

export interface Testimonial {
  author: string;
  role: string;
  company: string;
  avatar_url: string | null;
  content: string;
}

export interface BlogTeaser {
  title: string;
  slug: string;
  excerpt: string;
  cover_image_url: string | null;
  author: string | null;
  /** ISO date (yyyy-mm-dd) or date-time. */
  published_at: string;
  tags: string[];
}

export const SEAL_COMPANIES: readonly SealCompany[] = [
  {
    name: 'Aurora Tecnologia',
    logo_url: null,
    description: 'Software para clínicas e consultórios, com metade das lideranças ocupada por mulheres.',
    industry: 'Tecnologia',
    website_url: 'https://aurora-tecnologia.example',
  },
  {
    name: 'Ipê Saúde',
    logo_url: null,
    description: 'Rede de clínicas com programa de retorno para mães depois da licença-maternidade.',
    industry: 'Saúde',
    website_url: 'https://ipe-saude.example',
  },
  {
    name: 'Maré Energia',
    logo_url: null,
    description: 'Projetos de energia solar com equipes de campo formadas e lideradas por mulheres.',
    industry: 'Energia renovável',
    website_url: 'https://mare-energia.example',
  },
  {
    name: 'Cajuína Finanças',
    logo_url: null,
    description: 'Fintech de crédito para pequenas empreendedoras de todas as regiões do Brasil.',
    industry: 'Serviços financeiros',
    website_url: 'https://cajuina-financas.example',
  },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    author: 'Juliana Ferreira dos Santos',
    role: 'Desenvolvedora back-end',
    company: 'Aurora Tecnologia',
    avatar_url: null,
    content:
      'Voltei ao mercado depois da licença-maternidade com medo de ter ficado para trás. Aqui encontrei ' +
      'uma mentora que me ajudou a me preparar para as entrevistas e, em dois meses, fui contratada.',
  },
  {
    author: 'Camila Rocha',
    role: 'Gerente de Pessoas',
    company: 'Ipê Saúde',
    avatar_url: null,
    content:
      'Publicar nossas vagas na rede mudou o perfil das candidaturas que recebemos. O selo de diversidade ' +
      'ajudou a mostrar, com clareza, o compromisso que já tínhamos com as nossas equipes.',
  },
  {
    author: 'Patrícia Nunes Oliveira',
    role: 'Engenheira eletricista',
    company: 'Maré Energia',
    avatar_url: null,
    content:
      'A comunidade de mulheres na engenharia virou o meu lugar de troca. Tiro dúvidas técnicas, divido ' +
      'conquistas e, principalmente, sinto que não estou sozinha nessa caminhada.',
  },
];

/**
 * Shown while the real articles load, and when there are none yet (or they fail to load). Their
 * slugs are not real articles, so these link to the blog's list (/blog), not to /blog/{slug}.
 */
export const BLOG_TEASERS: readonly BlogTeaser[] = [
  {
    title: 'Como negociar salário com confiança',
    slug: 'como-negociar-salario-com-confianca',
    excerpt:
      'Pesquise faixas salariais, liste suas conquistas e treine a conversa: um roteiro simples para pedir o que você vale.',
    cover_image_url: null,
    author: 'Renata Alves',
    published_at: '2026-03-12',
    tags: ['Carreira', 'Negociação'],
  },
  {
    title: 'Voltar ao mercado depois da maternidade: por onde começar',
    slug: 'voltar-ao-mercado-depois-da-maternidade',
    excerpt:
      'Como contar a pausa no currículo, atualizar suas habilidades e encontrar empresas que acolhem mães.',
    cover_image_url: null,
    author: 'Luana Prado',
    published_at: '2026-02-24',
    tags: ['Maternidade', 'Recolocação'],
  },
  {
    title: 'Mentoria: o que esperar dos primeiros encontros',
    slug: 'mentoria-o-que-esperar-dos-primeiros-encontros',
    excerpt:
      'Defina objetivos, combine a frequência das conversas e saiba como aproveitar cada sessão com a sua mentora.',
    cover_image_url: null,
    author: 'Beatriz Moura',
    published_at: '2026-01-30',
    tags: ['Mentoria', 'Desenvolvimento'],
  },
];
