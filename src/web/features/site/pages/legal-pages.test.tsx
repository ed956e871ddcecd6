import { COOKIES, PRIVACY, TERMS } from '@domain/content/legal';
import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const FIRST_LOAD = { timeout: 5000 };

const pages = [
  { path: '/termos', title: 'Termos de uso', document: TERMS },
  { path: '/privacidade', title: 'Política de privacidade', document: PRIVACY },
  { path: '/cookies', title: 'Política de cookies', document: COOKIES },
];

describe('legal pages', { timeout: 15_000 }, () => {
  it.each(pages)(
    '$path: one h1, the update date, a table of contents and every section',
    async ({ path, title, document }) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_LOAD)).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByText(INSTITUTIONAL_COPY.legalUpdatedAt)).toBeVisible();

      const toc = screen.getByRole('navigation', { name: INSTITUTIONAL_COPY.onThisPage });
      // The footer has headings of its own: only the page's content counts.
      const sectionTitles = within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
      expect(sectionTitles).toEqual(document.sections.map((section) => section.title));
      for (const section of document.sections) {
        expect(within(toc).getByRole('link', { name: section.title })).toHaveAttribute(
          'href',
          `#${section.id}`,
        );
      }
    },
  );

  it('privacy: shows how to export, correct and delete her data, and how to reach the DPO', async () => {
    renderRoute('/privacidade');
    await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);

    const howTo = screen.getByRole('region', { name: '8. Como exercer seus direitos' });
    const hrefs = within(howTo)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/configuracoes');
    expect(hrefs).toContain('/perfil-pessoal');
    expect(hrefs).toContain('/experiencias');
    expect(within(howTo).getByText(/Baixar meus dados/)).toBeVisible();
    expect(within(howTo).getByText(/Excluir conta/)).toBeVisible();

    const dpo = screen.getByRole('region', { name: '9. Encarregado pelo tratamento de dados' });
    expect(within(dpo).getByRole('link', { name: 'formulário de contato' })).toHaveAttribute(
      'href',
      '/contato?assunto=privacidade',
    );
    expect(within(dpo).getByRole('link', { name: 'privacidade@elasrede.com.br' })).toHaveAttribute(
      'href',
      'mailto:privacidade@elasrede.com.br',
    );
    expect(screen.getByText(/Lei nº 13.709\/2018/)).toBeVisible();
  });

  it('privacy: lists the data kept in a table with a header row', async () => {
    renderRoute('/privacidade');
    const table = await screen.findByRole(
      'table',
      { name: 'Dados pessoais guardados pela Elas Rede' },
      FIRST_LOAD,
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Categoria', 'O que guardamos']);
    expect(within(table).getByRole('rowheader', { name: 'Filhos (opcional)' })).toBeVisible();
  });

  it('cookies: names the session cookie and the local-storage key the app really uses', async () => {
    renderRoute('/cookies');
    const table = await screen.findByRole('table', { name: 'Cookies definidos pela Elas Rede' }, FIRST_LOAD);
    expect(within(table).getByRole('rowheader', { name: 'better-auth.session_token' })).toBeVisible();
    const { AUTH_CHANNEL_NAME } = await import('@web/lib/auth-channel');
    expect(screen.getByText(new RegExp(`“${AUTH_CHANNEL_NAME}”`))).toBeVisible();
    // The router's ScrollRestoration keeps scroll positions in sessionStorage under this key.
    expect(screen.getByText(/“react-router-scroll-positions”/)).toBeVisible();
  });
});
