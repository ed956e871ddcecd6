import { MSG } from '@domain/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageLoading, PageMessage, PageNotFound, PageProblem } from './page-states';

describe('PageLoading', () => {
  it('announces the plain loading word once, for screen readers only, over half a screen', () => {
    render(<PageLoading />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(MSG.common.loading);
    expect(within(status).getByText(MSG.common.loading)).toHaveClass('sr-only');
    expect(status).toHaveClass('min-h-[50dvh]');
  });

  it('shows its own words, and reserves a whole screen for a page taller than one', () => {
    render(<PageLoading label="Carregando vaga..." height="screen" />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('Carregando vaga...')).not.toHaveClass('sr-only');
    expect(status).toHaveClass('min-h-dvh');
    expect(status).not.toHaveClass('min-h-[50dvh]');
  });
});

describe('PageMessage', () => {
  it('announces a problem with its title as the page heading, and retries', async () => {
    const onRetry = vi.fn();
    render(<PageProblem title="Erro ao carregar." text="Tente de novo." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Erro ao carregar.' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: MSG.common.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps what follows a not-found message out of its announcement', () => {
    render(
      <PageNotFound title="Não encontrada." actions={<a href="/lista">Ver a lista</a>}>
        <p>Outro caminho</p>
      </PageNotFound>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Ver a lista' })).toBeInTheDocument();
    expect(within(alert).queryByText('Outro caminho')).toBeNull();
  });

  it('does not announce a calm outcome', () => {
    render(<PageMessage kind="done" title="Tudo certo" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Tudo certo' })).toBeInTheDocument();
  });
});
