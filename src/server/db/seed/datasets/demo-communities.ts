import type { CommunityKey, DemoCommunity } from './demo-types.js';

// Demo communities: open ones, ones that approve members (with requests still waiting), one
// private and one paid, so every membership state of the spec can be seen in the demo.

export const DEMO_COMMUNITIES: Record<CommunityKey, DemoCommunity> = {
  tecnologia: {
    name: 'Mulheres na Tecnologia',
    description:
      'Espaço para desenvolvedoras, designers, cientistas de dados e todas as mulheres que constroem tecnologia no Brasil. Vagas, dúvidas técnicas, eventos e muito apoio.',
    niche: 'tecnologia',
    rules:
      'Respeito acima de tudo. Divulgação de vagas só com faixa salarial. Nada de spam ou venda de cursos sem autorização da moderação.',
    welcomeMessage:
      'Que bom ter você aqui! Conte no feed em que área você trabalha ou quer trabalhar e o que está estudando agora.',
    location: 'Brasil (online)',
    creator: 'camila',
    createdDaysAgo: 170,
    members: [
      { member: 'luiza', role: 'moderator' },
      { member: 'ana-lucia' },
      { member: 'renata' },
      { member: 'aline' },
      { member: 'vitoria' },
      { member: 'debora' },
      { member: 'isabela' },
    ],
    followers: ['camila', 'luiza', 'ana-lucia', 'renata', 'vitoria', 'fernanda', 'debora', 'gabriela'],
  },
  'maes-empreendedoras': {
    name: 'Mães Empreendedoras',
    description:
      'Mães que empreendem (ou querem empreender) trocando experiências sobre vendas, precificação, rede de apoio e como conciliar negócio e filhos.',
    niche: 'maternidade',
    requiresApproval: true,
    rules:
      'Pode divulgar seu negócio às sextas-feiras. Sem julgamentos sobre escolhas de maternidade. O que é compartilhado aqui fica aqui.',
    welcomeMessage:
      'Bem-vinda, mãe empreendedora! Apresente-se contando o nome do seu negócio e a idade dos seus filhos.',
    creator: 'simone',
    createdDaysAgo: 70,
    members: [
      { member: 'camila', role: 'moderator' },
      { member: 'patricia' },
      { member: 'joana' },
      { member: 'tais' },
      { member: 'debora', pending: true },
    ],
    followers: ['simone', 'patricia', 'camila', 'joana', 'marcia'],
  },
  lideranca: {
    name: 'Liderança Feminina',
    description:
      'Gestoras, diretoras e conselheiras discutindo liderança, sucessão, negociação salarial e o caminho até os conselhos de administração.',
    niche: 'lideranca',
    requiresApproval: true,
    rules: 'Conversas confidenciais. Críticas são bem-vindas quando construtivas. Sem autopromoção.',
    welcomeMessage:
      'Bem-vinda à Liderança Feminina. Toda primeira segunda-feira do mês temos uma conversa aberta com uma convidada.',
    creator: 'cristina',
    createdDaysAgo: 58,
    members: [
      { member: 'fernanda', role: 'moderator' },
      { member: 'camila' },
      { member: 'marcia' },
      { member: 'isabela' },
      { member: 'beatriz', pending: true },
      { member: 'renata', pending: true },
    ],
    followers: ['cristina', 'fernanda', 'camila', 'beatriz', 'ana-lucia', 'renata'],
  },
  saude: {
    name: 'Carreira em Saúde',
    description:
      'Médicas, enfermeiras, fisioterapeutas, psicólogas e todas as profissionais da saúde falando de plantões, especializações, empreendedorismo em saúde e bem-estar de quem cuida.',
    niche: 'saude',
    rules: 'Nunca compartilhe dados de pacientes. Indicações de vagas são bem-vindas.',
    welcomeMessage: 'Que bom ter você com a gente! Aqui cuidamos de quem cuida.',
    creator: 'marcia',
    createdDaysAgo: 95,
    members: [{ member: 'joana', role: 'moderator' }, { member: 'juliana' }, { member: 'patricia' }],
    followers: ['marcia', 'joana', 'juliana'],
  },
  cultura: {
    name: 'Cultura e Arte Brasileira',
    description:
      'Produtoras culturais, artistas, curadoras e educadoras celebrando e profissionalizando a cultura brasileira, do Recôncavo ao Sul.',
    niche: 'cultura',
    rules: 'Divulgue editais e eventos com data e local. Dê crédito às artistas sempre.',
    welcomeMessage: 'Axé e boas-vindas! Compartilhe seu trabalho e os editais abertos na sua cidade.',
    location: 'Salvador, BA',
    creator: 'leticia',
    createdDaysAgo: 85,
    members: [{ member: 'aline' }, { member: 'tais' }, { member: 'raquel' }],
    followers: ['leticia', 'aline', 'simone'],
  },
  financas: {
    name: 'Finanças para Elas',
    description:
      'Educação financeira para mulheres: reserva de emergência, investimentos, organização do MEI e independência financeira. Encontros quinzenais ao vivo.',
    niche: 'negocios',
    requiresApproval: true,
    paymentAmount: '29.90',
    rules:
      'Aqui não há recomendação individual de investimento. Dúvidas pessoais podem ser levadas aos encontros ao vivo.',
    welcomeMessage:
      'Bem-vinda ao Finanças para Elas! Seu acesso aos encontros ao vivo e às planilhas está liberado.',
    creator: 'patricia',
    createdDaysAgo: 120,
    members: [
      { member: 'simone' },
      { member: 'camila' },
      { member: 'gabriela' },
      { member: 'vitoria', pending: true },
    ],
    followers: ['patricia', 'simone', 'gabriela', 'vitoria', 'leticia'],
  },
  recomeco: {
    name: 'Recomeço Profissional',
    description:
      'Grupo fechado e acolhedor para mulheres voltando ao mercado depois de uma pausa na carreira: maternidade, cuidado com familiares, saúde ou mudança de cidade.',
    niche: 'carreira',
    isPrivate: true,
    requiresApproval: true,
    rules: 'O que é dito aqui não sai daqui. Acolhimento antes de conselho.',
    welcomeMessage: 'Você não está sozinha. Conte, se quiser, há quanto tempo está fora e o que busca agora.',
    creator: 'juliana',
    createdDaysAgo: 100,
    members: [
      { member: 'debora', role: 'moderator' },
      { member: 'joana' },
      { member: 'simone', pending: true },
    ],
    followers: ['juliana', 'debora'],
  },
  impacto: {
    name: 'Negócios de Impacto',
    description:
      'Empreendedoras e profissionais de ESG construindo negócios que geram lucro e transformação social e ambiental.',
    niche: 'empreendedorismo',
    rules:
      'Compartilhe resultados com números sempre que possível. Respeite saberes tradicionais e dê crédito.',
    welcomeMessage: 'Bem-vinda! Conte qual problema social ou ambiental o seu trabalho resolve.',
    creator: 'raquel',
    createdDaysAgo: 65,
    members: [{ member: 'leticia' }, { member: 'fernanda' }, { member: 'simone' }, { member: 'patricia' }],
    followers: ['raquel', 'leticia', 'fernanda', 'camila'],
  },
};
