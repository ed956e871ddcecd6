import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { COMPANIES_COPY } from '@domain/copy/companies';
import { INVITATIONS_COPY } from '@domain/copy/invitations';
import { MSG } from '@domain/messages';
import type { MyInvitation } from '@domain/schemas/invitations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, deferred, MEMBER_ME, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

// 'Convites pendentes' on /minhas-comunidades and /minhas-empresas (issue 13).

const T = INVITATIONS_COPY.mine;
const WAIT = { timeout: 5000 };
const HOUR = 3600 * 1000;

const invitation = (overrides: Partial<MyInvitation> = {}): MyInvitation => ({
  id: 'inv-dados',
  place: { kind: 'community', id: 'k-dados', name: 'Dados Delas', logoUrl: null },
  role: 'moderator',
  invitedBy: 'Ana Souza',
  createdAt: new Date(Date.now() - 5 * HOUR).toISOString(),
  ...overrides,
});

const COMPANY_INVITATION = invitation({
  id: 'inv-aurora',
  place: { kind: 'company', id: 'c-aurora', name: 'Tecelagem Aurora', logoUrl: null },
  role: 'editor',
  invitedBy: null,
  createdAt: new Date(Date.now() - 2 * 24 * HOUR).toISOString(),
});

function api(invitations: MyInvitation[]) {
  let pending = invitations;
  const fake = createFakeApi({ session: MEMBER_ME })
    .on('GET /api/communities/mine', () => ok([]))
    .on('GET /api/companies/mine', () => ok([]))
    .on('GET /api/me/invitations', () => ok(pending));
  for (const item of invitations) {
    for (const decision of ['accept', 'decline'] as const) {
      fake.on(`POST /api/invitations/${item.id}/${decision}`, () => {
        pending = pending.filter((p) => p.id !== item.id);
        return ok({
          id: item.id,
          status: decision === 'accept' ? 'accepted' : 'declined',
          place: { kind: item.place.kind, id: item.place.id },
          role: item.role,
        });
      });
    }
  }
  return fake;
}

async function open(
  path: '/minhas-comunidades' | '/minhas-empresas',
  fake = api([invitation(), COMPANY_INVITATION]),
) {
  renderRoute(path, { session: 'member', api: fake });
  const title = path === '/minhas-comunidades' ? COMMUNITIES_COPY.mine.title : COMPANIES_COPY.mine.title;
  await screen.findByRole('heading', { level: 1, name: title }, WAIT);
  return { user: userEvent.setup(), fake };
}

const section = () => screen.getByRole('region', { name: new RegExp(T.title) });

