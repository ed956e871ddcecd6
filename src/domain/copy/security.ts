// pt-BR texts of account security (issue 13): two-factor sign-in (Configurações → Segurança and the
// login's code step), the sign-in back-off and the platform administrators' 2FA requirement.
// Used by the server (error envelopes) and the client (forms), so both say the same thing.

import { MSG } from '../messages.js';
import { countOf } from '../rules/plural.js';

/** '30 segundos', '1 minuto', '16 minutos': how long to wait, rounded up to what she can act on. */
export function waitText(seconds: number): string {
  if (seconds < 60) {
    return countOf(Math.max(1, Math.ceil(seconds)), 'segundo', 'segundos');
  }
  return countOf(Math.ceil(seconds / 60), 'minuto', 'minutos');
}

export const SECURITY_COPY = {
  section: {
    title: 'Segurança',
    description:
      'Verificação em duas etapas: além da senha, entrar pede um código do aplicativo autenticador do seu celular. Assim, só a senha não basta para alguém entrar na sua conta.',
    statusOn: 'A verificação em duas etapas está ativada.',
    statusOff: 'A verificação em duas etapas está desativada.',
    adminRequired:
      'Como administradora da plataforma, você precisa ativar a verificação em duas etapas para publicar notícias e conceder o selo de diversidade.',
  },

  /** Where an administrator without two-factor meets her administration pages and buttons. */
  adminGate: {
    title: 'Ative a verificação em duas etapas',
    text: 'As funções de administradora da plataforma (publicar artigos e notícias, conceder o selo de diversidade) pedem a verificação em duas etapas. Ative-a em Configurações → Segurança e volte aqui.',
    short: 'Para conceder ou revogar o selo, ative a verificação em duas etapas.',
    action: 'Ir para Segurança',
  },

  enable: {
    start: 'Ativar verificação em duas etapas',
    passwordIntro: 'Para começar, confirme sua senha.',
    passwordLabel: MSG.auth.currentPassword,
    continue: 'Continuar',
    continuing: 'Continuando...',
    cancel: MSG.common.cancel,
    scanTitle: '1. Adicione a conta ao aplicativo autenticador',
    scanText:
      'Abra um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, Authy, 1Password…) e escaneie o QR code.',
    qrLabel: 'QR code para adicionar a Elas Rede ao aplicativo autenticador',
    manualKey: 'Não consegue escanear? Digite esta chave no aplicativo:',
    confirmTitle: '2. Confirme com um código',
    confirm: 'Confirmar e ativar',
    confirming: 'Confirmando...',
    enabled: 'Verificação em duas etapas ativada.',
  },

  backupCodes: {
    title: 'Seus códigos de recuperação',
    text: 'Se você perder o celular, cada um destes códigos permite entrar uma única vez. Guarde-os em um lugar seguro (um gerenciador de senhas, por exemplo): eles não serão mostrados de novo.',
    listLabel: 'Códigos de recuperação',
    copy: 'Copiar códigos',
    copied: 'Códigos copiados.',
    copyFailed: 'Não foi possível copiar. Selecione os códigos e copie manualmente.',
    download: 'Baixar códigos',
    fileName: 'elas-rede-codigos-de-recuperacao.txt',
    fileHeader:
      'Elas Rede: códigos de recuperação da verificação em duas etapas.\nCada código funciona uma única vez.',
    done: 'Guardei meus códigos',
    regenerate: 'Gerar novos códigos de recuperação',
    regenerateIntro: 'Os códigos antigos deixam de funcionar. Confirme sua senha para gerar novos.',
    regenerateConfirm: 'Gerar novos códigos',
    regenerating: 'Gerando...',
  },

  disable: {
    start: 'Desativar verificação em duas etapas',
    intro: 'Sua conta ficará protegida apenas pela senha. Confirme sua senha para desativar.',
    confirm: MSG.common.deactivate,
    disabling: 'Desativando...',
    done: 'Verificação em duas etapas desativada.',
  },

  login: {
    title: 'Verificação em duas etapas',
    intro: 'Digite o código de 6 dígitos que aparece no seu aplicativo autenticador.',
    backupIntro: 'Digite um dos códigos de recuperação que você guardou. Cada código funciona uma vez.',
    codeLabel: 'Código de verificação',
    backupCodeLabel: 'Código de recuperação',
    useBackupCode: 'Usar um código de recuperação',
    useAppCode: 'Usar o código do aplicativo',
    trustDevice: 'Confiar neste dispositivo por 30 dias',
    trustDeviceHint: 'Neste navegador, o código não será pedido de novo por 30 dias.',
    verify: 'Verificar',
    verifying: 'Verificando...',
    restart: 'Entrar com outra conta',
  },

  errors: {
    codeRequired: 'Informe o código de 6 dígitos.',
    codeFormat: 'O código tem 6 dígitos.',
    backupCodeRequired: 'Informe um código de recuperação.',
    backupCodeFormat: 'Confira o código de recuperação.',
    invalidCode: 'Código inválido. Confira o código no aplicativo e tente de novo.',
    invalidBackupCode: 'Código de recuperação inválido ou já usado.',
    challengeExpired: 'A verificação expirou. Entre de novo com seu e-mail e senha.',
    tooManyCodes: 'Muitos códigos errados. Entre de novo com seu e-mail e senha.',
    locked:
      'Muitos códigos errados seguidos. Por segurança, a verificação em duas etapas desta conta está bloqueada por 15 minutos.',
    alreadyEnabled: 'A verificação em duas etapas já está ativada.',
    notEnabled: 'A verificação em duas etapas não está ativada.',
    adminRequiresTwoFactor:
      'Administradoras da plataforma precisam da verificação em duas etapas. Ative-a em Configurações → Segurança.',
    signInThrottled: (seconds: number) =>
      `Muitas tentativas de entrar sem sucesso. Aguarde ${waitText(seconds)} e tente de novo.`,
    unknownField: 'Campo não permitido.',
  },
} as const;
