import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { NETWORK_COPY } from '@domain/copy/network';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { networkApi } from '../test-data';

// /rede's tabs (issue 17): real links, the current one marked, Convites with its count.

const T = NETWORK_COPY.tabs;
const WAIT = { timeout: 5000 };

function api() {
  return networkApi({
    relations: { 'u-bia': { invitation: 'received' }, 'u-carla': { invitation: 'received' } },
  })
    .on('GET /api/communities', () => ok({ items: [], nextCursor: null }))
    .on('GET /api/network/suggestions', () => ok({ items: [] }));
}

const tabs = () => screen.findByRole('navigation', { name: T.label }, WAIT);

const PAGES = [
  { path: '/rede', heading: COMMUNITIES_COPY.explore.title, current: T.communities },
  { path: '/rede/pessoas', heading: T.people, current: T.people },
  { path: '/rede/convites', heading: T.invitations, current: 'Convites (2)' },
  { path: '/rede/conexoes', heading: T.connections, current: T.connections },
];

describe("/rede's tabs", { timeout: 20_000 }, () => {
  it.each(PAGES)('$path: four links, the current page marked', async ({ path, heading, current }) => {
    renderRoute(path, { api: api() });
    await screen.findByRole('heading', { level: 1, name: heading }, WAIT);
    const nav = await tabs();
    // The count arrives with the summary.
    await within(nav).findByRole('link', { name: 'Convites (2)' }, WAIT);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [T.communities, '/rede'],
      [T.people, '/rede/pessoas'],
      ['Convites (2)', '/rede/convites'],
      [T.connections, '/rede/conexoes'],
    ]);
    const marked = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it('moves between the tabs as links', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/rede', { api: api() });
    const nav = await tabs();
    await user.click(within(nav).getByRole('link', { name: T.connections }));
    await screen.findByRole('heading', { level: 1, name: T.connections }, WAIT);
    expect(router.state.location.pathname).toBe('/rede/conexoes');
    await user.click(within(await tabs()).getByRole('link', { name: T.communities }));
    await screen.findByRole('heading', { level: 1, name: COMMUNITIES_COPY.explore.title }, WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rede'));
  });

  it("shows 'Convites' without a count when nothing waits for her", async () => {
    renderRoute('/rede/pessoas', {
      api: networkApi().on('GET /api/network/suggestions', () => ok({ items: [] })),
    });
    const nav = await tabs();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: T.invitations })).toHaveAttribute(
        'href',
        '/rede/convites',
      ),
    );
  });

  it('has no serious or critical accessibility problems on /rede, with its tabs', async () => {
    renderRoute('/rede', { api: api() });
    await within(await tabs()).findByRole('link', { name: 'Convites (2)' }, WAIT);
    await screen.findByText(COMMUNITIES_COPY.explore.empty, {}, WAIT);
    await expectNoSeriousA11yProblems();
  });
});
