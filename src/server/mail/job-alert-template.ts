import { SERVER_COPY } from '../../domain/copy/server.js';
import { JOB_ALERTS_COPY } from '../../domain/copy/vacancy-alerts.js';
import { COPY } from '../../domain/messages.js';
import type { MailMessage } from './mailer.js';
import {
  button,
  footerHtml,
  footerText,
  link,
  type MailLinks,
  unsubscribeHeaders,
} from './notification-templates.js';
import { escapeHtml, frame } from './templates.js';

// The job alert e-mail (issue 21): the new vacancies matching her active job preference profile,
// in the layout and with the footer every notification e-mail has (its one-click link turns
// her alert off, scope 'jobAlerts').

const C = JOB_ALERTS_COPY.mail;

export type JobAlertItem = { title: string; company: string; facts: string; url: string };

export function jobAlertMessage(input: {
  to: string;
  name: string;
  items: JobAlertItem[];
  /** 'Diário' / 'Semanal', for why she receives it. */
  frequencyLabel: string;
  /** /vagas. */
  allUrl: string;
  links: MailLinks;
}): MailMessage {
  const { items, links } = input;
  const subject = C.subject(items.length);
  const greeting = SERVER_COPY.mail.greeting(input.name);
  const why = C.why(input.frequencyLabel);
  const list = items
    .map(
      (item) =>
        `<li style="margin:0 0 12px">${link(item.url, item.title)}<br><span style="color:#5c5160">${escapeHtml(
          [item.company, item.facts].filter(Boolean).join(' · '),
        )}</span></li>`,
    )
    .join('');
  const html = frame(
    C.title,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(C.intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${list}</ul>
${button(input.allUrl, C.button)}
${footerHtml(why, links, C.unsubscribe)}`,
  );
  const text = [
    C.title,
    '',
    greeting,
    '',
    C.intro,
    '',
    ...items.flatMap((item) => [
      `- ${item.title}`,
      `  ${[item.company, item.facts].filter(Boolean).join(' · ')}`,
      `  ${item.url}`,
    ]),
    '',
    input.allUrl,
    '',
    ...footerText(why, links, C.unsubscribe),
    '',
    COPY.brand.name,
  ].join('\n');
  return { to: input.to, subject, html, text, headers: unsubscribeHeaders(links) };
}
