import { CHAT_ENTRY_COPY } from '@domain/copy/chat-entry';
import { CHAT_ERRORS } from '@domain/copy/chat-errors';
import { NETWORK_COPY } from '@domain/copy/network';
import { PROFILE_COPY } from '@domain/copy/profile';
import { MSG } from '@domain/messages';
import type { PublicProfile } from '@domain/schemas/public-profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARLA, DANI, directConversation, memberNetwork } from '@web/features/network/test-data';
import { apiError, createFakeApi, MEMBER_ME, ok, VISITOR_ME } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { publicProfile } from '../test-data';

const ID = '7f1c2a9e-3b4d-4c5e-8f60-718293a4b5c6';

function api({
  signedIn = false,
  profile = publicProfile({ id: ID, slug: 'bia-lima', fullName: 'Bia Lima' }),
} = {}) {
  return createFakeApi({ session: signedIn ? MEMBER_ME : VISITOR_ME })
    .on(`GET /api/profiles/by-slug/${profile.slug}`, () => ok(profile))
    .on(`GET /api/profiles/${profile.id}`, () => ok(profile));
}

async function nameHeading(name = 'Bia Lima') {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
}

const full: Partial<PublicProfile> = {
  email: 'bia@example.com',
  softSkills: ['Liderança'],
  languages: [{ idioma_id: 2, name: 'Inglês', nivel: 'avancado' }],
  education: [
    {
      id: 'ed1',
      institution: 'UFMG',
      degreeLevel: 'graduação',
      field: 'Estatística',
      startMonth: '2015-02',
      endMonth: '2019-12',
      isCurrent: false,
      completed: true,
      description: null,
    },
  ],
};

