import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MonthInput, maskMonthText, monthFormatHint, setMonthInputSupport } from './month-input';

afterEach(() => setMonthInputSupport(undefined));

describe('MonthInput', () => {
  it('is a native month field where the browser has one', () => {
    setMonthInputSupport(true);
    render(<MonthInput aria-label="Início" />);
    expect(screen.getByLabelText('Início')).toHaveAttribute('type', 'month');
    expect(monthFormatHint()).toBeUndefined();
  });

  it("falls back to text that takes 'AAAA-MM', adding the hyphen", async () => {
    setMonthInputSupport(false);
    const user = userEvent.setup();
    render(<MonthInput aria-label="Início" />);
    const input = screen.getByLabelText('Início');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'AAAA-MM');
    await user.type(input, '202403');
    expect(input).toHaveValue('2024-03');
    expect(monthFormatHint()).toMatch(/AAAA-MM/);
  });

  it('masks typed text', () => {
    expect(maskMonthText('2024')).toBe('2024');
    expect(maskMonthText('20240')).toBe('2024-0');
    expect(maskMonthText('2024-03')).toBe('2024-03');
    expect(maskMonthText('2024/03x9')).toBe('2024-03');
  });
});
