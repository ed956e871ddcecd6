import type { DemoChat } from './demo-types.js';

// The demo's messages (issue 18): camila (the demo login) has conversations with two of her
// connections (one with an unread reply), a group among connections, and a request from a member
// she is not connected to — so /chat, 'Solicitações' and the top bar's badge all show something.

export const DEMO_CHATS: readonly DemoChat[] = [
  {
    members: ['camila', 'luiza'],
    readBy: ['luiza'],
    messages: [
      { from: 'camila', text: 'Luíza, você vai ao meetup de dados na quinta?', minutesAgo: 26 * 60 },
      { from: 'luiza', text: 'Vou sim! Quer ir junto? Saio do escritório às 18h.', minutesAgo: 25 * 60 },
      { from: 'camila', text: 'Combinado. Te encontro na recepção.', minutesAgo: 24 * 60 },
      {
        from: 'luiza',
        text: 'Ah, e olha a pauta que mandaram: https://elasrede.com.br/news\nTem uma fala sobre liderança técnica que você vai gostar.',
        minutesAgo: 40,
      },
    ],
  },
  {
    members: ['camila', 'aline'],
    readBy: ['camila', 'aline'],
    messages: [
      { from: 'aline', text: 'Camila, obrigada pela indicação para a vaga de UX!', minutesAgo: 3 * 24 * 60 },
      {
        from: 'camila',
        text: 'Imagina! Boa sorte na entrevista. Me conta como foi?',
        minutesAgo: 3 * 24 * 60 - 30,
      },
      { from: 'aline', text: 'Conto sim. Passei para a etapa final 🎉', minutesAgo: 2 * 24 * 60 },
    ],
  },
  {
    title: 'Mentoria de liderança',
    members: ['camila', 'luiza', 'aline', 'juliana'],
    readBy: ['camila', 'luiza', 'aline', 'juliana'],
    messages: [
      {
        from: 'juliana',
        text: 'Meninas, criei este grupo para combinarmos os encontros de mentoria.',
        minutesAgo: 6 * 24 * 60,
      },
      {
        from: 'aline',
        text: 'Ótima ideia! Terças à noite funcionam para mim.',
        minutesAgo: 6 * 24 * 60 - 45,
      },
      {
        from: 'luiza',
        text: 'Para mim também. Podemos começar pela conversa sobre feedback.',
        minutesAgo: 5 * 24 * 60,
      },
      { from: 'camila', text: 'Fechado: terça, 19h, online. Eu mando o link.', minutesAgo: 5 * 24 * 60 - 20 },
    ],
  },
  {
    members: ['raquel', 'camila'],
    requestFor: ['camila'],
    readBy: ['raquel'],
    messages: [
      {
        from: 'raquel',
        text: 'Olá, Camila! Acompanho seus artigos sobre carreira em tecnologia. Você aceitaria conversar 20 minutos sobre a transição para gestão?',
        minutesAgo: 3 * 60,
      },
    ],
  },
];
