import { FIELD_LABELS, MSG } from '../messages.js';

// The auth feature's own pt-BR texts (shared texts and errors stay in messages.ts).

// Account pages: labels, intros, links and confirmation texts.
export const AUTH_COPY = {
  labels: {
    fullName: FIELD_LABELS.fullName,
    email: FIELD_LABELS.email,
    password: 'Senha',
    confirmPassword: 'Confirme a senha',
  },
  loginIntro: 'Que bom ter você por aqui. Entre para continuar.',
  registerIntro: 'Crie sua conta e faça parte da rede.',
  noAccount: 'Ainda não tem uma conta?',
  haveAccount: 'Já tem uma conta?',
  creatingAccount: 'Criando conta...',
  sending: MSG.common.sending,
  signingOut: 'Saindo...',
  backToLogin: 'Voltar para o login',
  confirmationSentTo: (email: string) =>
    `Enviamos um link de confirmação para ${email}. Abra o e-mail e clique no link para ativar sua conta.`,
  confirmationSent:
    'Enviamos um link de confirmação para o seu e-mail. Abra o e-mail e clique no link para ativar sua conta.',
  checkSpam: 'Não encontrou? Verifique também a caixa de spam ou de lixo eletrônico.',
  verified: 'Parabéns! Seu e-mail foi confirmado e sua conta está pronta. Entre para começar.',
  // The link signs her in as it confirms the address (issue 22).
  verifiedSignedIn: 'Parabéns! Seu e-mail foi confirmado e você já entrou na sua conta.',
  continueToFeed: 'Continuar para o feed',
  invalidLinkTitle: 'Link inválido ou expirado',
  requestNewLink: 'Pedir um novo link',
  settingsTitle: 'Configurações',
  signOutEverywhereConfirm: 'Sair de todos os dispositivos?',
  marketingLinkLabel: 'Elas Rede (abre em uma nova aba)',
} as const;
