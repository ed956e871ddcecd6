import type { MemberKey } from './demo-types.js';

// The demo's network (issue 17): who is connected, who follows whom, and the invitations still
// waiting — among them three for camila (the demo login), so 'Convites' has something to answer
// and the profile pages show counts and connections in common.

export type DemoConnection = { between: readonly [MemberKey, MemberKey]; daysAgo: number };
export type DemoInvitation = { from: MemberKey; to: MemberKey; note?: string; hoursAgo: number };
export type DemoFollow = { follower: MemberKey; followed: MemberKey; daysAgo: number };

export const DEMO_CONNECTIONS: readonly DemoConnection[] = [
  { between: ['camila', 'luiza'], daysAgo: 120 },
  { between: ['camila', 'aline'], daysAgo: 95 },
  { between: ['camila', 'ana-lucia'], daysAgo: 80 },
  { between: ['camila', 'juliana'], daysAgo: 61 },
  { between: ['camila', 'vitoria'], daysAgo: 12 },
  { between: ['luiza', 'aline'], daysAgo: 200 },
  { between: ['luiza', 'fernanda'], daysAgo: 150 },
  { between: ['luiza', 'tais'], daysAgo: 40 },
  { between: ['aline', 'tais'], daysAgo: 33 },
  { between: ['aline', 'beatriz'], daysAgo: 27 },
  { between: ['juliana', 'debora'], daysAgo: 300 },
  { between: ['juliana', 'beatriz'], daysAgo: 45 },
  { between: ['fernanda', 'beatriz'], daysAgo: 70 },
  { between: ['renata', 'isabela'], daysAgo: 22 },
  { between: ['renata', 'leticia'], daysAgo: 18 },
  { between: ['patricia', 'marcia'], daysAgo: 90 },
  { between: ['simone', 'raquel'], daysAgo: 14 },
  { between: ['gabriela', 'cristina'], daysAgo: 9 },
  { between: ['ana-lucia', 'joana'], daysAgo: 60 },
];

export const DEMO_INVITATIONS: readonly DemoInvitation[] = [
  {
    from: 'beatriz',
    to: 'camila',
    note: 'Oi, Camila! Vi sua palestra sobre liderança técnica no encontro de março e adoraria trocar ideias sobre carreira em gestão.',
    hoursAgo: 5,
  },
  {
    from: 'renata',
    to: 'camila',
    note: 'Estou montando um time de dados e queria conversar sobre como vocês estruturaram a mentoria na Nuvem Aberta.',
    hoursAgo: 30,
  },
  { from: 'simone', to: 'camila', hoursAgo: 52 },
  {
    from: 'camila',
    to: 'gabriela',
    note: 'Adorei seu artigo sobre acessibilidade em formulários!',
    hoursAgo: 20,
  },
  { from: 'tais', to: 'fernanda', hoursAgo: 8 },
];

export const DEMO_FOLLOWS: readonly DemoFollow[] = [
  { follower: 'patricia', followed: 'camila', daysAgo: 30 },
  { follower: 'cristina', followed: 'camila', daysAgo: 6 },
  { follower: 'camila', followed: 'raquel', daysAgo: 15 },
  { follower: 'marcia', followed: 'luiza', daysAgo: 50 },
  { follower: 'isabela', followed: 'luiza', daysAgo: 11 },
  { follower: 'debora', followed: 'aline', daysAgo: 4 },
];
