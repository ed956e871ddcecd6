import { CHAT_COPY } from '../copy/chat.js';
import { BRASILIA_TIME_ZONE } from '../time-zone.js';
import { isWebUrl, normalizeLink } from './links.js';

/*
 * How a message reads in a thread (issue 18): its text cut into plain text and links (http(s)
 * addresses and www. ones are clickable; nothing else ever becomes an href), and the day
 * separators between messages ('Hoje', 'Ontem', '12 de março', '12 de março de 2025'), read in
 * Brasília time like every other date of the product, so the server and every browser agree.
 */

export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Candidates: an http(s):// address, or one starting with www. after a non-word character. */
const LINK_CANDIDATE = /\bhttps?:\/\/[^\s<>"]+|(?<![\w.@/-])www\.[^\s<>"]+/gi;

/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?'"»”’…]+$/;

/** Closing brackets, and the opening one each pairs with. */
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const countOf = (text: string, char: string) => text.split(char).length - 1;

/** Drops what closes the sentence around the link: a final dot, a ')' with no '(' in the link. */
function trimTrailing(candidate: string): string {
  let link = candidate;
  for (;;) {
    const trimmed = link.replace(TRAILING, '');
    if (trimmed !== link) {
      link = trimmed;
      continue;
    }
    const last = link.at(-1) ?? '';
    const open = CLOSERS[last];
    if (open && countOf(link, last) > countOf(link, open)) {
      link = link.slice(0, -1);
      continue;
    }
    return link;
  }
}

/**
 * A message's body as text and links, in order; joined back, the segments give the body exactly
 * (line breaks and spaces kept). A link's href is the address as written, with https:// added to
 * a www. one (links.ts); a candidate that is not a web address stays text.
 */
export function messageSegments(body: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) segments.push({ kind: 'text', text: body.slice(textStart, end) });
  };
  for (const match of body.matchAll(LINK_CANDIDATE)) {
    const start = match.index;
    const text = trimTrailing(match[0]);
    if (!text || !isWebUrl(text)) continue;
    pushText(start);
    segments.push({ kind: 'link', text, href: normalizeLink(text) });
    textStart = start + text.length;
  }
  pushText(body.length);
  // Adjacent text pieces (a candidate refused in between) read as one.
  return segments.reduce<MessageSegment[]>((merged, segment) => {
    const last = merged.at(-1);
    if (last?.kind === 'text' && segment.kind === 'text') last.text += segment.text;
    else merged.push(segment);
    return merged;
  }, []);
}

const ZONE = BRASILIA_TIME_ZONE;
const DAY_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const DAY_MONTH = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, day: 'numeric', month: 'long' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const CLOCK = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type CalendarDay = { year: number; month: number; day: number };

function calendarDay(date: Date): CalendarDay {
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-03-12': the Brasília calendar day of a moment (which messages share a separator). */
export function messageDayKey(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day } = calendarDay(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The separator above the first message of a day: 'Hoje', 'Ontem', '12 de março' (this year),
 * '12 de março de 2025' (another year). An unreadable date gives ''.
 */
export function daySeparatorLabel(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date || Number.isNaN(now.getTime())) return '';
  const day = calendarDay(date);
  const today = calendarDay(now);
  const key = Date.UTC(day.year, day.month - 1, day.day);
  const todayKey = Date.UTC(today.year, today.month - 1, today.day);
  if (key === todayKey) return CHAT_COPY.days.today;
  if (key === todayKey - 24 * 3600_000) return CHAT_COPY.days.yesterday;
  return day.year === today.year ? DAY_MONTH.format(date) : DAY_MONTH_YEAR.format(date);
}

/** '14:05': when a message was sent, in Brasília time. */
export function messageClock(value: string | Date): string {
  const date = toDate(value);
  return date ? CLOCK.format(date) : '';
}
