import { NETWORK_COPY } from '@domain/copy/network';
import { ONBOARDING_COPY } from '@domain/copy/onboarding';
import { PROFILE_COPY } from '@domain/copy/profile';
import type { OwnProfile } from '@domain/schemas/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BIA, networkApi } from '@web/features/network/test-data';
import { ownProfile, profileApi } from '@web/features/profile/test-data';
import { ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { onboardingState } from '../test-data';

const P = ONBOARDING_COPY.page;
const WAIT = { timeout: 5000 };

/** Ana signed in with no step done; saving her profile counts her title and city from then on. */
function onboardingApi(own: OwnProfile = ownProfile({ professionalTitle: null, city: null, state: null })) {
  let counts = { photo: 0, title: own.professionalTitle ? 1 : 0 };
  return profileApi({ own })
    .on('GET /api/onboarding', () => ok(onboardingState(counts)))
    .on('PUT /api/profile/me', ({ body }) => {
      const saved = { ...own, ...(body as Partial<OwnProfile>) };
      counts = { ...counts, title: saved.professionalTitle ? 1 : 0 };
      return ok(saved);
    })
    .on('POST /api/onboarding/dismiss', () => ok(onboardingState(counts, '2026-11-29T10:00:00.000Z')));
}

const meter = () => screen.findByRole('progressbar', { name: ONBOARDING_COPY.meter.title }, WAIT);

describe('onboarding page (/boas-vindas)', () => {
  it('lists the steps and opens the next one to do', async () => {
    renderRoute('/boas-vindas', { api: onboardingApi() });
    expect(await screen.findByRole('heading', { level: 1, name: P.heading }, WAIT)).toBeVisible();
    const steps = screen.getByRole('navigation', { name: P.stepsLabel });
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Sua foto',
      'Seu título profissional',
      'Sua cidade',
      '3 habilidades',
      'Preferências de vaga',
      '3 comunidades',
      '3 conexões',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Adicione uma foto de perfil' })).toBeVisible();
    expect(screen.getByRole('button', { name: PROFILE_COPY.actions.changePhoto })).toBeVisible();
    expect((await meter()).getAttribute('aria-valuenow')).toBe('0');
  });

  it('saves her title through her profile and the meter rises', async () => {
    const { api } = renderRoute('/boas-vindas?etapa=title', { api: onboardingApi() });
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(PROFILE_COPY.labels.professionalTitle, {}, WAIT),
      'Engenheira de dados',
    );
    await user.click(screen.getByRole('button', { name: P.saveAndContinue }));

    await waitFor(() => expect(api.callsTo('PUT /api/profile/me')).toHaveLength(1));
    expect(api.callsTo('PUT /api/profile/me')[0]?.body).toMatchObject({
      fullName: 'Ana Souza',
      professionalTitle: 'Engenheira de dados',
    });
    // On to the city, with the title counted.
    expect(await screen.findByRole('heading', { level: 2, name: 'Informe sua cidade' })).toBeVisible();
    await waitFor(async () => expect((await meter()).getAttribute('aria-valuenow')).toBe('15'));
  });

  it('adds her skills once each', async () => {
    const { api } = renderRoute('/boas-vindas?etapa=skills', {
      api: onboardingApi(ownProfile({ hardSkills: ['SQL'], softSkills: [] })),
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(PROFILE_COPY.labels.hardSkills, {}, WAIT),
      'sql, Python; Liderança',
    );
    await user.click(screen.getByRole('button', { name: P.saveAndContinue }));
    await waitFor(() => expect(api.callsTo('PUT /api/profile/me')).toHaveLength(1));
    expect(api.callsTo('PUT /api/profile/me')[0]?.body).toMatchObject({
      hardSkills: ['SQL', 'Python', 'Liderança'],
    });
  });

  it('sends her to the existing pages for preferences, communities and people', async () => {
    renderRoute('/boas-vindas?etapa=communities', { api: onboardingApi() });
    const link = await screen.findByRole('link', { name: ONBOARDING_COPY.steps.communities.open }, WAIT);
    expect(link).toHaveAttribute('href', '/rede');
  });

  it("'Pular por enquanto' dismisses the setup and goes to the feed", async () => {
    const { api, router } = renderRoute('/boas-vindas', { api: onboardingApi() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: P.skip }, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
    expect(api.callsTo('POST /api/onboarding/dismiss')).toHaveLength(1);
  });

  it('invites people she may know in place, and counts her setup again', async () => {
    let people = 0;
    const api = networkApi({
      suggestions: [{ member: BIA, reasons: [{ kind: 'city', city: 'Recife', state: 'PE' }] }],
    })
      .on('GET /api/profile/me', () => ok(ownProfile()))
      .on('GET /api/onboarding', () => ok(onboardingState({ people })));
    renderRoute('/boas-vindas?etapa=people', { api });
    const user = userEvent.setup();
    const connect = await screen.findByRole('button', { name: NETWORK_COPY.actions.connect }, WAIT);
    expect(screen.getByText(BIA.name)).toBeVisible();
    people = 1;
    await user.click(connect);
    expect(await screen.findByText(NETWORK_COPY.actions.pending)).toBeVisible();
    expect(api.callsTo('POST /api/network/invitations')[0]?.body).toEqual({ memberId: BIA.id });
    await waitFor(() => expect(api.callsTo('GET /api/onboarding').length).toBeGreaterThan(1));
    expect(screen.getByRole('link', { name: ONBOARDING_COPY.steps.people.open })).toHaveAttribute(
      'href',
      '/rede/pessoas',
    );
  });
});
