import { DEGREE_LEVELS, type DegreeLevel, type LanguageLevel } from '../../../domain/enums.js';
import { DEFAULT_LOCATION_COUNTRY } from '../../../domain/limits.js';
import { isFullMonth } from '../../../domain/rules/month.js';
import { LINKEDIN_IMPORT_MAX_ROWS } from '../../../domain/schemas/linkedin-import.js';
import { csvRecords } from './csv.js';

// From the CSVs of a LinkedIn data export to rows of her profile. Pure: the catalogues (states,
// languages) come in. LinkedIn writes dates in the language of her account ('Mar 2021',
// 'mar 2021', '2015'), places as free text ('São Paulo, São Paulo, Brasil').

interface Catalogues {
  states: readonly { uf: string; name: string }[];
  languages: readonly { id: number; name: string }[];
}

interface ParsedExperience {
  company: string;
  role: string;
  description: string | null;
  startMonth: string;
  endMonth: string | null;
  isCurrent: boolean;
  country: string | null;
  state: string | null;
  city: string | null;
}

interface ParsedEducation {
  institution: string;
  degreeLevel: DegreeLevel;
  field: string;
  startMonth: string;
  endMonth: string | null;
  isCurrent: boolean;
  completed: boolean;
  description: string | null;
}

interface ParsedLanguage {
  idioma_id: number;
  name: string;
  nivel: LanguageLevel;
}

interface ParsedExport {
  experiences: ParsedExperience[];
  education: ParsedEducation[];
  skills: string[];
  languages: ParsedLanguage[];
  /** Rows that could not become an entry (no company, no date, a language not in the catalogue…). */
  skipped: number;
}

/** The CSVs of the export this import reads, by file name, and the columns each must have. */
export const EXPORT_FILES = {
  'Positions.csv': ['Company Name', 'Title', 'Started On'],
  'Education.csv': ['School Name', 'Start Date'],
  'Skills.csv': ['Name'],
  'Languages.csv': ['Name'],
} as const;
export type ExportFile = keyof typeof EXPORT_FILES;

/** Lower case without accents, for comparing names. */
export function normalized(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim().replace(/\s+/g, ' ');
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  fev: 2,
  mar: 3,
  apr: 4,
  abr: 4,
  may: 5,
  mai: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  ago: 8,
  sep: 9,
  set: 9,
  oct: 10,
  out: 10,
  nov: 11,
  dec: 12,
  dez: 12,
};

/** 'Mar 2021' → '2021-03'; a year alone is its first month, or its last for an end. */
export function linkedInMonth(value: string, end = false): string | null {
  const text = normalized(value).replace(/\./g, '').replace(/ de /g, ' ');
  const withMonth = /^([a-z]{3})[a-z]* (\d{4})$/.exec(text);
  const month = withMonth ? MONTHS[withMonth[1]!] : undefined;
  const result = withMonth
    ? month
      ? `${withMonth[2]}-${String(month).padStart(2, '0')}`
      : null
    : /^\d{4}$/.test(text)
      ? `${text}-${end ? '12' : '01'}`
      : null;
  return isFullMonth(result) ? result : null;
}

const COUNTRY_NAMES: Record<string, string> = { brasil: 'Brasil', brazil: 'Brasil' };

/** 'City, State, Country' (or fewer parts) → her place, the state as its UF when it is one. */
export function linkedInPlace(
  location: string,
  states: Catalogues['states'],
): Pick<ParsedExperience, 'city' | 'state' | 'country'> {
  const parts = location
    .split(',')
    .map((p) => p.replace(/\s+e regi[aã]o$/i, '').trim())
    .filter(Boolean);
  const uf = (name: string) =>
    states.find((s) => normalized(s.name) === normalized(name) || s.uf === name.toUpperCase())?.uf ?? name;
  const country = (name: string) => COUNTRY_NAMES[normalized(name)] ?? name;
  if (parts.length >= 3) return { city: parts[0]!, state: uf(parts[1]!), country: country(parts.at(-1)!) };
  if (parts.length === 2) return { city: parts[0]!, state: null, country: country(parts[1]!) };
  if (parts.length === 1 && COUNTRY_NAMES[normalized(parts[0]!)])
    return { city: null, state: null, country: DEFAULT_LOCATION_COUNTRY };
  return { city: null, state: null, country: null };
}

/** The level of a degree from its name ('Mestrado em…', 'Master of Science'); graduação otherwise. */
export function degreeLevelOf(degreeName: string): DegreeLevel {
  const name = normalized(degreeName);
  const rules: [RegExp, DegreeLevel][] = [
    [/pos-?doutorado|postdoc|post-doc/, 'pós-doutorado'],
    [/doutorado|phd|ph\.d|doctor/, 'doutorado'],
    [/mestrado|mestre|master|msc|m\.sc/, 'mestrado'],
    [/\bmba\b/, 'MBA'],
    [/especializa|pos-?gradua|pos gradua|postgraduate|specializ/, 'especialização'],
    [/ensino fundamental/, 'ensino fundamental'],
  ];
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? DEGREE_LEVELS[1];
}

