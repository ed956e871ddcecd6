import { screen } from '@testing-library/react';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

describe('HomePage (/home)', () => {
  it('has one h1 and an h2 for each section, in the order of SPEC §2', async () => {
    renderRoute('/home');
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = screen.getByRole('main');
    const sectionTitles = Array.from(main.querySelectorAll('h2')).map((heading) => heading.textContent);
    expect(sectionTitles).toEqual([
      'Como funciona',
      'Empresas com Selo de Diversidade',
      'Histórias de quem faz parte',
      'Do nosso blog',
      'Pronta para dar o próximo passo?',
    ]);
  });

  it('keeps the hero links and the #como-funciona anchor', async () => {
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Comece agora' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute('href', '/home#como-funciona');
    expect(document.getElementById('como-funciona')).toHaveAccessibleName('Como funciona');
  });

  it('closes with the sign-up and company calls to action', async () => {
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Cadastre-se agora' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Para empresas' })).toHaveAttribute('href', '/empresas/cadastro');
  });

  it('shows the seal companies, the testimonials carousel and three blog teasers', async () => {
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByTestId('seal-company-card')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Próximo depoimento' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
