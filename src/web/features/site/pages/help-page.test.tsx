import { FAQ_TOPICS } from '@domain/content/faq';
import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const FIRST_LOAD = { timeout: 5000 };

describe('help page (/ajuda)', { timeout: 15_000 }, () => {
  it('groups the questions by topic, one section and one jump link per topic', async () => {
    renderRoute('/ajuda');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Central de atendimento' }, FIRST_LOAD),
    ).toBeVisible();

    const topicTitles = [
      'Conta e acesso',
      'Perfil e currículo',
      'Comunidades',
      'Empresas e vagas',
      'Privacidade e dados',
    ];
    expect(FAQ_TOPICS.map((topic) => topic.title)).toEqual(topicTitles);

    const nav = screen.getByRole('navigation', { name: INSTITUTIONAL_COPY.help.topicsNav });
    for (const topic of FAQ_TOPICS) {
      expect(within(nav).getByRole('link', { name: topic.title })).toHaveAttribute('href', `#${topic.id}`);
      const section = screen.getByRole('region', { name: topic.title });
      expect(section).toHaveAttribute('id', topic.id);
      // Every question of the topic is a <summary> inside its section.
      const summaries = [...section.querySelectorAll('details > summary')].map((s) => s.textContent);
      expect(summaries).toEqual(topic.questions.map((q) => q.question));
    }
  });

  it('opens an answer from its question, with links into the product', async () => {
    renderRoute('/ajuda');
    const question = await screen.findByText('Esqueci minha senha. Como recupero o acesso?', {}, FIRST_LOAD);
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');

    await userEvent.setup().click(question);
    expect(details).toHaveAttribute('open');
    expect(within(details as HTMLElement).getByRole('link', { name: 'Redefinir senha' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    );
  });

  it('tells the truth about where things are done and links to the contact form', async () => {
    renderRoute('/ajuda');
    await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/esqueci-senha',
        '/perfil-pessoal',
        '/configuracoes',
        '/meu-perfil',
        '/contato',
      ]),
    );
    expect(screen.getByRole('link', { name: INSTITUTIONAL_COPY.help.contactUs })).toHaveAttribute(
      'href',
      '/contato',
    );
  });
});
