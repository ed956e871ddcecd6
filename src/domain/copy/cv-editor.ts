import { CV_PDF_COPY } from './cv-pdf.js';

// The CV editors' shared texts (experience, education, projects; issue 22): the month picker and
// the cards of a list edited one item at a time.

export const CV_EDITOR_COPY = {
  /** The month picker's two selects, named after their field: 'Data de início: mês'. */
  month: 'Mês',
  year: 'Ano',
  monthOf: (label: string) => `${label}: mês`,
  yearOf: (label: string) => `${label}: ano`,
  /** A card's period still open: 'jan. de 2020 – atual'. */
  current: CV_PDF_COPY.current,
  cannotUndo: 'Essa ação não pode ser desfeita.',
} as const;
