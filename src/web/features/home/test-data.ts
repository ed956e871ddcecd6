import type { SealCompany } from './types';

// Test data of the home page's sections: fictional companies (websites on the reserved .example
// domain). Only tests use it; the page shows what the API returns.

export const SEAL_COMPANIES: readonly SealCompany[] = [
  {
    id: 'c-aurora',
    name: 'Aurora Tecnologia',
    logo_url: null,
    description: 'Software para clínicas e consultórios, com metade das lideranças ocupada por mulheres.',
    industry: 'Tecnologia',
    website_url: 'https://aurora-tecnologia.example',
  },
  {
    id: 'c-ipe',
    name: 'Ipê Saúde',
    logo_url: null,
    description: 'Rede de clínicas com programa de retorno para mães depois da licença-maternidade.',
    industry: 'Saúde',
    website_url: 'https://ipe-saude.example',
  },
  {
    id: 'c-mare',
    name: 'Maré Energia',
    logo_url: null,
    description: 'Projetos de energia solar com equipes de campo formadas e lideradas por mulheres.',
    industry: 'Energia renovável',
    website_url: 'https://mare-energia.example',
  },
  {
    id: 'c-cajuina',
    name: 'Cajuína Finanças',
    logo_url: null,
    description: 'Fintech de crédito para pequenas empreendedoras de todas as regiões do Brasil.',
    industry: 'Serviços financeiros',
    website_url: 'https://cajuina-financas.example',
  },
];
