import { SEAL_CRITERIA_VERSION } from '../../../../domain/limits.js';
import type { CompanyKey, DemoCompany } from './demo-types.js';

// Fictional Brazilian companies. Websites use the reserved `.example` TLD so no demo link can
// point at a real business.

/** The version of the published seal criteria under which the demo seals were granted. */
export const DEMO_SEAL_CRITERIA_VERSION = SEAL_CRITERIA_VERSION;

export const DEMO_COMPANIES: Record<CompanyKey, DemoCompany> = {
  'nuvem-aberta': {
    name: 'Nuvem Aberta Tecnologia',
    description:
      'Plataforma brasileira de pagamentos recorrentes para pequenas empresas. 48% das nossas lideranças são mulheres e temos licença parental de seis meses para todas as pessoas.',
    industry: 'Tecnologia',
    city: 'São Paulo',
    uf: 'SP',
    size: '201-500 funcionárias',
    foundedYear: 2012,
    website: 'https://nuvemaberta.example',
    creator: 'camila',
    createdDaysAgo: 175,
    staff: [{ member: 'luiza', role: 'editor' }],
    followers: ['luiza', 'renata', 'ana-lucia', 'vitoria', 'aline', 'debora', 'isabela'],
    sealGrantedDaysAgo: 40,
  },
  'banco-raiz': {
    name: 'Banco Raiz',
    description:
      'Banco digital com raízes no cooperativismo mineiro. Crédito consciente para famílias e pequenos negócios em todo o Brasil.',
    industry: 'Financeiro',
    city: 'Rio de Janeiro',
    uf: 'RJ',
    size: '1.001-5.000 funcionárias',
    foundedYear: 1998,
    website: 'https://bancoraiz.example',
    creator: 'cristina',
    createdDaysAgo: 55,
    staff: [{ member: 'camila', role: 'editor' }],
    followers: ['ana-lucia', 'patricia', 'beatriz', 'gabriela'],
  },
  'vida-plena': {
    name: 'Clínica Vida Plena',
    description:
      'Clínica de saúde da mulher e da criança em Salvador e Brasília: pré-natal, pediatria, fisioterapia pélvica e psicologia perinatal.',
    industry: 'Saúde',
    city: 'Salvador',
    uf: 'BA',
    size: '51-200 funcionárias',
    foundedYear: 2009,
    website: 'https://clinicavidaplena.example',
    creator: 'marcia',
    createdDaysAgo: 90,
    staff: [{ member: 'joana', role: 'editor' }],
    followers: ['joana', 'juliana', 'simone', 'leticia', 'tais'],
    sealGrantedDaysAgo: 25,
  },
  'aprender-mais': {
    name: 'Escola Aprender Mais',
    description:
      'Escola de educação infantil e ensino fundamental em Fortaleza, com programa de inclusão e formação continuada das professoras.',
    industry: 'Educação',
    city: 'Fortaleza',
    uf: 'CE',
    size: '51-200 funcionárias',
    foundedYear: 2001,
    website: 'https://aprendermais.example',
    creator: 'tais',
    createdDaysAgo: 100,
    staff: [],
    followers: ['juliana', 'leticia'],
    sealGrantedDaysAgo: 60,
  },
  'varejo-brasil': {
    name: 'Varejo Brasil S.A.',
    description:
      'Rede de lojas de casa e decoração com 300 unidades e e-commerce nacional. Programa de formação de gerentes de loja para mulheres.',
    industry: 'Varejo',
    city: 'São Paulo',
    uf: 'SP',
    size: '5.001-10.000 funcionárias',
    foundedYear: 1976,
    website: 'https://varejobrasil.example',
    creator: 'isabela',
    createdDaysAgo: 88,
    staff: [{ member: 'debora', role: 'admin' }],
    followers: ['debora', 'camila', 'aline', 'gabriela', 'vitoria', 'ana-lucia'],
  },
  equidade: {
    name: 'Consultoria Equidade',
    description:
      'Consultoria em diversidade, equidade salarial e desenvolvimento de lideranças femininas. Atendemos empresas de todos os portes desde 2018.',
    industry: 'Consultoria',
    city: 'Curitiba',
    uf: 'PR',
    size: '11-50 funcionárias',
    foundedYear: 2018,
    website: 'https://consultoriaequidade.example',
    creator: 'fernanda',
    createdDaysAgo: 140,
    staff: [{ member: 'camila', role: 'admin' }],
    followers: ['camila', 'cristina', 'beatriz', 'juliana', 'raquel'],
    sealGrantedDaysAgo: 12,
  },
};
