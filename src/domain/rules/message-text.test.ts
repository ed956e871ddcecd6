import { describe, expect, it } from 'vitest';
import { daySeparatorLabel, messageClock, messageDayKey, messageSegments } from './message-text';

const links = (body: string) =>
  messageSegments(body)
    .filter((segment) => segment.kind === 'link')
    .map((segment) => (segment.kind === 'link' ? [segment.text, segment.href] : []));

const joined = (body: string) =>
  messageSegments(body)
    .map((segment) => segment.text)
    .join('');

describe('messageSegments', () => {
  it('keeps plain text as one segment, line breaks and spaces included', () => {
    const body = 'Oi, tudo bem?\n\nVamos conversar  amanhã.';
    expect(messageSegments(body)).toEqual([{ kind: 'text', text: body }]);
  });

  it('makes http(s) addresses links, as written', () => {
    expect(messageSegments('Veja https://elasrede.com.br/vagas/1 e me diga')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://elasrede.com.br/vagas/1', href: 'https://elasrede.com.br/vagas/1' },
      { kind: 'text', text: ' e me diga' },
    ]);
    expect(links('HTTP://Exemplo.com.br/a?b=1#c')).toEqual([
      ['HTTP://Exemplo.com.br/a?b=1#c', 'HTTP://Exemplo.com.br/a?b=1#c'],
    ]);
  });

  it('gives www. addresses https://', () => {
    expect(links('meu site: www.ana.dev/portfolio')).toEqual([
      ['www.ana.dev/portfolio', 'https://www.ana.dev/portfolio'],
    ]);
  });

  it('leaves the punctuation that ends the sentence out of the link', () => {
    expect(links('Olha isto: https://a.com/x.')).toEqual([['https://a.com/x', 'https://a.com/x']]);
    expect(links('(veja https://a.com/x), ok?')).toEqual([['https://a.com/x', 'https://a.com/x']]);
    expect(links('https://pt.wikipedia.org/wiki/Ada_(linguagem)!')).toEqual([
      ['https://pt.wikipedia.org/wiki/Ada_(linguagem)', 'https://pt.wikipedia.org/wiki/Ada_(linguagem)'],
    ]);
    expect(joined('(veja https://a.com/x), ok?')).toBe('(veja https://a.com/x), ok?');
  });

  it('never makes a link of anything but a web address', () => {
    for (const body of [
      'javascript:alert(1)',
      'clique: javascript://www.a.com/%0aalert(1)',
      'data:text/html,oi',
      'mailto:ana@a.com',
      'ana@www.exemplo.com',
      'awww.que fofo',
      'https://localhost/teste',
      'ftp://a.com/arquivo',
    ]) {
      for (const [, href] of links(body)) expect(href, body).toMatch(/^https?:\/\/[^/]*\./i);
    }
    expect(links('javascript:alert(1)')).toEqual([]);
    expect(links('awww.que fofo')).toEqual([]);
    expect(links('https://localhost/teste')).toEqual([]);
    expect(links('ftp://a.com/arquivo')).toEqual([]);
  });

  it('finds several links and gives the body back exactly when joined', () => {
    const body = 'a https://um.com b\nwww.dois.com.br, c http://tres.org/x?y=(1)';
    expect(links(body).map(([text]) => text)).toEqual([
      'https://um.com',
      'www.dois.com.br',
      'http://tres.org/x?y=(1)',
    ]);
    expect(joined(body)).toBe(body);
  });
});

describe('daySeparatorLabel', () => {
  // 14 March 2026, 10:00 in São Paulo (UTC−3).
  const now = new Date('2026-03-14T13:00:00Z');

  it("says 'Hoje' and 'Ontem' by the calendar day in São Paulo", () => {
    expect(daySeparatorLabel('2026-03-14T03:00:00Z', now)).toBe('Hoje'); // 00:00 there
    expect(daySeparatorLabel('2026-03-14T02:59:00Z', now)).toBe('Ontem'); // 23:59 the day before
    expect(daySeparatorLabel('2026-03-13T03:00:00Z', now)).toBe('Ontem');
    expect(daySeparatorLabel('2026-03-13T02:59:00Z', now)).toBe('12 de março');
  });

  it('writes the day and month, and the year only when it is not this one', () => {
    expect(daySeparatorLabel('2026-01-02T15:00:00Z', now)).toBe('2 de janeiro');
    expect(daySeparatorLabel('2025-03-12T15:00:00Z', now)).toBe('12 de março de 2025');
    // New Year's Eve in São Paulo is still last year there, whatever UTC says.
    expect(daySeparatorLabel('2026-01-01T02:00:00Z', now)).toBe('31 de dezembro de 2025');
  });

  it("reads 'Ontem' across a month's end", () => {
    expect(daySeparatorLabel('2026-02-28T20:00:00Z', new Date('2026-03-01T15:00:00Z'))).toBe('Ontem');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(daySeparatorLabel('ontem', now)).toBe('');
  });
});

describe('messageDayKey and messageClock', () => {
  it("group messages by São Paulo's calendar day and show its clock", () => {
    expect(messageDayKey('2026-03-14T02:59:00Z')).toBe('2026-03-13');
    expect(messageDayKey('2026-03-14T03:00:00Z')).toBe('2026-03-14');
    expect(messageClock('2026-03-14T02:59:00Z')).toBe('23:59');
    expect(messageClock('2026-03-14T12:05:00Z')).toBe('09:05');
    expect(messageClock('nunca')).toBe('');
  });
});
