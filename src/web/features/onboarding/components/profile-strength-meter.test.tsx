import { FEED_COPY } from '@domain/copy/feed';
import { ONBOARDING_COPY } from '@domain/copy/onboarding';
import { screen, waitFor, within } from '@testing-library/react';
import { feedApi } from '@web/features/posts/test-data';
import { ownProfile, profileApi } from '@web/features/profile/test-data';
import { ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardingState } from '../test-data';

const M = ONBOARDING_COPY.meter;
const WAIT = { timeout: 5000 };
afterEach(() => {
  window.sessionStorage.clear();
});

const meterBox = () => screen.findByRole('region', { name: M.title }, WAIT);

describe('profile-strength meter', () => {
  it('on /meu-perfil: her percent and the next most useful step, linked', async () => {
    const api = profileApi().on('GET /api/onboarding', () => ok(onboardingState({ photo: 1, title: 1 })));
    renderRoute('/meu-perfil', { api });
    const box = await meterBox();
    expect(within(box).getByText(M.percent(30))).toBeVisible();
    expect(within(box).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(within(box).getByRole('link', { name: 'Adicione 3 habilidades' })).toHaveAttribute(
      'href',
      '/boas-vindas?etapa=skills',
    );
  });

  it('says the profile is complete when every step is done', async () => {
    const all = { photo: 1, title: 1, city: 1, skills: 3, preference: 1, communities: 3, people: 3 };
    const api = profileApi().on('GET /api/onboarding', () => ok(onboardingState(all)));
    renderRoute('/meu-perfil', { api });
    const box = await meterBox();
    expect(within(box).getByText(M.complete)).toBeVisible();
    expect(within(box).queryByRole('link')).not.toBeInTheDocument();
  });

  it("in the feed's left column, naming her next step; a dismissed setup does not greet her", async () => {
    const api = feedApi().on('GET /api/onboarding', () =>
      ok(onboardingState({ photo: 1 }, '2026-11-29T10:00:00.000Z')),
    );
    const { router } = renderRoute('/feed', { api });
    const left = await screen.findByRole('complementary', { name: FEED_COPY.page.leftColumn }, WAIT);
    const box = await within(left).findByRole('region', { name: M.title }, WAIT);
    expect(within(box).getByRole('link', { name: 'Informe seu título profissional' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/feed');
  });

  it('greets a member with steps left at her first feed in this tab, and again right after a sign-in', async () => {
    const api = feedApi()
      .on('GET /api/onboarding', () => ok(onboardingState()))
      .on('GET /api/profile/me', () => ok(ownProfile()));
    const first = renderRoute('/feed', { api });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/boas-vindas'), WAIT);
    first.unmount();

    const again = renderRoute('/feed', { api });
    await screen.findByRole('region', { name: M.title }, WAIT);
    expect(again.router.state.location.pathname).toBe('/feed');
    again.unmount();

    const signedIn = renderRoute('/feed', { api, state: { signedIn: true } });
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/boas-vindas'), WAIT);
  });
});
