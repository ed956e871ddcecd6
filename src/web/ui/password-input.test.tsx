import { MSG } from '@domain/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

function renderField(error?: string | string[]) {
  render(
    <FormField label="Senha" hint="Pelo menos 8 caracteres." error={error}>
      {(control) => <PasswordInput {...control} />}
    </FormField>,
  );
  return {
    input: screen.getByLabelText('Senha'),
    toggle: screen.getByRole('button', { name: MSG.auth.showPassword }),
  };
}

describe('PasswordInput', () => {
  it('starts hidden; the toggle shows and hides the text, reporting its state with aria-pressed', async () => {
    const user = userEvent.setup();
    const { input, toggle } = renderField();
    await user.type(input, 'frase longa secreta');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('frase longa secreta');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('never submits the form it sits in', () => {
    const { toggle } = renderField();
    expect(toggle).toHaveAttribute('type', 'button');
  });
});

describe('FormField', () => {
  it('labels the control and describes it with the hint', () => {
    const { input } = renderField();
    expect(input).toHaveAccessibleDescription('Pelo menos 8 caracteres.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and adds every error to its description', () => {
    const { input } = renderField([MSG.auth.passwordTooShort, MSG.auth.passwordTooCommon]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      `Pelo menos 8 caracteres. ${MSG.auth.passwordTooShort} ${MSG.auth.passwordTooCommon}`,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
