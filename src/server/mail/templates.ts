import { CONTACT_SUBJECT_LABELS, SERVER_COPY } from '../../domain/copy/server.js';
import { COPY, MSG } from '../../domain/messages.js';
import type { ContactSubject } from '../../domain/schemas/contact.js';
import type { MailMessage } from './mailer.js';

// pt-BR transactional e-mails. Each has an HTML part (simple, table-free, inline styles because
// many mail clients drop <style>) and a plain-text part with the same content and link.

export const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

type Action = { to: string; name: string; url: string };

/** The page every e-mail shares: brand, title, then `inner` (already-escaped HTML). */
export function frame(title: string, inner: string) {
  return `<!doctype html><html lang="pt-BR"><body style="margin:0;padding:24px;background:#faf6f3;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#2b2130">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:20px;color:#7a1f5c">${escapeHtml(COPY.brand.name)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${inner}
</div></body></html>`;
}

export function layout(
  title: string,
  paragraphs: string[],
  button: { label: string; url: string },
  footer: string,
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return frame(
    title,
    `${body}
<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#7a1f5c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5c5160">${escapeHtml(SERVER_COPY.mail.buttonFallback)}</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${escapeHtml(button.url)}" style="color:#7a1f5c">${escapeHtml(button.url)}</a></p>
<p style="margin:0;font-size:13px;color:#5c5160">${escapeHtml(footer)}</p>`,
  );
}

export function text(title: string, paragraphs: string[], url: string, footer: string) {
  return [title, '', ...paragraphs, '', url, '', footer, '', COPY.brand.name].join('\n');
}

export function verifyEmailMessage({ to, name, url }: Action): MailMessage {
  const title = MSG.auth.verifyEmailSubject;
  const copy = SERVER_COPY.mail.verifyEmail;
  const paragraphs = [SERVER_COPY.mail.greeting(name), copy.text];
  const footer = copy.footer;
  return {
    to,
    subject: title,
    html: layout(title, paragraphs, { label: copy.button, url }, footer),
    text: text(title, paragraphs, url, footer),
  };
}

export function resetPasswordMessage({ to, name, url }: Action): MailMessage {
  const title = MSG.auth.resetPasswordSubject;
  const copy = SERVER_COPY.mail.resetPassword;
  const paragraphs = [SERVER_COPY.mail.greeting(name), copy.text];
  const footer = copy.footer;
  return {
    to,
    subject: title,
    html: layout(title, paragraphs, { label: copy.button, url }, footer),
    text: text(title, paragraphs, url, footer),
  };
}

type Contact = { to: string; name: string; email: string; subject: ContactSubject; message: string };

/**
 * The /contato form, delivered to the team's address. Replying answers the person who wrote;
 * everything she typed is escaped in the HTML part and her line breaks are kept.
 */
export function contactMessage({ to, name, email, subject, message }: Contact): MailMessage {
  const copy = SERVER_COPY.contactMail;
  const label = CONTACT_SUBJECT_LABELS[subject];
  // A name is one line in a subject header, whatever was pasted into the field.
  const oneLineName = name.replace(/\s+/g, ' ');
  const details: Array<[string, string]> = [
    [copy.name, name],
    [copy.email, email],
    [copy.subject, label],
  ];
  const rows = details
    .map(([k, v]) => `<p style="margin:0 0 8px"><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</p>`)
    .join('');
  const html = frame(
    copy.title,
    `${rows}
<p style="margin:16px 0 8px"><strong>${escapeHtml(copy.message)}:</strong></p>
<p style="margin:0 0 24px;white-space:pre-wrap">${escapeHtml(message)}</p>
<p style="margin:0;font-size:13px;color:#5c5160">${escapeHtml(copy.replyHint)}</p>`,
  );
  const text = [
    copy.title,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    `${copy.message}:`,
    message,
    '',
    copy.replyHint,
  ].join('\n');
  return {
    to,
    subject: copy.subjectLine(label, oneLineName),
    replyTo: { name: oneLineName, address: email },
    html,
    text,
  };
}
