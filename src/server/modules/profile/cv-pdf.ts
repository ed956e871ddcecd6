import PDFDocument from 'pdfkit';
import { CV_PDF_COPY as COPY } from '../../../domain/copy/cv-pdf.js';
import { CAREER_BREAK_REASON_LABELS } from '../../../domain/copy/experience.js';
import { PROFILE_COPY } from '../../../domain/copy/profile.js';
import { LANGUAGE_LEVEL_LABELS, type LanguageLevel } from '../../../domain/enums.js';
import { printedRange } from '../../../domain/rules/month.js';
import { slugFromName } from '../../../domain/rules/slug.js';
import type { PublicProfile } from '../../../domain/schemas/public-profile.js';
import type { Executor } from '../../db/client.js';
import { publicProfile } from './public-profile.js';

// 'Baixar CV em PDF' on /meu-perfil: GET /api/profile/cv.pdf builds a plain, printable CV of her
// profile. Contacts and place are what she shows to anyone (her privacy, as a visitor reads her
// profile): a CV is handed to people outside the network. The standard Helvetica fonts encode
// WinAnsi, which covers Portuguese accents; nothing is embedded.

const MARGIN = 56;
const INK = '#1f1f1f';
const MUTED = '#5c5c5c';
const ACCENT = '#7a1f5c';

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(ACCENT)
    .text(text.toUpperCase(), { characterSpacing: 0.6 });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(0.5);
  doc.fillColor(INK);
}

function entry(doc: Doc, title: string, subtitle: string | null, dates: string, body: string | null) {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(title);
  if (subtitle) doc.font('Helvetica').fontSize(10).fillColor(INK).text(subtitle);
  doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED).text(dates);
  if (body) doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(INK).text(body, { align: 'left' });
  doc.moveDown(0.6);
}

function place(parts: (string | null)[]): string | null {
  const shown = parts.filter((p): p is string => !!p && p.trim() !== '');
  return shown.length > 0 ? shown.join(', ') : null;
}

/** Her CV as PDF bytes. */
export function renderCv(profile: PublicProfile, now = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: COPY.documentTitle(profile.fullName), Author: profile.fullName },
    lang: 'pt-BR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Header: name, title, place and the contacts she shows.
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(profile.fullName);
  if (profile.professionalTitle) {
    doc.font('Helvetica').fontSize(13).fillColor(ACCENT).text(profile.professionalTitle);
  }
  const contacts = [profile.location, profile.email, profile.phone, profile.linkedinUrl, profile.websiteUrl]
    .concat(profile.lattesUrl ? [profile.lattesUrl] : [])
    .filter((c): c is string => !!c);
  if (contacts.length > 0) {
    doc.moveDown(0.3).font('Helvetica').fontSize(9.5).fillColor(MUTED).text(contacts.join('  ·  '));
  }

  if (profile.bio) {
    heading(doc, COPY.about);
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(profile.bio);
  }

  if (profile.experience.length > 0) {
    heading(doc, COPY.experience);
    for (const e of profile.experience) {
      const dates = printedRange(e.startMonth, e.isCurrent ? null : e.endMonth, COPY.current);
      if (e.kind === 'career_break') {
        const reason = e.breakReason ? CAREER_BREAK_REASON_LABELS[e.breakReason] : null;
        entry(doc, reason ? `${COPY.careerBreak} — ${reason}` : COPY.careerBreak, null, dates, e.description);
      } else {
        const subtitle = place([e.company, e.contractType, e.workModel, place([e.city, e.state])]);
        entry(doc, e.role ?? e.company ?? '', subtitle, dates, e.description);
      }
    }
  }

  if (profile.education.length > 0) {
    heading(doc, COPY.education);
    for (const ed of profile.education) {
      const dates = `${printedRange(ed.startMonth, ed.isCurrent ? null : ed.endMonth, COPY.current)} · ${
        ed.completed ? COPY.completed : COPY.inProgress
      }`;
      entry(doc, PROFILE_COPY.degreeIn(ed.degreeLevel, ed.field), ed.institution, dates, ed.description);
    }
  }

  const skills = [...profile.hardSkills, ...profile.softSkills];
  if (skills.length > 0) {
    heading(doc, COPY.skills);
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(skills.join('  ·  '));
  }

  const languages = profile.languages.filter((l) => l.name);
  if (languages.length > 0) {
    heading(doc, COPY.languages);
    const lines = languages.map(
      (l) => `${l.name} — ${LANGUAGE_LEVEL_LABELS[l.nivel as LanguageLevel] ?? l.nivel}`,
    );
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(lines.join('\n'));
  }

  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      COPY.footer(
        new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(now),
      ),
    );
  doc.end();
  return done;
}

/** GET /api/profile/cv.pdf: her own CV, and the attachment's file name after her name. */
export async function ownCvPdf(db: Executor, userId: string): Promise<{ body: Buffer; fileName: string }> {
  // As a visitor reads her profile: the contacts and place she shows to anyone.
  const profile = await publicProfile(db, { id: userId }, null);
  const body = await renderCv(profile);
  const name = slugFromName(profile.fullName);
  return { body, fileName: name ? `${COPY.filePrefix}-${name}.pdf` : `${COPY.filePrefix}.pdf` };
}
