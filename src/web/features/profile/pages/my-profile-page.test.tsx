import { CV_PDF_COPY } from '@domain/copy/cv-pdf';
import { CAREER_BREAK_REASON_LABELS, EXPERIENCE_COPY } from '@domain/copy/experience';
import { PROFILE_COPY } from '@domain/copy/profile';
import { MEGABYTE } from '@domain/limits';
import { MSG } from '@domain/messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { format, subDays, subYears } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownProfile, profileApi, publicProfile } from '../test-data';

const A = PROFILE_COPY.actions;
const CHECK = 'GET /api/profile/slug-availability';
const SAVE_SLUG = 'PUT /api/profile/me/slug';

/** A birth date that makes the child exactly `years` old today. */
function bornYearsAgo(years: number) {
  return format(subDays(subYears(new Date(), years), 1), 'yyyy-MM-dd');
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Availability as the server answers: 'tomada' is someone else's, 'falha' breaks the server. */
function slugApi() {
  return profileApi()
    .on(CHECK, ({ query }) => {
      if (query.slug === 'falha') return apiError(500, 'internal', MSG.common.internal);
      return ok({ slug: query.slug, valid: true, available: query.slug !== 'tomada' });
    })
    .on(SAVE_SLUG, ({ body }) => ok(body));
}

async function openSlugEditor() {
  fireEvent.click(await screen.findByRole('button', { name: A.editSlug }));
  return screen.getByLabelText(PROFILE_COPY.labels.slug);
}

const confirmButton = () => screen.getByRole('button', { name: A.confirmSlug });
const slugStatus = () => screen.getAllByRole('status').find((el) => el.id.endsWith('-status'));

afterEach(() => {
  vi.useRealTimers();
});

describe('/meu-perfil', () => {
  it("offers 'Baixar CV em PDF', a link to her printable CV", async () => {
    renderRoute('/meu-perfil', { api: profileApi() });
    const link = await screen.findByRole('link', { name: CV_PDF_COPY.download }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/api/profile/cv.pdf');
    expect(link).toHaveAttribute('download');
  });

  it("shows 'Carregando perfil...' and then her header, children summary, languages and empty sections", async () => {
    const own = ownProfile({
      filhos: [
        { nome: 'Bia', birth_date: bornYearsAgo(7) },
        { nome: 'Léo', birth_date: bornYearsAgo(3) },
      ],
      idiomas: [
        { idioma_id: 2, nivel: 'basico' },
        { idioma_id: 99, nivel: 'fluente' },
        { idioma_id: 3, nivel: 'nativo' },
      ],
      linkedinUrl: 'linkedin.com/in/ana',
    });
    const pending = deferred<Reply>();
    const api = profileApi({ own }).on('GET /api/profile/me', () => pending.promise);
    renderRoute('/meu-perfil', { api });
    expect(await screen.findByText(MSG.profile.loading, {}, { timeout: 5000 })).toBeVisible();
    pending.resolve(ok(own));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
    expect(screen.getByText('Possui 2 filhos de 3 e 7 anos')).toBeVisible();
    expect(screen.getByText('Belo Horizonte, MG')).toBeVisible();
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://linkedin.com/in/ana',
    );
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');

    const languages = within(screen.getByRole('list', { name: PROFILE_COPY.sections.languages }));
    expect(languages.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Português: Nativo',
      `${MSG.profile.unknownLanguage}: Fluente`,
      'Inglês: Básico',
    ]);

    for (const empty of [
      MSG.profile.noSoftSkills,
      MSG.profile.noHardSkills,
      MSG.profile.bioPlaceholder,
      MSG.profile.noEducation,
      MSG.profile.noExperience,
      MSG.profile.noProjects,
    ]) {
      expect(screen.getByText(empty)).toBeVisible();
    }
    expect(screen.getByRole('link', { name: A.edit(PROFILE_COPY.sections.about) })).toHaveAttribute(
      'href',
      '/perfil-pessoal',
    );
    expect(screen.getByRole('link', { name: A.edit(PROFILE_COPY.sections.education) })).toHaveAttribute(
      'href',
      '/educacao',
    );
    expect(screen.getByRole('link', { name: A.edit(PROFILE_COPY.sections.experience) })).toHaveAttribute(
      'href',
      '/experiencias',
    );
    expect(screen.getByRole('link', { name: A.edit(PROFILE_COPY.sections.projects) })).toHaveAttribute(
      'href',
      '/projetos',
    );
    expect(screen.getByRole('link', { name: A.viewPublicProfile })).toHaveAttribute('href', '/m/ana-souza');
  });

  it('shows the CV sections of her public profile with month ranges, career breaks and project links', async () => {
    const api = profileApi({
      cv: publicProfile({
        experience: [
          {
            id: 'e1',
            kind: 'job',
            breakReason: null,
            company: 'Dados & Cia',
            role: 'Analista de dados',
            description: null,
            startMonth: '2021-03',
            endMonth: null,
            isCurrent: true,
            contractType: 'CLT',
            workModel: 'Remoto',
            country: 'Brasil',
            state: 'MG',
            city: 'Belo Horizonte',
          },
          {
            id: 'e0',
            kind: 'career_break',
            breakReason: 'maternidade',
            company: null,
            role: null,
            description: 'Nascimento da Lia.',
            startMonth: '2019-03',
            endMonth: '2021-02',
            isCurrent: false,
            contractType: null,
            workModel: null,
            country: null,
            state: null,
            city: null,
          },
        ],
        projects: [
          {
            id: 'p1',
            type: 'project',
            title: 'Painel aberto',
            description: null,
            startMonth: '2023-01',
            endMonth: '2023-06',
            month: null,
            link: 'github.com/ana/painel',
          },
        ],
      }),
    });
    renderRoute('/meu-perfil', { api });
    expect(await screen.findByText('Analista de dados')).toBeVisible();
    expect(screen.getByText(`03/2021 - ${MSG.profile.current}`)).toBeVisible();
    // A career break sits in the same timeline, named plainly.
    const pause = screen.getByRole('heading', { name: EXPERIENCE_COPY.careerBreak }).closest('li');
    expect(pause).toHaveTextContent(CAREER_BREAK_REASON_LABELS.maternidade);
    expect(pause).toHaveTextContent('03/2019 - 02/2021');
    expect(pause).toHaveTextContent('Nascimento da Lia.');
    expect(screen.getByText('01/2023 - 06/2023')).toBeVisible();
    const link = screen.getByRole('link', { name: new RegExp(MSG.projects.viewProject) });
    expect(link).toHaveAttribute('href', 'https://github.com/ana/painel');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("says 'Erro ao carregar perfil' when her profile cannot be loaded", async () => {
    const api = profileApi().on('GET /api/profile/me', () => apiError(500, 'internal', MSG.common.internal));
    renderRoute('/meu-perfil', { api });
    expect(await screen.findByRole('heading', { name: MSG.profile.loadError })).toBeVisible();
  });

  it('opens the QR dialog with her /m/{slug} address and copies it', async () => {
    const user = userEvent.setup();
    renderRoute('/meu-perfil', { api: profileApi() });
    await user.click(await screen.findByRole('button', { name: A.shareQr }));
    const dialog = await screen.findByRole('dialog', { name: MSG.profile.shareTitle });
    const url = `${window.location.origin}/m/ana-souza`;
    expect(dialog).toHaveAccessibleDescription(MSG.profile.shareScan);
    expect(within(dialog).getByText(url)).toBeVisible();
    const qr = within(dialog).getByRole('img', { name: PROFILE_COPY.qrAlt(url) });
    expect(qr).toHaveAttribute('width', '256');

    await user.click(within(dialog).getByRole('button', { name: A.copyLink }));
    expect(await screen.findByText(MSG.common.linkCopied)).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(url);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: A.shareQr })).toHaveFocus();
  });

  it('refuses a cover that is not an image or is over 5MB, and uploads a good one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = profileApi().on('PUT /api/profile/me/banner', () => ok({ url: '/uploads/capa.webp' }));
    const { container } = renderRoute('/meu-perfil', { api });
    await screen.findByRole('button', { name: A.changeCover });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input, new File(['texto'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MSG.images.onlyImages)).toBeVisible();

    const huge = new File(['x'], 'enorme.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 5 * MEGABYTE + 1 });
    await user.upload(input, huge);
    expect(await screen.findByText(MSG.images.bannerTooLarge)).toBeVisible();
    expect(api.callsTo('PUT /api/profile/me/banner')).toHaveLength(0);

    const before = api.callsTo('GET /api/profile/me').length;
    await user.upload(input, new File(['png'], 'capa.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(api.callsTo('GET /api/profile/me').length).toBeGreaterThan(before));
    expect(api.callsTo('PUT /api/profile/me/banner')).toHaveLength(1);
    expect(screen.queryByText(MSG.images.bannerTooLarge)).not.toBeInTheDocument();
  });
});

describe('/meu-perfil slug editor', () => {
  it('checks availability 500 ms after the last keystroke: idle → checking → available', async () => {
    const api = slugApi();
    renderRoute('/meu-perfil', { api });
    const input = await openSlugEditor();
    expect(input).toHaveValue('ana-souza');
    expect(input).toHaveFocus();
    expect(slugStatus()).toBeEmptyDOMElement();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'Ana-Dad' } });
    await advance(300);
    fireEvent.change(input, { target: { value: 'Ana-Dados' } });
    expect(input).toHaveValue('ana-dados');
    expect(slugStatus()).toHaveTextContent(PROFILE_COPY.slugChecking);
    expect(confirmButton()).toBeDisabled();

    await advance(499);
    expect(api.callsTo(CHECK)).toHaveLength(0);
    await advance(1);
    expect(api.callsTo(CHECK).map((call) => call.query.slug)).toEqual(['ana-dados']);
    vi.useRealTimers();

    expect(await screen.findByText(MSG.slug.available)).toBeVisible();
    expect(confirmButton()).toBeEnabled();
  });

  it('shows unavailable and check errors, and keeps ✓ disabled while unavailable', async () => {
    renderRoute('/meu-perfil', { api: slugApi() });
    const input = await openSlugEditor();

    fireEvent.change(input, { target: { value: 'tomada' } });
    expect(await screen.findByText(MSG.slug.unavailable)).toBeVisible();
    expect(confirmButton()).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(input, { target: { value: 'falha' } });
    expect(await screen.findByText(MSG.slug.checkError)).toBeVisible();
  });

  it('refuses invalid characters at once, without asking the server', async () => {
    const api = slugApi();
    renderRoute('/meu-perfil', { api });
    const input = await openSlugEditor();
    fireEvent.change(input, { target: { value: 'ana souza!' } });
    expect(slugStatus()).toHaveTextContent(MSG.slug.invalidChars);

    fireEvent.click(confirmButton());
    expect(await screen.findByText(MSG.slug.saveInvalid)).toBeVisible();
    expect(api.callsTo(SAVE_SLUG)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo(CHECK)).toHaveLength(0);
  });

  it('returns to idle when emptied or back to the saved slug; cancel restores the saved slug', async () => {
    const api = slugApi();
    renderRoute('/meu-perfil', { api });
    const input = await openSlugEditor();

    fireEvent.change(input, { target: { value: '' } });
    expect(slugStatus()).toBeEmptyDOMElement();
    fireEvent.change(input, { target: { value: 'ana-souza' } });
    expect(slugStatus()).toBeEmptyDOMElement();

    fireEvent.change(input, { target: { value: 'outra-coisa' } });
    fireEvent.click(screen.getByRole('button', { name: A.cancelSlug }));
    expect(screen.queryByLabelText(PROFILE_COPY.labels.slug)).not.toBeInTheDocument();
    expect(screen.getByText('ana-souza')).toBeVisible();
    expect(screen.getByRole('button', { name: A.editSlug })).toHaveFocus();
    expect(api.callsTo(SAVE_SLUG)).toHaveLength(0);

    // Reopening starts again from the saved slug.
    expect(await openSlugEditor()).toHaveValue('ana-souza');
  });

  it('saves an available slug and shows it', async () => {
    const api = slugApi();
    renderRoute('/meu-perfil', { api });
    const input = await openSlugEditor();
    fireEvent.change(input, { target: { value: 'ana-dados' } });
    await screen.findByText(MSG.slug.available);
    fireEvent.click(confirmButton());

    expect(await screen.findByText(PROFILE_COPY.slugSaved)).toBeVisible();
    expect(api.callsTo(SAVE_SLUG)[0]?.body).toEqual({ slug: 'ana-dados' });
    expect(screen.getByText('ana-dados')).toBeVisible();
    expect(screen.queryByLabelText(PROFILE_COPY.labels.slug)).not.toBeInTheDocument();
  });

  it('explains a refused save (taken meanwhile) and any other failure', async () => {
    const api = slugApi().on(SAVE_SLUG, () => apiError(409, 'conflict', MSG.slug.saveInvalid));
    renderRoute('/meu-perfil', { api });
    const input = await openSlugEditor();
    fireEvent.change(input, { target: { value: 'ana-dados' } });
    await screen.findByText(MSG.slug.available);
    fireEvent.click(confirmButton());
    expect(await screen.findByText(MSG.slug.saveInvalid)).toBeVisible();

    api.on(SAVE_SLUG, () => apiError(500, 'internal', MSG.common.internal));
    fireEvent.click(confirmButton());
    expect(await screen.findByText(MSG.slug.saveError)).toBeVisible();
    expect(input).toHaveValue('ana-dados');
  });
});
