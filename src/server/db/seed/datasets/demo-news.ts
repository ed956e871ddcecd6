import type { DemoNews } from './demo-types.js';

// Articles written for the demo and news items pointing at fictional outlets. The outlets use
// the reserved `.example` TLD on purpose: a made-up story must not be attributed to a real
// newspaper. Article HTML uses only the tags the sanitiser keeps (p, h2, ul, li, strong).

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    type: 'article',
    slug: 'como-negociar-salario-com-seguranca',
    title: 'Como negociar salário com segurança: um roteiro em cinco passos',
    excerpt:
      'Pesquisa de mercado, números na mão e um plano B: o básico para pedir o que você vale sem medo.',
    authorName: 'Maria Cristina Lopes',
    daysAgo: 1,
    content: [
      '<p>Negociar salário ainda é desconfortável para muitas mulheres, e não por falta de competência: fomos ensinadas a esperar que o reconhecimento venha sozinho. Ele raramente vem.</p>',
      '<h2>1. Descubra quanto o mercado paga</h2>',
      '<p>Consulte faixas salariais publicadas em vagas parecidas, converse com colegas de outras empresas e use os relatórios de transparência salarial que empresas com 100 ou mais empregados precisam divulgar.</p>',
      '<h2>2. Liste suas entregas com números</h2>',
      '<ul><li>Projetos que você liderou e o resultado de cada um;</li><li>Responsabilidades que cresceram desde a última revisão;</li><li>Reconhecimentos de clientes e lideranças.</li></ul>',
      '<h2>3. Peça um valor, não um aumento</h2>',
      '<p>Chegue com uma faixa definida. <strong>Quem fala o primeiro número ancora a conversa</strong>, e é melhor que seja você.</p>',
      '<h2>4. Negocie o pacote inteiro</h2>',
      '<p>Auxílio-creche, horário flexível, dias de trabalho remoto e orçamento para cursos também têm valor.</p>',
      '<h2>5. Tenha um plano B</h2>',
      '<p>Se a resposta for não, pergunte o que precisa acontecer para ser sim, e combine uma data para voltar ao assunto.</p>',
    ].join(''),
  },
  {
    type: 'news',
    slug: 'empresas-ampliam-licenca-parental',
    title: 'Cresce o número de empresas brasileiras com licença parental estendida',
    excerpt:
      'Levantamento com 400 empresas mostra que um terço já oferece mais do que o mínimo legal para mães e pais.',
    source: 'Jornal Carreira & Trabalho',
    newsUrl: 'https://carreiraetrabalho.example/noticias/licenca-parental-estendida',
    daysAgo: 3,
  },
  {
    type: 'article',
    slug: 'volta-ao-trabalho-depois-da-licenca-maternidade',
    title: 'A volta ao trabalho depois da licença-maternidade',
    excerpt: 'Adaptação, amamentação e culpa: o que ajuda de verdade nas primeiras semanas de retorno.',
    authorName: 'Juliana Costa Pereira',
    daysAgo: 6,
    content: [
      '<p>O fim da licença-maternidade costuma chegar junto com uma mistura de saudade, cansaço e vontade de retomar a própria carreira. Tudo isso pode existir ao mesmo tempo.</p>',
      '<h2>Combine o retorno antes de voltar</h2>',
      '<p>Uma conversa com a liderança uma ou duas semanas antes ajuda a alinhar prioridades, horários e o que mudou na equipe.</p>',
      '<h2>Conheça seus direitos</h2>',
      '<ul><li>Dois descansos especiais de meia hora cada para amamentar, até o bebê completar seis meses;</li><li>Estabilidade no emprego até cinco meses após o parto;</li><li>Auxílio-creche, quando previsto em acordo ou convenção coletiva.</li></ul>',
      '<h2>Peça ajuda sem culpa</h2>',
      '<p><strong>Rede de apoio não é luxo, é infraestrutura.</strong> Divida tarefas, aceite ofertas de ajuda e converse com outras mães da sua empresa.</p>',
    ].join(''),
  },
  {
    type: 'news',
    slug: 'relatorio-transparencia-salarial-segundo-semestre',
    title: 'Novo relatório de transparência salarial mostra diferença de 19% entre homens e mulheres',
    excerpt:
      'Dados divulgados pelas empresas indicam que a diferença é maior em cargos de direção e gerência.',
    source: 'Portal Economia Hoje',
    newsUrl: 'https://economiahoje.example/mercado/relatorio-transparencia-salarial',
    daysAgo: 9,
  },
  {
    type: 'article',
    slug: 'selo-de-diversidade-o-que-avaliamos',
    title: 'Selo de Diversidade: o que avaliamos nas empresas',
    excerpt:
      'Conheça os critérios da versão 2026.1 do selo e por que cada um deles importa para as profissionais.',
    authorName: 'Fernanda Oliveira Lima',
    daysAgo: 13,
    content: [
      '<p>O Selo de Diversidade reconhece empresas que transformam compromisso em prática. Na versão 2026.1, avaliamos quatro dimensões.</p>',
      '<h2>Representatividade</h2>',
      '<p>Proporção de mulheres no quadro total e nas lideranças, incluindo mulheres negras, indígenas, com deficiência e LGBTQIA+.</p>',
      '<h2>Equidade salarial</h2>',
      '<p>Relatório de transparência publicado e plano de ação para diferenças acima de 5% em cargos equivalentes.</p>',
      '<h2>Maternidade e cuidado</h2>',
      '<ul><li>Licença parental além do mínimo legal;</li><li>Auxílio-creche ou creche própria;</li><li>Retorno gradual depois da licença.</li></ul>',
      '<h2>Segurança</h2>',
      '<p>Canal de denúncia independente e <strong>tolerância zero a assédio</strong>, com processos de apuração claros.</p>',
    ].join(''),
  },
  {
    type: 'news',
    slug: 'mulheres-em-conselhos-de-administracao',
    title: 'Mulheres já ocupam 21% dos assentos em conselhos de empresas listadas',
    excerpt: 'O número dobrou em cinco anos, mas um quarto das companhias ainda não tem nenhuma conselheira.',
    source: 'Revista Governança em Foco',
    newsUrl: 'https://governancaemfoco.example/conselhos/mulheres-em-conselhos',
    daysAgo: 18,
  },
  {
    type: 'article',
    slug: 'transicao-de-carreira-para-tecnologia',
    title: 'Transição de carreira para tecnologia depois dos 30',
    excerpt:
      'Não existe idade certa para mudar de área. Existe planejamento, comunidade e paciência com a curva de aprendizado.',
    authorName: 'Camila Ribeiro dos Santos',
    daysAgo: 23,
    content: [
      '<p>Comecei em tecnologia aos 25, mas mentoro mulheres que chegaram à área aos 35, 42 e até 50 anos. O que elas têm em comum não é a idade, é o método.</p>',
      '<h2>Use o que você já sabe</h2>',
      '<p>Quem vem da saúde, da educação ou do varejo conhece problemas reais. <strong>Experiência de domínio é um diferencial</strong>, não um atraso.</p>',
      '<h2>Escolha uma trilha</h2>',
      '<ul><li>Dados: SQL, planilhas e visualização;</li><li>Produto: pesquisa, priorização e métricas;</li><li>Desenvolvimento: lógica, uma linguagem e projetos práticos.</li></ul>',
      '<h2>Não estude sozinha</h2>',
      '<p>Comunidades como a Mulheres na Tecnologia encurtam o caminho: revisão de currículo, indicação de vagas e alguém para lembrar que você consegue.</p>',
    ].join(''),
  },
  {
    type: 'news',
    slug: 'programa-de-mentoria-para-empreendedoras',
    title: 'Programa gratuito de mentoria abre 500 vagas para empreendedoras do Norte e Nordeste',
    excerpt: 'Inscrições vão até o fim do mês e priorizam mães solo e mulheres negras e indígenas.',
    source: 'Agência Empreender',
    newsUrl: 'https://agenciaempreender.example/programas/mentoria-empreendedoras-norte-nordeste',
    daysAgo: 28,
  },
];
