import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="salario">Salário</label>
      <MoneyInput id="salario" value={value} onChange={setValue} />
      <output>{value === null ? 'vazio' : String(value)}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it("shows 'R$ 1.234,56' as she types the digits and hands out the number", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Salário');
    await user.type(input, '1');
    expect(input).toHaveValue('R$ 0,01');
    await user.type(input, '23456');
    expect(input).toHaveValue('R$ 1.234,56');
    expect(screen.getByRole('status')).toHaveTextContent('1234.56');
  });

  it('backspace drops the last digit, and emptying it gives null', async () => {
    const user = userEvent.setup();
    render(<Harness initial={12.34} />);
    const input = screen.getByLabelText('Salário');
    expect(input).toHaveValue('R$ 12,34');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('R$ 1,23');
    await user.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('vazio');
  });
});