let consoleError: MockInstance;
let toastSuccess: MockInstance;
let toastError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  toastSuccess = vi.spyOn(toast, 'success');
  toastError = vi.spyOn(toast, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe('Convites pendentes', { timeout: 15_000 }, () => {
  it('on /minhas-comunidades: the community, the role in the feminine, who invited her and when', async () => {
    await open('/minhas-comunidades');
    const region = await screen.findByRole('region', { name: new RegExp(T.title) }, WAIT);
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(`${T.title}1`);
    const [item, ...others] = within(region).getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(within(item!).getByRole('link', { name: 'Dados Delas' })).toHaveAttribute(
      'href',
      '/comunidades/k-dados',
    );
    expect(item).toHaveTextContent(T.role('Moderadora'));
    expect(item).toHaveTextContent('Enviado por Ana Souza há 5 horas');
    expect(within(item!).getByRole('button', { name: T.acceptLabel('Dados Delas') })).toHaveTextContent(
      T.accept,
    );
    expect(within(item!).getByRole('button', { name: T.declineLabel('Dados Delas') })).toHaveTextContent(
      T.decline,
    );
    // The company's invitation belongs to /minhas-empresas.
    expect(within(region).queryByText('Tecelagem Aurora')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('on /minhas-empresas: the company invitation, without an inviter whose account is gone', async () => {
    await open('/minhas-empresas');
    const region = await screen.findByRole('region', { name: new RegExp(T.title) }, WAIT);
    const [item] = within(region).getAllByRole('listitem');
    expect(within(item!).getByRole('link', { name: 'Tecelagem Aurora' })).toHaveAttribute(
      'href',
      '/empresas/c-aurora',
    );
    expect(item).toHaveTextContent(T.role('Editora'));
    expect(item).toHaveTextContent('Enviado há 2 dias');
  });

  it('accepts with the role she saw, announces it, and the invitation leaves the list', async () => {
    const { user, fake } = await open('/minhas-comunidades');
    await user.click(await screen.findByRole('button', { name: T.acceptLabel('Dados Delas') }, WAIT));
    const done = T.accepted('Moderadora', 'Dados Delas');
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(done));
    expect(fake.callsTo('POST /api/invitations/inv-dados/accept').map((c) => c.body)).toEqual([
      { role: 'moderator' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: new RegExp(T.title) })).not.toBeInTheDocument(),
    );
    // Her communities are asked again: she has a new role.
    expect(fake.callsTo('GET /api/communities/mine').length).toBeGreaterThanOrEqual(2);
  });

  it('declines, sending no body', async () => {
    const { user, fake } = await open('/minhas-empresas');
    await user.click(await screen.findByRole('button', { name: T.declineLabel('Tecelagem Aurora') }, WAIT));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(T.declined));
    expect(fake.callsTo('POST /api/invitations/inv-aurora/decline').map((c) => c.body)).toEqual([undefined]);
    await waitFor(() => expect(screen.queryByText('Tecelagem Aurora')).not.toBeInTheDocument());
  });

  it('answers once however many times she clicks while it is on its way', async () => {
    const answer = deferred<Reply>();
    const fake = api([
      invitation(),
      invitation({
        id: 'inv-maes',
        place: { kind: 'community', id: 'k-maes', name: 'Mães na Tech', logoUrl: null },
      }),
    ]);
    fake.on('POST /api/invitations/inv-dados/accept', () => answer.promise);
    const { user } = await open('/minhas-comunidades', fake);
    const accept = await screen.findByRole('button', { name: T.acceptLabel('Dados Delas') }, WAIT);
    await user.click(accept);
    expect(accept).toBeDisabled();
    expect(accept).toHaveTextContent(T.busy);
    // Every answer button waits, the other invitation's too.
    for (const button of within(section()).getAllByRole('button')) expect(button).toBeDisabled();
    await user.click(accept);
    answer.resolve(
      ok({
        id: 'inv-dados',
        status: 'accepted',
        place: { kind: 'community', id: 'k-dados' },
        role: 'moderator',
      }),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('POST /api/invitations/inv-dados/accept')).toHaveLength(1);
  });

  it('shows the server’s reason when the invitation changed or is gone, and refreshes the list', async () => {
    const fake = api([invitation()]);
    fake.on('POST /api/invitations/inv-dados/accept', () =>
      apiError(409, 'conflict', INVITATIONS_COPY.errors.roleChanged),
    );
    const { user } = await open('/minhas-comunidades', fake);
    const before = fake.callsTo('GET /api/me/invitations').length;
    await user.click(await screen.findByRole('button', { name: T.acceptLabel('Dados Delas') }, WAIT));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(INVITATIONS_COPY.errors.roleChanged));
    await waitFor(() => expect(fake.callsTo('GET /api/me/invitations').length).toBeGreaterThan(before));
    expect(within(section()).getByRole('button', { name: T.acceptLabel('Dados Delas') })).toBeEnabled();
  });

  it('shows nothing when no invitation waits', async () => {
    const fake = api([]);
    await open('/minhas-comunidades', fake);
    await waitFor(() => expect(fake.callsTo('GET /api/me/invitations')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: new RegExp(T.title) })).not.toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    const fake = api([]).on('GET /api/me/invitations', () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok([COMPANY_INVITATION]),
    );
    const { user } = await open('/minhas-empresas', fake);
    expect(await screen.findByText(INVITATIONS_COPY.errors.load, {}, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByRole('link', { name: 'Tecelagem Aurora' }, WAIT)).toBeVisible();
  });
});
