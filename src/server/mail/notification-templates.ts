import { NOTIFICATIONS_SERVER_COPY } from '../../domain/copy/notifications-server.js';
import { SERVER_COPY } from '../../domain/copy/server.js';
import { COPY } from '../../domain/messages.js';
import type { MailMessage } from './mailer.js';
import { escapeHtml, frame } from './templates.js';

// The notification e-mails (issue 16), in the layout every e-mail shares: one notification
// (her mode for its kind is 'each') and the daily digest. Each ends with why she receives it,
// a link to Configurações, and a link to stop this kind, besides the one-click unsubscribe
// headers (RFC 8058) that her mail client shows as its own 'Cancelar inscrição' button.

const C = NOTIFICATIONS_SERVER_COPY.mail;

/** What the footer links to; all absolute (PUBLIC_URL). */
export type MailLinks = {
  /** Configurações, where she chooses her e-mails. */
  settingsUrl: string;
  /** The confirmation page (/descadastrar?token=…), for a person clicking in the body. */
  unsubscribePageUrl: string;
  /** The API endpoint a mail provider POSTs to (List-Unsubscribe). */
  oneClickUrl: string;
};

/** A line of the e-mail: what happened, an optional quote, where it leads. */
export type MailItem = { sentence: string; excerpt: string | null; url: string };

/** A subject is one line, whatever a name or a title holds. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

const muted = 'margin:0 0 8px;font-size:13px;color:#5c5160';
export const link = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:#7a1f5c">${escapeHtml(label)}</a>`;
export const button = (url: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#7a1f5c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(label)}</a></p>
<p style="${muted}">${escapeHtml(SERVER_COPY.mail.buttonFallback)}</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all">${link(url, url)}</p>`;
const quote = (excerpt: string) =>
  `<p style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #e7d3df;color:#5c5160;white-space:pre-wrap">${escapeHtml(excerpt)}</p>`;

export function footerHtml(why: string, links: MailLinks, unsubscribeLabel: string) {
  return `<p style="${muted}">${escapeHtml(why)}</p>
<p style="${muted}">${link(links.settingsUrl, C.settings)} · ${link(links.unsubscribePageUrl, unsubscribeLabel)}</p>`;
}

export function footerText(why: string, links: MailLinks, unsubscribeLabel: string) {
  return [why, `${C.settings}: ${links.settingsUrl}`, `${unsubscribeLabel}: ${links.unsubscribePageUrl}`];
}

/** RFC 8058: the provider's one-click POST reaches the API, without a session. */
export const unsubscribeHeaders = (links: MailLinks) => ({
  'List-Unsubscribe': `<${links.oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** One notification, e-mailed as it happens. */
export function notificationMessage(input: {
  to: string;
  name: string;
  item: MailItem;
  /** The kind as Configurações names it. */
  kindLabel: string;
  links: MailLinks;
}): MailMessage {
  const { item, links } = input;
  const subject = oneLine(item.sentence);
  const greeting = SERVER_COPY.mail.greeting(input.name);
  const why = C.each.why(input.kindLabel);
  const html = frame(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(`${item.sentence}.`)}</p>
${item.excerpt ? quote(item.excerpt) : ''}${button(item.url, C.open)}
${footerHtml(why, links, C.each.unsubscribe)}`,
  );
  const text = [
    subject,
    '',
    greeting,
    '',
    `${item.sentence}.`,
    ...(item.excerpt ? ['', `“${item.excerpt}”`] : []),
    '',
    item.url,
    '',
    ...footerText(why, links, C.each.unsubscribe),
    '',
    COPY.brand.name,
  ].join('\n');
  return { to: input.to, subject, html, text, headers: unsubscribeHeaders(links) };
}

/** The daily digest: what happened since the last one, newest first. */
export function digestMessage(input: {
  to: string;
  name: string;
  items: MailItem[];
  /** How many more there are beyond `items`. */
  more: number;
  /** Her notifications page. */
  allUrl: string;
  links: MailLinks;
}): MailMessage {
  const { items, links } = input;
  const subject = C.digest.subject(items.length + input.more);
  const greeting = SERVER_COPY.mail.greeting(input.name);
  const list = items
    .map(
      (item) =>
        `<li style="margin:0 0 12px">${link(item.url, `${item.sentence}.`)}${
          item.excerpt ? `<br><span style="color:#5c5160">${escapeHtml(`“${item.excerpt}”`)}</span>` : ''
        }</li>`,
    )
    .join('');
  const html = frame(
    C.digest.title,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(C.digest.intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${list}</ul>
${input.more > 0 ? `<p style="margin:0 0 16px">${escapeHtml(C.digest.more(input.more))}</p>` : ''}${button(input.allUrl, C.digest.button)}
${footerHtml(C.digest.why, links, C.digest.unsubscribe)}`,
  );
  const text = [
    C.digest.title,
    '',
    greeting,
    '',
    C.digest.intro,
    '',
    ...items.flatMap((item) => [
      `- ${item.sentence}.`,
      ...(item.excerpt ? [`  “${item.excerpt}”`] : []),
      `  ${item.url}`,
    ]),
    ...(input.more > 0 ? ['', C.digest.more(input.more)] : []),
    '',
    input.allUrl,
    '',
    ...footerText(C.digest.why, links, C.digest.unsubscribe),
    '',
    COPY.brand.name,
  ].join('\n');
  return { to: input.to, subject, html, text, headers: unsubscribeHeaders(links) };
}
