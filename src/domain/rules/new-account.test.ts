import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_ERRORS } from '../copy/new-account.js';
import { NEW_ACCOUNT_HOURLY_CAPS } from '../limits.js';
import { heldAtFirstReport, hourlyCapReached, isNewAccount, mentionsLink } from './new-account.js';

const at = (iso: string) => new Date(iso);

describe('new accounts', () => {
  it('are new for their first 7 days', () => {
    const since = at('2026-03-01T12:00:00Z');
    expect(isNewAccount(since, at('2026-03-08T11:59:59Z'))).toBe(true);
    expect(isNewAccount(since, at('2026-03-08T12:00:00Z'))).toBe(false);
  });

  it('reach a cap at its count, and may go on an hour after the oldest', () => {
    const oldest = at('2026-03-01T12:05:00Z');
    expect(hourlyCapReached('post', { count: NEW_ACCOUNT_HOURLY_CAPS.post - 1, oldest })).toBeNull();
    expect(hourlyCapReached('post', { count: NEW_ACCOUNT_HOURLY_CAPS.post, oldest })).toEqual({
      retryAt: at('2026-03-01T13:05:00Z'),
    });
  });

  it('say when, in Brasília time', () => {
    expect(NEW_ACCOUNT_ERRORS.hourlyCap('comment', at('2026-03-01T13:05:00Z'))).toBe(
      `Para proteger a comunidade, contas novas podem fazer até ${NEW_ACCOUNT_HOURLY_CAPS.comment} comentários por hora nos primeiros 7 dias. Você poderá continuar a partir das 10h05.`,
    );
  });
});

describe('a link', () => {
  it.each([
    'Veja https://exemplo.com/vaga',
    'Acesse www.vagas-incriveis.net agora',
    'Cadastro em golpe.com.br/vaga',
    'bit.ly/abc123',
    'me chama: meusite.app',
  ])('is found in %j', (text) => expect(mentionsLink(text)).toBe(true));

  it.each([
    'Bom dia, rede!',
    'Escreva para ana@empresa.com.br',
    'Terminei o curso. Obrigada!',
    'Versão 2.0 lançada',
  ])('is not found in %j', (text) => expect(mentionsLink(text)).toBe(false));

  it('holds a post at its first report only when a new account wrote it with a link', () => {
    const authorSince = at('2026-03-01T12:00:00Z');
    const text = 'Renda extra: golpe.com.br';
    expect(heldAtFirstReport({ text, authorSince, writtenAt: at('2026-03-02T12:00:00Z') })).toBe(true);
    expect(heldAtFirstReport({ text, authorSince, writtenAt: at('2026-03-20T12:00:00Z') })).toBe(false);
    expect(heldAtFirstReport({ text: 'Olá!', authorSince, writtenAt: at('2026-03-02T12:00:00Z') })).toBe(
      false,
    );
  });
});
