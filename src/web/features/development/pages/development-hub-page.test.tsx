import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DevelopmentHubPage } from './development-hub-page';

function renderHub() {
  return render(
    <MemoryRouter initialEntries={['/desenvolvimento']}>
      <DevelopmentHubPage />
    </MemoryRouter>,
  );
}

describe('DevelopmentHubPage', () => {
  it('has one h1, the page title, also used as the tab title', () => {
    renderHub();
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1).toHaveTextContent('Desenvolvimento pessoal');
    expect(document.title).toBe('Desenvolvimento pessoal | Elas Rede');
  });

  it.each([
    [
      'Desenvolvimento profissional',
      [
        ['Mentorias', '/mentoria'],
        ['Orientação de carreira', '/desenvolvimento/orientacao'],
        ['Cursos', '/desenvolvimento/cursos'],
      ],
    ],
    [
      'Desenvolvimento pessoal',
      [
        ['Empreendedorismo', '/desenvolvimento/empreendedorismo'],
        ['Saúde e bem-estar', '/desenvolvimento/saude'],
        ['Desenvolvimento cognitivo', '/desenvolvimento/cognitivo'],
      ],
    ],
  ])('group %s links to its three guides', (group, expected) => {
    renderHub();
    const section = screen.getByRole('region', { name: group });
    expect(within(section).getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    // Each card has a title (h3), an icon hidden from assistive technology and a description.
    for (const [title] of expected) {
      const card = within(section).getByRole('heading', { level: 3, name: title }).closest('li')!;
      expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(card.querySelector('p')?.textContent?.length).toBeGreaterThan(20);
    }
  });

  it('has a close control back to the feed', () => {
    renderHub();
    const close = screen.getByRole('link', { name: 'Fechar' });
    expect(close).toHaveAttribute('href', '/feed');
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
