import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { signInSchema, signUpSchema } from './auth.js';

const valid = {
  fullName: '  Ana Lúcia Araújo ',
  email: ' Ana@Exemplo.com.br ',
  password: 'girassol no quintal',
  confirmPassword: 'girassol no quintal',
};

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('signUpSchema', () => {
  it('normalises a valid sign-up', () => {
    expect(signUpSchema.parse(valid)).toEqual({
      fullName: 'Ana Lúcia Araújo',
      email: 'ana@exemplo.com.br',
      password: 'girassol no quintal',
      confirmPassword: 'girassol no quintal',
    });
  });

  it('says the passwords do not match, on the confirmation field', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, confirmPassword: 'outra coisa qualquer' }))).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });

  it('requires all four fields', () => {
    expect(
      messages(signUpSchema.safeParse({ fullName: ' ', email: '', password: '', confirmPassword: '' })),
    ).toEqual({
      fullName: MSG.auth.fullNameRequired,
      email: MSG.auth.emailRequired,
      password: MSG.auth.passwordRequired,
      confirmPassword: MSG.auth.confirmPasswordRequired,
    });
  });

  it('applies the password policy', () => {
    const result = signUpSchema.safeParse({ ...valid, password: 'senha123', confirmPassword: 'senha123' });
    expect(messages(result)).toEqual({ password: MSG.auth.passwordTooCommon });
  });
});

describe('signInSchema', () => {
  it('requires e-mail and password', () => {
    expect(messages(signInSchema.safeParse({ email: 'x', password: '' }))).toEqual({
      email: MSG.auth.emailInvalid,
      password: MSG.auth.passwordRequired,
    });
  });
});
