import { COPY } from '../messages.js';

// `/` for a visitor (issue 22): what Elas Rede is and for whom, beside the login card.

export const WELCOME_COPY = {
  headline: 'A rede profissional das mulheres no Brasil',
  lead: 'Conecte-se a outras profissionais, encontre vagas em empresas que valorizam a diversidade e cresça com comunidades que entendem a sua trajetória.',
  audienceLabel: 'Para quem é',
  audiences: [
    { title: COPY.footer.professionals, text: 'Perfil completo, vagas que combinam com você e mentoria.' },
    { title: 'Para mães', text: 'Pausas na carreira contam, e a volta ao mercado tem apoio.' },
    {
      title: 'Para quem lidera comunidades',
      text: 'Grupos por área, cidade e interesse para trocar e aprender.',
    },
    {
      title: COPY.footer.companies,
      text: 'Talentos diversos e um selo de diversidade para mostrar o compromisso.',
    },
  ],
  signUpHint: 'É grátis e leva um minuto.',
  haveAccount: 'Já faz parte? Entre com seu e-mail.',
} as const;