describe('public profile', () => {
  it("shows 'Perfil não encontrado.' for an unknown slug", async () => {
    const fake = api().on('GET /api/profiles/by-slug/ninguem', () =>
      apiError(404, 'not_found', MSG.profile.notFoundDot),
    );
    renderRoute('/m/ninguem', { api: fake });
    expect(
      await screen.findByRole('heading', { name: MSG.profile.notFoundDot }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it("shows 'Erro ao carregar perfil' when the request fails", async () => {
    const fake = api().on(`GET /api/profiles/${ID}`, () => apiError(500, 'internal', MSG.common.internal));
    renderRoute(`/perfil-publico/${ID}`, { api: fake });
    expect(
      await screen.findByRole('heading', { name: MSG.profile.loadError }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: MSG.common.retry })).toBeVisible();
  });

  it("hides 'Entrar em contato' when the API returned no e-mail, and shows the reduced view", async () => {
    renderRoute('/m/bia-lima', { api: api() });
    await nameHeading();
    expect(screen.queryByRole('link', { name: MSG.profile.contact })).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-reduced')).toBeInTheDocument();
    for (const empty of [
      MSG.profile.noEducation,
      MSG.profile.noExperience,
      MSG.profile.noProjects,
      MSG.profile.noLanguages,
      PROFILE_COPY.noSkills,
      PROFILE_COPY.noBio,
    ]) {
      expect(screen.getByText(empty)).toBeVisible();
    }
    // Read-only: no edit links, no slug editor, no cover upload.
    expect(screen.queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PROFILE_COPY.actions.changeCover })).not.toBeInTheDocument();
  });

  it("offers 'Entrar em contato' as a mail link when she shares her e-mail, with her CV", async () => {
    renderRoute('/m/bia-lima', {
      api: api({ profile: publicProfile({ id: ID, slug: 'bia-lima', fullName: 'Bia Lima', ...full }) }),
    });
    await nameHeading();
    expect(screen.getByRole('link', { name: MSG.profile.contact })).toHaveAttribute(
      'href',
      'mailto:bia@example.com',
    );
    expect(screen.queryByTestId('profile-reduced')).not.toBeInTheDocument();
    expect(screen.getByText('Graduação em Estatística')).toBeVisible();
    expect(screen.getByText('02/2015 - 12/2019')).toBeVisible();
    expect(screen.getByText('Inglês:')).toBeVisible();
    expect(screen.getByText(MSG.profile.noHardSkills)).toBeVisible();
  });

  it("shows 'Mentora em …' linking to her mentora card when the API says she mentors (issue 20)", async () => {
    renderRoute('/m/bia-lima', {
      api: api({
        profile: publicProfile({
          id: ID,
          slug: 'bia-lima',
          fullName: 'Bia Lima',
          mentorLabel: 'Mentora em Dados e Liderança',
        }),
      }),
    });
    await nameHeading();
    expect(screen.getByRole('link', { name: 'Mentora em Dados e Liderança' })).toHaveAttribute(
      'href',
      `/mentoria/mentoras/${ID}`,
    );
  });

  it('summarises her children from the ages the API sends', async () => {
    renderRoute('/m/bia-lima', {
      api: api({
        profile: publicProfile({ id: ID, slug: 'bia-lima', fullName: 'Bia Lima', childrenAges: [9, 4] }),
      }),
    });
    await nameHeading();
    expect(screen.getByText('Possui 2 filhos de 4 e 9 anos')).toBeVisible();
  });

  it('shows her birthday as day and month when the API sends it (privacy, issue 19)', async () => {
    renderRoute('/m/bia-lima', {
      api: api({
        profile: publicProfile({
          id: ID,
          slug: 'bia-lima',
          fullName: 'Bia Lima',
          birthday: { day: 7, month: 3 },
        }),
      }),
    });
    await nameHeading();
    expect(screen.getByText('Aniversário em 7 de março')).toBeVisible();
  });

  it('asks for her activity only when she shows it to this reader (privacy, issue 19)', async () => {
    const withActivity = (activity: boolean) =>
      api({
        signedIn: true,
        profile: publicProfile({
          id: ID,
          slug: 'bia-lima',
          fullName: 'Bia Lima',
          shows: { connections: true, activity },
        }),
      })
        .on(`GET /api/members/${ID}/network`, () => ok(memberNetwork(ID)))
        .on(`GET /api/members/${ID}/posts`, () => ok({ items: [], nextCursor: null }));
    const shown = withActivity(true);
    const first = renderRoute('/m/bia-lima', { api: shown });
    await nameHeading();
    await waitFor(() => expect(shown.callsTo(`GET /api/members/${ID}/posts`)).toHaveLength(1), {
      timeout: 5000,
    });
    first.unmount();

    // The activity's code is loaded by now, so it would ask at once if it were shown.
    const hidden = withActivity(false);
    renderRoute('/m/bia-lima', { api: hidden });
    await nameHeading();
    await screen.findByRole('list', { name: NETWORK_COPY.profile.counts }, { timeout: 5000 });
    expect(hidden.callsTo(`GET /api/members/${ID}/posts`)).toHaveLength(0);
  });

  it('a signed-in viewer goes back to her profile from /m/:slug and to the feed from /perfil-publico/:id', async () => {
    const first = renderRoute('/m/bia-lima', { api: api({ signedIn: true }) });
    await nameHeading();
    // The link waits for her session, which may arrive after the profile.
    expect(await screen.findByRole('link', { name: MSG.profile.backToMyProfile })).toHaveAttribute(
      'href',
      '/meu-perfil',
    );
    expect(screen.queryByRole('link', { name: MSG.profile.backToFeed })).not.toBeInTheDocument();
    first.unmount();

    renderRoute(`/perfil-publico/${ID}`, { api: api({ signedIn: true }) });
    await nameHeading();
    expect(await screen.findByRole('link', { name: MSG.profile.backToFeed })).toHaveAttribute(
      'href',
      '/feed',
    );
    expect(screen.queryByRole('link', { name: MSG.profile.backToMyProfile })).not.toBeInTheDocument();
  });

  it('a visitor sees no back link and no top bar', async () => {
    renderRoute('/m/bia-lima', { api: api() });
    await nameHeading();
    expect(screen.queryByRole('link', { name: MSG.profile.backToMyProfile })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MSG.profile.backToFeed })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('opens /m/{id} by the member id when no slug matches', async () => {
    const fake = api().on(`GET /api/profiles/by-slug/${ID}`, () =>
      apiError(404, 'not_found', MSG.profile.notFoundDot),
    );
    renderRoute(`/m/${ID}`, { api: fake });
    await nameHeading();
    expect(fake.callsTo(`GET /api/profiles/${ID}`)).toHaveLength(1);
  });

  it('shares the page address in a 180 px QR code', async () => {
    const user = userEvent.setup();
    renderRoute('/m/bia-lima', { api: api() });
    await nameHeading();
    await user.click(screen.getByRole('button', { name: PROFILE_COPY.actions.share }));
    const dialog = await screen.findByRole('dialog', { name: PROFILE_COPY.publicShareTitle });
    const url = `${window.location.origin}/m/bia-lima`;
    expect(within(dialog).getByText(url)).toBeVisible();
    expect(within(dialog).getByRole('img', { name: PROFILE_COPY.qrAlt(url) })).toHaveAttribute(
      'width',
      '180',
    );
  });

  it('/perfil-publico without an id opens her own public profile, or the login page for a visitor', async () => {
    const own = createFakeApi({ session: MEMBER_ME }).on('GET /api/profiles/by-slug/ana-souza', () =>
      ok(publicProfile()),
    );
    const first = renderRoute('/perfil-publico', { api: own });
    await nameHeading('Ana Souza');
    expect(first.router.state.location.pathname).toBe('/m/ana-souza');
    first.unmount();

    const visitor = renderRoute('/perfil-publico');
    await screen.findByRole('heading', { level: 1, name: MSG.auth.signIn }, { timeout: 5000 });
    expect(visitor.router.state.location.pathname).toBe('/login');
  });

  describe('network (issue 17)', () => {
    const A = NETWORK_COPY.actions;
    const NETWORK = `GET /api/members/${ID}/network`;

    /** Bia's profile, and Ana's relation to her as the server answers it. */
    function networkApi(
      signedIn: boolean,
      profile = publicProfile({ id: ID, slug: 'bia-lima', fullName: 'Bia Lima' }),
    ) {
      let following = false;
      const answer = () => memberNetwork(ID, { following }, { followerCount: following ? 31 : 30 });
      return api({ signedIn, profile })
        .on(NETWORK, () => ok(answer()))
        .on(`PUT /api/members/${ID}/follow`, () => {
          following = true;
          return ok(answer());
        })
        .on(`DELETE /api/members/${ID}/follow`, () => {
          following = false;
          return ok(answer());
        });
    }

    const counts = () => screen.findByRole('list', { name: NETWORK_COPY.profile.counts }, { timeout: 5000 });

    it('shows a signed-in visitor the counts, the connections in common and the buttons', async () => {
      const user = userEvent.setup();
      const fake = networkApi(true);
      renderRoute('/m/bia-lima', { api: fake });
      await nameHeading();
      const list = await counts();
      expect(list).toHaveTextContent('12 conexões');
      expect(list).toHaveTextContent('30 seguidoras');
      expect(list).toHaveTextContent('3 conexões em comum');
      expect(screen.getByRole('button', { name: A.connectWith('Bia Lima') })).toBeVisible();
      // She did not make her e-mail public: no mail link.
      expect(screen.queryByRole('link', { name: MSG.profile.contact })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: A.followName('Bia Lima') }));
      expect(await screen.findByRole('button', { name: A.unfollowName('Bia Lima') })).toBeVisible();
      expect(fake.callsTo(`PUT /api/members/${ID}/follow`)).toHaveLength(1);
      await waitFor(() => expect(list).toHaveTextContent('31 seguidoras'));
    });

    it("opens her connections from 'N conexões' when she shows the list to her (issue 19)", async () => {
      const user = userEvent.setup();
      const LIST = `GET /api/members/${ID}/connections`;
      const people = [CARLA, DANI].map((person) => ({ ...person, network: memberNetwork(person.id) }));
      const fake = networkApi(true).on(LIST, () => ok({ items: people, nextCursor: null }));
      renderRoute('/m/bia-lima', { api: fake });
      await nameHeading();
      await counts();
      expect(fake.callsTo(LIST)).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: NETWORK_COPY.counts.connections(12) }));
      const dialog = await screen.findByRole('dialog', {
        name: NETWORK_COPY.profile.connectionsOf('Bia Lima'),
      });
      expect(await within(dialog).findByText('Carla Dias', {}, { timeout: 5000 })).toBeVisible();
      expect(within(dialog).getByText('Dani Rocha')).toBeVisible();
      expect(fake.callsTo(LIST)).toHaveLength(1);
      const { default: axe } = await import('axe-core');
      const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => v.id)).toEqual([]);
    });

    it('keeps the count as plain text when she keeps the list from her (issue 19)', async () => {
      const hidden = publicProfile({
        id: ID,
        slug: 'bia-lima',
        fullName: 'Bia Lima',
        shows: { connections: false, activity: true },
      });
      renderRoute('/m/bia-lima', { api: networkApi(true, hidden) });
      await nameHeading();
      const list = await counts();
      expect(list).toHaveTextContent(NETWORK_COPY.counts.connections(12));
      expect(
        screen.queryByRole('button', { name: NETWORK_COPY.counts.connections(12) }),
      ).not.toBeInTheDocument();
    });

    it("keeps 'Entrar em contato' beside the buttons when she made her e-mail public", async () => {
      renderRoute('/m/bia-lima', {
        api: networkApi(
          true,
          publicProfile({ id: ID, slug: 'bia-lima', fullName: 'Bia Lima', email: 'bia@example.com' }),
        ),
      });
      await nameHeading();
      expect(
        await screen.findByRole('button', { name: A.connectWith('Bia Lima') }, { timeout: 5000 }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: MSG.profile.contact })).toHaveAttribute(
        'href',
        'mailto:bia@example.com',
      );
    });

    it('shows her own counts on her own profile, without buttons', async () => {
      const own = publicProfile();
      const fake = createFakeApi({ session: MEMBER_ME })
        .on(`GET /api/profiles/by-slug/${own.slug}`, () => ok(own))
        .on(`GET /api/members/${own.id}/network`, () =>
          ok(memberNetwork(own.id, {}, { isSelf: true, connectionCount: 1, followerCount: 1 })),
        );
      renderRoute(`/m/${own.slug}`, { api: fake });
      await nameHeading('Ana Souza');
      const list = await counts();
      expect(list).toHaveTextContent('1 conexão');
      expect(list).toHaveTextContent('1 seguidora');
      expect(list).not.toHaveTextContent('em comum');
      expect(screen.queryByRole('group', { name: A.groupLabel('Ana Souza') })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Conectar|Seguir)/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Enviar mensagem/ })).not.toBeInTheDocument();
    });

    it('shows an anonymous visitor no network buttons, and asks nothing about the network', async () => {
      const fake = networkApi(false);
      renderRoute('/m/bia-lima', { api: fake });
      await nameHeading();
      expect(screen.queryByRole('button', { name: A.connectWith('Bia Lima') })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: A.followName('Bia Lima') })).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: NETWORK_COPY.profile.counts })).not.toBeInTheDocument();
      expect(fake.callsTo(NETWORK)).toHaveLength(0);
    });
  });

  describe("'Enviar mensagem' (issue 18)", () => {
    const M = CHAT_ENTRY_COPY.button;
    const DIRECT = 'POST /api/chat/direct';

    /** Bia's profile, Ana's relation to her, and the conversation the server opens. */
    function messageApi(relation: Parameters<typeof memberNetwork>[1]) {
      return api({ signedIn: true })
        .on(`GET /api/members/${ID}/network`, () => ok(memberNetwork(ID, relation)))
        .on(DIRECT, () => ({ status: 201, body: directConversation({ id: ID, name: 'Bia Lima' }, 'c-bia') }));
    }

    it("offers a connection 'Enviar mensagem', which opens their conversation", async () => {
      const user = userEvent.setup();
      const fake = messageApi({ connected: true, following: true });
      const { router } = renderRoute('/m/bia-lima', { api: fake });
      await nameHeading();
      const send = await screen.findByRole('button', { name: M.sendTo('Bia Lima') }, { timeout: 5000 });
      expect(send).toHaveTextContent(M.send);
      expect(
        screen.getByRole('button', { name: NETWORK_COPY.actions.disconnectName('Bia Lima') }),
      ).toBeVisible();

      await user.click(send);
      await waitFor(() => expect(router.state.location.pathname).toBe('/chat/c-bia'), { timeout: 5000 });
      expect(fake.callsTo(DIRECT).map((call) => call.body)).toEqual([{ memberId: ID }]);
    });

    it('offers it beside Conectar to a member who takes requests', async () => {
      renderRoute(`/perfil-publico/${ID}`, { api: messageApi({}) });
      await nameHeading();
      expect(
        await screen.findByRole('button', { name: M.sendTo('Bia Lima') }, { timeout: 5000 }),
      ).toBeVisible();
      expect(
        screen.getByRole('button', { name: NETWORK_COPY.actions.connectWith('Bia Lima') }),
      ).toBeVisible();
    });

    it('does not offer it when she takes messages from her connections only', async () => {
      renderRoute('/m/bia-lima', { api: messageApi({ acceptsMessages: false }) });
      await nameHeading();
      expect(
        await screen.findByRole(
          'button',
          { name: NETWORK_COPY.actions.connectWith('Bia Lima') },
          { timeout: 5000 },
        ),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: M.sendTo('Bia Lima') })).not.toBeInTheDocument();
    });

    it("shows the server's reason when the conversation cannot be opened", async () => {
      const user = userEvent.setup();
      const fake = messageApi({}).on(DIRECT, () => apiError(403, 'forbidden', CHAT_ERRORS.requestsClosed));
      const { router } = renderRoute('/m/bia-lima', { api: fake });
      await nameHeading();
      await user.click(await screen.findByRole('button', { name: M.sendTo('Bia Lima') }, { timeout: 5000 }));
      expect(await screen.findByText(CHAT_ERRORS.requestsClosed, {}, { timeout: 5000 })).toBeVisible();
      expect(router.state.location.pathname).toBe('/m/bia-lima');
    });
  });
});
