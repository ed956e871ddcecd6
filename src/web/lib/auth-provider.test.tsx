import { MSG } from '@domain/messages';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-provider';

function Consumer() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws the spec message outside an AuthProvider', () => {
    // React reports the render error on the console before rethrowing; keep the output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Consumer />)).toThrow(MSG.auth.useAuthOutsideProvider);
    consoleError.mockRestore();
  });
});
