// Sector → category → role catalogue behind the job-preference wizard (step 3), named the way
// Brazilian job boards list them. Gendered titles use the feminine form because the audience is
// women; titles that are neutral in Portuguese (Analista, Gerente, Assistente …) stay neutral.
// Role names are unique across the whole catalogue so the demo seed can refer to them by name.

export type JobCategoryData = { name: string; roles: readonly string[] };
export type IndustrySectorData = { name: string; categories: readonly JobCategoryData[] };

export const JOB_TAXONOMY: readonly IndustrySectorData[] = [
  {
    name: 'Tecnologia da Informação',
    categories: [
      {
        name: 'Desenvolvimento de Software',
        roles: [
          'Desenvolvedora Front-end',
          'Desenvolvedora Back-end',
          'Desenvolvedora Full Stack',
          'Desenvolvedora Mobile',
          'Engenheira de Software',
          'Arquiteta de Software',
          'Tech Lead',
        ],
      },
      {
        name: 'Dados e Inteligência Artificial',
        roles: [
          'Analista de Dados',
          'Cientista de Dados',
          'Engenheira de Dados',
          'Engenheira de Machine Learning',
          'Analista de BI',
        ],
      },
      {
        name: 'Infraestrutura e Cloud',
        roles: [
          'Analista de Infraestrutura',
          'Engenheira DevOps',
          'Engenheira de Confiabilidade (SRE)',
          'Administradora de Banco de Dados',
          'Analista de Redes',
        ],
      },
      {
        name: 'Segurança da Informação',
        roles: [
          'Analista de Segurança da Informação',
          'Especialista em Cibersegurança',
          'Analista de Governança de TI',
        ],
      },
      {
        name: 'Qualidade de Software',
        roles: ['Analista de Qualidade (QA)', 'Engenheira de Automação de Testes'],
      },
      {
        name: 'Suporte e Operações de TI',
        roles: ['Analista de Suporte Técnico', 'Técnica de Informática', 'Analista de Service Desk'],
      },
    ],
  },
  {
    name: 'Produto e Design',
    categories: [
      {
        name: 'Gestão de Produto',
        roles: ['Product Manager', 'Product Owner', 'Analista de Produto'],
      },
      {
        name: 'UX e UI Design',
        roles: ['UX Designer', 'UI Designer', 'Pesquisadora de UX (UX Researcher)', 'UX Writer'],
      },
      {
        name: 'Design Gráfico',
        roles: ['Designer Gráfica', 'Ilustradora', 'Motion Designer'],
      },
    ],
  },
  {
    name: 'Saúde',
    categories: [
      {
        name: 'Enfermagem',
        roles: ['Enfermeira', 'Enfermeira Obstetra', 'Técnica de Enfermagem', 'Auxiliar de Enfermagem'],
      },
      {
        name: 'Medicina',
        roles: [
          'Médica Clínica Geral',
          'Médica Pediatra',
          'Médica Ginecologista e Obstetra',
          'Médica do Trabalho',
        ],
      },
      {
        name: 'Terapias e Reabilitação',
        roles: ['Fisioterapeuta', 'Fonoaudióloga', 'Terapeuta Ocupacional'],
      },
      {
        name: 'Saúde Mental',
        roles: ['Psicóloga Clínica', 'Neuropsicóloga', 'Psicopedagoga'],
      },
      {
        name: 'Nutrição',
        roles: ['Nutricionista Clínica', 'Nutricionista Esportiva'],
      },
      {
        name: 'Farmácia e Análises Clínicas',
        roles: ['Farmacêutica', 'Biomédica', 'Técnica de Laboratório'],
      },
      {
        name: 'Gestão Hospitalar',
        roles: ['Gestora Hospitalar', 'Analista de Faturamento Hospitalar', 'Recepcionista de Clínica'],
      },
    ],
  },
  {
    name: 'Educação',
    categories: [
      {
        name: 'Educação Básica',
        roles: [
          'Professora de Educação Infantil',
          'Professora de Ensino Fundamental',
          'Professora de Ensino Médio',
          'Pedagoga',
          'Coordenadora Pedagógica',
          'Auxiliar de Sala',
        ],
      },
      {
        name: 'Ensino Superior e Pesquisa',
        roles: ['Professora Universitária', 'Pesquisadora', 'Coordenadora de Curso'],
      },
      {
        name: 'Educação Corporativa e EAD',
        roles: ['Designer Instrucional', 'Analista de Treinamento e Desenvolvimento', 'Tutora EAD'],
      },
      {
        name: 'Idiomas e Tradução',
        roles: ['Professora de Inglês', 'Professora de Espanhol', 'Tradutora', 'Intérprete de Libras'],
      },
    ],
  },
  {
    name: 'Finanças e Contabilidade',
    categories: [
      {
        name: 'Contabilidade',
        roles: ['Contadora', 'Analista Contábil', 'Assistente Contábil', 'Analista Fiscal'],
      },
      {
        name: 'Finanças Corporativas',
        roles: [
          'Analista Financeira',
          'Controller',
          'Analista de Planejamento Financeiro (FP&A)',
          'Tesoureira',
          'Analista de Contas a Pagar',
          'Analista de Contas a Receber',
        ],
      },
      {
        name: 'Mercado Financeiro e Investimentos',
        roles: ['Assessora de Investimentos', 'Analista de Investimentos', 'Economista', 'Analista de Risco'],
      },
      {
        name: 'Bancos e Crédito',
        roles: [
          'Gerente de Relacionamento',
          'Gerente de Agência',
          'Analista de Crédito',
          'Analista de Prevenção à Fraude',
        ],
      },
      {
        name: 'Auditoria e Compliance',
        roles: ['Auditora Interna', 'Analista de Compliance', 'Analista de Controles Internos'],
      },
    ],
  },
  {
    name: 'Recursos Humanos',
    categories: [
      {
        name: 'Recrutamento e Seleção',
        roles: ['Analista de Recrutamento e Seleção', 'Tech Recruiter', 'Assistente de Recrutamento'],
      },
      {
        name: 'Departamento Pessoal',
        roles: [
          'Analista de Departamento Pessoal',
          'Assistente de Departamento Pessoal',
          'Analista de Benefícios',
        ],
      },
      {
        name: 'Gestão de Pessoas',
        roles: [
          'Business Partner de RH',
          'Gerente de Recursos Humanos',
          'Analista de Cargos e Salários',
          'Analista de Diversidade e Inclusão',
          'Analista de Desenvolvimento Organizacional',
        ],
      },
    ],
  },
  {
    name: 'Marketing e Comunicação',
    categories: [
      {
        name: 'Marketing Digital',
        roles: [
          'Analista de Marketing Digital',
          'Analista de SEO',
          'Analista de Mídia Paga',
          'Social Media',
          'Analista de CRM',
        ],
      },
      {
        name: 'Comunicação e Conteúdo',
        roles: [
          'Redatora',
          'Jornalista',
          'Analista de Comunicação Interna',
          'Assessora de Imprensa',
          'Produtora de Conteúdo',
        ],
      },
      {
        name: 'Branding e Estratégia de Marketing',
        roles: [
          'Gerente de Marketing',
          'Coordenadora de Marketing',
          'Analista de Branding',
          'Analista de Trade Marketing',
        ],
      },
    ],
  },
  {
    name: 'Comercial e Atendimento',
    categories: [
      {
        name: 'Vendas',
        roles: [
          'Executiva de Vendas',
          'Representante Comercial',
          'Gerente Comercial',
          'SDR (Pré-vendas)',
          'Key Account Manager',
        ],
      },
      {
        name: 'Atendimento e Sucesso do Cliente',
        roles: [
          'Customer Success',
          'Analista de Atendimento',
          'Operadora de Telemarketing',
          'Analista de Ouvidoria',
        ],
      },
    ],
  },
  {
    name: 'Varejo e Comércio',
    categories: [
      {
        name: 'Operações de Loja',
        roles: ['Vendedora', 'Operadora de Caixa', 'Gerente de Loja', 'Repositora', 'Fiscal de Loja'],
      },
      {
        name: 'Compras, E-commerce e Visual Merchandising',
        roles: [
          'Compradora de Moda',
          'Analista de E-commerce',
          'Visual Merchandiser',
          'Analista de Marketplace',
        ],
      },
    ],
  },
  {
    name: 'Jurídico',
    categories: [
      {
        name: 'Advocacia',
        roles: ['Advogada Trabalhista', 'Advogada Cível', 'Advogada Tributarista', 'Advogada Societária'],
      },
      {
        name: 'Apoio Jurídico',
        roles: ['Paralegal', 'Assistente Jurídica', 'Analista de Contratos'],
      },
      {
        name: 'Privacidade e Proteção de Dados',
        roles: ['Encarregada de Dados (DPO)', 'Analista de Privacidade e LGPD'],
      },
    ],
  },
  {
    name: 'Engenharia e Indústria',
    categories: [
      {
        name: 'Construção Civil e Arquitetura',
        roles: ['Engenheira Civil', 'Arquiteta', 'Técnica em Edificações', 'Orçamentista'],
      },
      {
        name: 'Produção e Qualidade Industrial',
        roles: [
          'Engenheira de Produção',
          'Analista de Qualidade Industrial',
          'Supervisora de Produção',
          'Técnica em Segurança do Trabalho',
        ],
      },
      {
        name: 'Engenharias Especializadas',
        roles: [
          'Engenheira Química',
          'Engenheira Mecânica',
          'Engenheira Eletricista',
          'Engenheira Ambiental',
        ],
      },
    ],
  },
  {
    name: 'Logística e Supply Chain',
    categories: [
      {
        name: 'Logística e Transportes',
        roles: ['Analista de Logística', 'Coordenadora de Logística', 'Assistente de Logística'],
      },
      {
        name: 'Compras e Suprimentos',
        roles: ['Analista de Compras', 'Compradora', 'Analista de Suprimentos'],
      },
      {
        name: 'Comércio Exterior',
        roles: ['Analista de Comércio Exterior', 'Despachante Aduaneira'],
      },
    ],
  },
  {
    name: 'Administração e Gestão',
    categories: [
      {
        name: 'Administrativo e Secretariado',
        roles: [
          'Assistente Administrativa',
          'Auxiliar Administrativa',
          'Recepcionista',
          'Secretária Executiva',
        ],
      },
      {
        name: 'Gestão de Projetos',
        roles: ['Gerente de Projetos', 'Analista de PMO', 'Scrum Master', 'Agile Coach'],
      },
      {
        name: 'Estratégia e Processos',
        roles: ['Consultora de Negócios', 'Analista de Processos', 'Analista de Planejamento Estratégico'],
      },
    ],
  },
  {
    name: 'Terceiro Setor e Impacto Social',
    categories: [
      {
        name: 'Serviço Social',
        roles: ['Assistente Social', 'Educadora Social', 'Agente Comunitária'],
      },
      {
        name: 'Projetos Sociais e Sustentabilidade',
        roles: [
          'Coordenadora de Projetos Sociais',
          'Captadora de Recursos',
          'Analista de ESG',
          'Analista de Sustentabilidade',
        ],
      },
    ],
  },
  {
    name: 'Artes, Cultura e Moda',
    categories: [
      {
        name: 'Produção Cultural e Eventos',
        roles: ['Produtora Cultural', 'Produtora de Eventos', 'Curadora de Arte'],
      },
      {
        name: 'Audiovisual e Fotografia',
        roles: ['Editora de Vídeo', 'Fotógrafa', 'Roteirista'],
      },
      {
        name: 'Moda e Confecção',
        roles: ['Estilista', 'Modelista', 'Costureira'],
      },
    ],
  },
  {
    name: 'Turismo, Hotelaria e Gastronomia',
    categories: [
      {
        name: 'Hotelaria e Turismo',
        roles: ['Recepcionista de Hotel', 'Agente de Viagens', 'Gerente de Hospedagem'],
      },
      {
        name: 'Gastronomia',
        roles: ['Chef de Cozinha', 'Confeiteira', 'Cozinheira', 'Sommelière'],
      },
    ],
  },
  {
    name: 'Beleza, Estética e Bem-estar',
    categories: [
      {
        name: 'Estética e Beleza',
        roles: ['Esteticista', 'Cabeleireira', 'Manicure', 'Maquiadora'],
      },
      {
        name: 'Atividade Física',
        roles: ['Profissional de Educação Física', 'Instrutora de Yoga', 'Instrutora de Pilates'],
      },
    ],
  },
];
