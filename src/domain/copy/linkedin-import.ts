import { COPY } from '../messages.js';
import { PROFILE_COPY } from './profile.js';

// Importing a LinkedIn data export into her profile (issue 21): the panel's texts and its errors.

export const LINKEDIN_IMPORT_COPY = {
  title: 'Importar do LinkedIn',
  intro:
    'No LinkedIn, peça uma cópia dos seus dados (Configurações → Privacidade de dados → Obter uma cópia dos seus dados) e envie aqui o arquivo ZIP recebido. Você verá tudo antes de importar.',
  file: 'Arquivo ZIP da exportação',
  fileHint: 'Até 20 MB. Lemos apenas cargos, formação, competências e idiomas.',
  preview: 'Ver prévia',
  reading: 'Lendo arquivo...',
  confirm: 'Importar',
  importing: 'Importando...',
  cancel: 'Escolher outro arquivo',
  previewTitle: 'Prévia da importação',
  experiences: COPY.pages.experience,
  education: COPY.pages.education,
  // LinkedIn's skills become her hard skills.
  skills: PROFILE_COPY.sections.hardSkills,
  languages: PROFILE_COPY.sections.languages,
  alreadyPresent: (n: number) =>
    n === 1 ? '1 item já está no seu perfil.' : `${n} itens já estão no seu perfil.`,
  nothingNew: 'Tudo o que encontramos já está no seu perfil.',
  skipped: (n: number) =>
    n === 1
      ? '1 linha não pôde ser lida e ficou de fora.'
      : `${n} linhas não puderam ser lidas e ficaram de fora.`,
  imported: 'Dados do LinkedIn importados. Confira e complete o que faltar.',
  noPlace: 'Local a completar',
} as const;

export const LINKEDIN_IMPORT_ERRORS = {
  missingFile: 'Selecione o arquivo ZIP para enviar.',
  notZip: 'Esse arquivo não é um ZIP válido. Envie o arquivo que o LinkedIn enviou, sem alterá-lo.',
  noData:
    'Não encontramos Positions.csv, Education.csv, Skills.csv nem Languages.csv nesse arquivo. Envie a exportação de dados do LinkedIn.',
  tooLarge: 'O arquivo passa de 20 MB. Envie a exportação de dados do LinkedIn, sem outros arquivos.',
  csvTooLarge: 'Um dos arquivos da exportação é grande demais para ser lido.',
  failed: 'Não foi possível importar seus dados do LinkedIn. Tente novamente.',
} as const;