// LinkedIn's proficiency names, in English and in Portuguese.
const PROFICIENCY: [RegExp, LanguageLevel][] = [
  [/native|bilingual|nativ|bilingue/, 'nativo'],
  [/full professional|profissional complet/, 'fluente'],
  [/limited working|limitad/, 'intermediario'],
  [/professional working|profissional/, 'avancado'],
  [/elementary|elementar|basic/, 'basico'],
];

// Language names a LinkedIn account in English writes, as the catalogue names them.
const LANGUAGE_NAMES: Record<string, string> = {
  english: 'Inglês',
  spanish: 'Espanhol',
  portuguese: 'Português',
  french: 'Francês',
  german: 'Alemão',
  italian: 'Italiano',
  japanese: 'Japonês',
  korean: 'Coreano',
  russian: 'Russo',
  arabic: 'Árabe',
  mandarin: 'Mandarim',
  chinese: 'Mandarim',
  hebrew: 'Hebraico',
  dutch: 'Holandês',
};

function joinText(...parts: string[]): string | null {
  const text = parts.filter(Boolean).join('\n\n').slice(0, 3000);
  return text || null;
}

/** Every section of the export found in `files` (file name → text); a missing file is an empty section. */
export function parseExport(
  files: Partial<Record<ExportFile, string>>,
  catalogues: Catalogues,
): ParsedExport {
  let skipped = 0;
  const rows = (file: ExportFile) => {
    const text = files[file];
    const records = text === undefined ? [] : (csvRecords(text, EXPORT_FILES[file]) ?? []);
    skipped += Math.max(0, records.length - LINKEDIN_IMPORT_MAX_ROWS);
    return records.slice(0, LINKEDIN_IMPORT_MAX_ROWS);
  };

  const experiences: ParsedExperience[] = [];
  for (const r of rows('Positions.csv')) {
    const startMonth = linkedInMonth(r['Started On'] ?? '');
    const endMonth = r['Finished On'] ? linkedInMonth(r['Finished On'], true) : null;
    const company = (r['Company Name'] ?? '').slice(0, 200);
    const role = (r.Title ?? '').slice(0, 200);
    if (
      !company ||
      !role ||
      !startMonth ||
      (r['Finished On'] && !endMonth) ||
      (endMonth && endMonth < startMonth)
    ) {
      skipped++;
      continue;
    }
    experiences.push({
      company,
      role,
      description: joinText(r.Description ?? ''),
      startMonth,
      endMonth,
      isCurrent: !endMonth,
      ...linkedInPlace(r.Location ?? '', catalogues.states),
    });
  }

  const thisMonth = new Date().toISOString().slice(0, 7);
  const education: ParsedEducation[] = [];
  for (const r of rows('Education.csv')) {
    const startMonth = linkedInMonth(r['Start Date'] ?? '');
    const endMonth = r['End Date'] ? linkedInMonth(r['End Date'], true) : null;
    const institution = (r['School Name'] ?? '').slice(0, 200);
    const field = (r['Degree Name'] ?? '').slice(0, 200);
    if (
      !institution ||
      !field ||
      !startMonth ||
      (r['End Date'] && !endMonth) ||
      (endMonth && endMonth < startMonth)
    ) {
      skipped++;
      continue;
    }
    education.push({
      institution,
      degreeLevel: degreeLevelOf(field),
      field,
      startMonth,
      endMonth,
      isCurrent: !endMonth,
      completed: endMonth !== null && endMonth <= thisMonth,
      description: joinText(r.Notes ?? '', r.Activities ?? ''),
    });
  }

  const skills: string[] = [];
  for (const r of rows('Skills.csv')) {
    const name = (r.Name ?? '').slice(0, 60);
    if (!name || skills.some((s) => normalized(s) === normalized(name))) skipped++;
    else skills.push(name);
  }

  const languageByName = new Map(catalogues.languages.map((l) => [normalized(l.name), l]));
  const languages: ParsedLanguage[] = [];
  for (const r of rows('Languages.csv')) {
    const name = normalized(r.Name ?? '');
    const known = languageByName.get(normalized(LANGUAGE_NAMES[name] ?? name));
    if (!known || languages.some((l) => l.idioma_id === known.id)) {
      skipped++;
      continue;
    }
    const proficiency = normalized(r.Proficiency ?? '');
    // Without a stated proficiency, the modest level: a CV must not claim more than she said.
    const nivel = PROFICIENCY.find(([pattern]) => pattern.test(proficiency))?.[1] ?? 'basico';
    languages.push({ idioma_id: known.id, name: known.name, nivel });
  }

  return { experiences, education, skills, languages, skipped };
}
