import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { passwordProblems } from './password.js';

describe('passwordProblems', () => {
  it('accepts a long passphrase without composition rules', () => {
    expect(passwordProblems('girassol no quintal da vovó')).toEqual([]);
    expect(passwordProblems('abcdefghij')).toEqual([]);
  });

  it('refuses short, overlong and common passwords, listing each reason', () => {
    expect(passwordProblems('abc')).toEqual([MSG.auth.passwordTooShort]);
    expect(passwordProblems('x'.repeat(129))).toEqual([MSG.auth.passwordTooLong]);
    expect(passwordProblems('Senha123')).toEqual([MSG.auth.passwordTooCommon]);
    expect(passwordProblems(' FLAMENGO ')).toEqual([MSG.auth.passwordTooCommon]);
  });

  it('allows at least 64 characters and counts characters, not bytes', () => {
    expect(passwordProblems('ç'.repeat(64))).toEqual([]);
    expect(passwordProblems('ção'.repeat(42))).toEqual([]);
  });

  it('refuses the e-mail or its local part as the password', () => {
    expect(passwordProblems('ana.lucia@exemplo.com.br', { email: 'Ana.Lucia@exemplo.com.br' })).toEqual([
      MSG.auth.passwordSameAsEmail,
    ]);
    expect(passwordProblems('ana.lucia', { email: 'ana.lucia@exemplo.com.br' })).toEqual([
      MSG.auth.passwordSameAsEmail,
    ]);
  });
});
