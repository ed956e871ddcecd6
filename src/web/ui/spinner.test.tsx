import { MSG } from '@domain/messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSpinner } from './spinner';

describe('PageSpinner', () => {
  it('announces its label once, over half a screen by default', () => {
    render(<PageSpinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(MSG.common.loading);
    expect(status).toHaveClass('min-h-[50dvh]');
  });

  it('reserves a whole screen for a page taller than one, so the footer stays below the fold', () => {
    render(<PageSpinner label="Carregando vaga..." fillScreen />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Carregando vaga...');
    expect(status).toHaveClass('min-h-dvh');
    expect(status).not.toHaveClass('min-h-[50dvh]');
  });
});
