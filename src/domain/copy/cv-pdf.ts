import { PAGE_TITLES } from '../messages.js';
import { EXPERIENCE_COPY } from './experience.js';
import { PROFILE_COPY } from './profile.js';

// The printable CV she downloads from /meu-perfil ('Baixar CV em PDF'): its headings and labels.
export const CV_PDF_COPY = {
  download: 'Baixar CV em PDF',
  downloadHint: 'Um currículo para imprimir ou enviar, com o que você mostra no seu perfil.',
  about: PROFILE_COPY.sections.about,
  experience: PROFILE_COPY.sections.experience,
  education: PAGE_TITLES.education,
  skills: PROFILE_COPY.sections.skills,
  languages: PROFILE_COPY.sections.languages,
  careerBreak: EXPERIENCE_COPY.careerBreak,
  /** The end of a range still open: 'mar. de 2021 – atual'. */
  current: 'atual',
  completed: PROFILE_COPY.completed,
  inProgress: PROFILE_COPY.inProgress,
  /** The PDF's title in its metadata: 'Currículo — Ana Souza'. */
  documentTitle: (name: string) => `Currículo — ${name}`,
  /** The attachment's file name before the extension: 'curriculo-ana-souza'. */
  filePrefix: 'curriculo',
  footer: (date: string) => `Gerado na Elas Rede em ${date}`,
} as const;
