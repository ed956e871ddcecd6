import type { DemoPost } from './demo-types.js';

// Three weeks of feed. Community posts are written by approved members; posts speaking for a
// community come from its admins or moderators, and posts for a company from its admins. A post
// that the demo conversation answers carries a key (demo-conversation.ts refers to it by that).

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    writer: 'luiza',
    author: { as: 'self' },
    audience: 'connections',
    content:
      'Só para a minha rede: estou pensando em sair da consultoria e abrir meu próprio estúdio de acessibilidade. Quem já empreendeu, topa um café virtual na semana que vem para me contar o que você faria diferente?',
    hoursAgo: 3,
  },
  {
    key: 'luiza-checklist',
    writer: 'luiza',
    author: { as: 'self' },
    content:
      'Hoje fez um ano que lancei o checklist de acessibilidade em português. Mais de 3 mil pessoas já usaram! Obrigada a cada uma que mandou sugestão. Próximo passo: versão para conteúdo em vídeo. 💜',
    hoursAgo: 2,
  },
  {
    writer: 'camila',
    author: { as: 'company', company: 'nuvem-aberta' },
    content:
      'Estamos contratando! Vaga para Desenvolvedora Back-end Sênior, 100% remota, com auxílio-creche e licença parental de seis meses. Os detalhes estão na aba Vagas. Indiquem as amigas!',
    hoursAgo: 5,
  },
  {
    key: 'debora-recomeco',
    writer: 'debora',
    author: { as: 'self' },
    community: 'recomeco',
    content:
      'Há dois anos eu achava que nunca mais ia conseguir voltar. Hoje completei meu segundo ano como tech recruiter. Se você está nessa fase de dúvida, pode me chamar. Recomeçar dá medo, mas dá certo.',
    hoursAgo: 9,
  },
  {
    writer: 'patricia',
    author: { as: 'community' },
    community: 'financas',
    content:
      'Lembrete: nosso encontro ao vivo desta quinzena é na quinta, às 20h. Tema: como montar a reserva de emergência sendo MEI. A planilha já está nos arquivos do grupo.',
    hoursAgo: 14,
  },
  {
    writer: 'ana-lucia',
    author: { as: 'self' },
    content:
      'Dica para quem está começando em dados: antes de aprender a ferramenta da moda, aprenda a fazer boas perguntas para o negócio. SQL bem feito e uma pergunta clara resolvem 80% dos problemas.',
    hoursAgo: 20,
    editedAfterHours: 1,
  },
  {
    key: 'simone-encomenda',
    writer: 'simone',
    author: { as: 'self' },
    community: 'maes-empreendedoras',
    content:
      'Fechamos a maior encomenda da história da confeitaria: 600 brigadeiros de cupuaçu para um casamento! Minha filha mais velha ajudou a embalar e disse que quer ser "dona de empresa igual à mãe". Chorei. 🥹',
    hoursAgo: 26,
  },
  {
    writer: 'beatriz',
    author: { as: 'self' },
    content:
      'Vocês sabiam que empresas com 100 ou mais empregados precisam publicar relatório de transparência salarial duas vezes por ano? Se a sua empresa ainda não publicou, vale perguntar ao RH. Informação também é ferramenta de negociação.',
    hoursAgo: 31,
  },
  {
    key: 'saude-boas-vindas',
    writer: 'marcia',
    author: { as: 'community' },
    community: 'saude',
    content:
      'Bem-vindas às novas integrantes desta semana! Deixem nos comentários sua especialidade e cidade, quem sabe surge uma parceria por aqui.',
    hoursAgo: 38,
  },
  {
    key: 'renata-airflow',
    writer: 'renata',
    author: { as: 'self' },
    community: 'tecnologia',
    content:
      'Alguém aqui já migrou pipelines de Airflow 1 para Airflow 2 em produção? Estou reunindo aprendizados antes de começarmos na empresa e aceito todas as histórias de terror.',
    hoursAgo: 44,
  },
  {
    writer: 'fernanda',
    author: { as: 'company', company: 'equidade' },
    content:
      'Publicamos nosso guia gratuito "Equidade salarial em 5 passos" para pequenas e médias empresas. Ele explica como fazer o primeiro diagnóstico com as planilhas que você já tem.',
    hoursAgo: 52,
  },
  {
    writer: 'joana',
    author: { as: 'self' },
    community: 'saude',
    content:
      'Depois de oito anos em plantão noturno, hoje é meu sexto ano em uma escala só diurna. Minha saúde e minha filha agradecem. Escala humana também é política de retenção.',
    hoursAgo: 60,
    editedAfterHours: 2,
  },
  {
    key: 'vitoria-estagio',
    writer: 'vitoria',
    author: { as: 'self' },
    content:
      'Passei na primeira fase do processo de estágio dos meus sonhos! Obrigada, comunidade Mulheres na Tecnologia, pelas revisões de currículo. Vocês são incríveis.',
    hoursAgo: 70,
  },
  {
    writer: 'cristina',
    author: { as: 'community' },
    community: 'lideranca',
    content:
      'Nossa conversa aberta do mês será sobre conselhos de administração: como se preparar, quais certificações valem a pena e como ser indicada. Inscrições pelo link fixado.',
    hoursAgo: 80,
  },
  {
    writer: 'leticia',
    author: { as: 'self' },
    community: 'cultura',
    content:
      'Edital aberto para produtoras culturais do Nordeste: fomento para festivais de pequeno porte, inscrições até o fim do mês. Quem quiser ajuda para montar o orçamento, chama aqui que a gente faz um mutirão.',
    hoursAgo: 92,
  },
  {
    writer: 'isabela',
    author: { as: 'company', company: 'varejo-brasil' },
    content:
      'Nosso programa de formação de gerentes de loja está com inscrições abertas para colaboradoras de todas as unidades. Em 2025, 62% das promoções a gerente foram de mulheres. Queremos mais!',
    hoursAgo: 104,
  },
  {
    writer: 'aline',
    author: { as: 'self' },
    content:
      'Fiz cinco entrevistas com mães que usam o aplicativo de agendamento e todas disseram a mesma coisa: o horário precisa caber depois que as crianças dormem. Pesquisa com usuária real muda qualquer roadmap.',
    hoursAgo: 118,
  },
  {
    key: 'camila-feedback',
    writer: 'camila',
    author: { as: 'self' },
    community: 'lideranca',
    content:
      'Pergunta sincera para as gestoras: como vocês organizam as conversas de feedback quando o time é 100% remoto? Estou testando um formato de 1:1 com pauta compartilhada e queria trocar experiências.',
    hoursAgo: 130,
  },
  {
    writer: 'raquel',
    author: { as: 'community' },
    community: 'impacto',
    content:
      'Semana que vem recebemos as quebradeiras de coco babaçu do Médio Mearim para uma conversa sobre preço justo e cadeias sustentáveis. Aberta a todas as integrantes.',
    hoursAgo: 150,
  },
  {
    writer: 'tais',
    author: { as: 'company', company: 'aprender-mais' },
    content:
      'Abrimos vaga para Professora de Educação Infantil! Turma de 4 anos, com auxiliar de sala e formação toda semana. Venha fazer parte da nossa equipe.',
    hoursAgo: 170,
  },
  {
    writer: 'juliana',
    author: { as: 'self' },
    content:
      'Lacuna no currículo não é defeito. Se você passou um tempo cuidando de alguém, escreva isso com naturalidade e conte o que aprendeu. Gestão de crise, negociação e organização também se aprendem em casa.',
    hoursAgo: 190,
  },
  {
    writer: 'gabriela',
    author: { as: 'self' },
    community: 'financas',
    content:
      'Depois do último encontro, finalmente separei minha reserva de emergência em uma conta só para ela. Parece pouco, mas é a primeira vez que tenho seis meses de tranquilidade guardados.',
    hoursAgo: 215,
  },
  {
    writer: 'marcia',
    author: { as: 'company', company: 'vida-plena' },
    content:
      'A Clínica Vida Plena recebeu o Selo de Diversidade da Elas Rede! Aqui, 85% da equipe e 90% das lideranças são mulheres, e toda profissional tem escala compatível com a maternidade.',
    hoursAgo: 240,
  },
  {
    key: 'ana-lucia-estatistica',
    writer: 'ana-lucia',
    author: { as: 'self' },
    community: 'tecnologia',
    content:
      'Estamos organizando um grupo de estudos de estatística para ciência de dados, um encontro por semana, on-line e gratuito. Quem topa?',
    hoursAgo: 270,
  },
  {
    writer: 'patricia',
    author: { as: 'self' },
    community: 'maes-empreendedoras',
    content:
      'Pergunta que mais recebo: posso pagar as contas da casa com o dinheiro do MEI? Pode, mas faça um pró-labore fixo todo mês. Misturar as contas é o jeito mais rápido de não saber se o negócio dá lucro.',
    hoursAgo: 300,
  },
  {
    writer: 'cristina',
    author: { as: 'company', company: 'banco-raiz' },
    content:
      'O Banco Raiz lançou uma linha de crédito com taxa reduzida para negócios liderados por mulheres, com análise feita por um time treinado em viés inconsciente.',
    hoursAgo: 330,
    editedAfterHours: 5,
  },
  {
    writer: 'leticia',
    author: { as: 'self' },
    content:
      'Encerramos a terceira edição do Festival Vozes do Recôncavo com 40 artistas e casa cheia todas as noites. Cultura é trabalho, e trabalho bem pago!',
    hoursAgo: 360,
  },
  {
    writer: 'camila',
    author: { as: 'community' },
    community: 'tecnologia',
    content:
      'Comunidade, batemos 1 ano! Para celebrar, teremos mentorias relâmpago de carreira na próxima semana: 20 minutos com profissionais de produto, dados, design e desenvolvimento. Inscrições no formulário fixado.',
    hoursAgo: 400,
  },
  {
    writer: 'debora',
    author: { as: 'self' },
    content:
      'Recrutadoras, vamos combinar: vaga sem faixa salarial faz a gente perder tempo de todo mundo. Na Varejo Brasil todas as nossas vagas agora têm a faixa publicada.',
    hoursAgo: 430,
  },
  {
    writer: 'raquel',
    author: { as: 'self' },
    community: 'impacto',
    content:
      'Terminamos o mapeamento de preço justo com 12 comunidades extrativistas. O relatório completo sai no mês que vem, com os números e as vozes de quem vive do babaçu.',
    hoursAgo: 460,
  },
  {
    writer: 'renata',
    author: { as: 'self' },
    content:
      'Passei na certificação de engenharia de dados! Estudei seis semanas, uma hora por dia, depois que a casa dormia. Se alguém quiser o meu roteiro de estudos, é só pedir.',
    hoursAgo: 490,
  },
];
