import { CHAT_ENTRY_COPY } from '@domain/copy/chat-entry';
import { CHAT_ERRORS } from '@domain/copy/chat-errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { directConversation } from '@web/features/network/test-data';
import { apiError, createFakeApi, deferred, MEMBER_ME, ok, type Reply } from '@web/test/fake-api';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageButton, type MessageButtonProps } from './message-button';

// 'Enviar mensagem' (issue 18): opens her one conversation with a member, then goes to it.

const T = CHAT_ENTRY_COPY.button;
const DIRECT = 'POST /api/chat/direct';
const BIA = { id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d', name: 'Bia Lima' };
const WAIT = { timeout: 5000 };

afterEach(() => {
  toast.dismiss();
});

function Thread() {
  const { id } = useParams();
  return <h1>Conversa {id}</h1>;
}

function renderButton(props: Partial<MessageButtonProps> = {}, reply: () => Reply | Promise<Reply>) {
  const api = createFakeApi({ session: MEMBER_ME }).on(DIRECT, reply).install();
  const router = createMemoryRouter(
    [
      { path: '/', element: <MessageButton member={BIA} {...props} /> },
      { path: '/chat/:id', element: <Thread /> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

const button = () => screen.getByRole('button', { name: T.sendTo('Bia Lima') });

describe('MessageButton', () => {
  it("reads 'Enviar mensagem', and names the person for screen readers", () => {
    renderButton({}, () => ok(directConversation(BIA)));
    expect(button()).toHaveTextContent(T.send);
    expect(button()).toHaveAccessibleName('Enviar mensagem para Bia Lima');
  });

  it("reads 'Mensagem' in compact lists, with the same accessible name", () => {
    renderButton({ compact: true }, () => ok(directConversation(BIA)));
    expect(button()).toHaveTextContent(/^Mensagem$/);
  });

  it('opens a new conversation (201) and goes to it', async () => {
    const { api, router, user } = renderButton({}, () => ({
      status: 201,
      body: directConversation(BIA, 'c-nova'),
    }));
    await user.click(button());
    expect(await screen.findByRole('heading', { name: 'Conversa c-nova' }, WAIT)).toBeVisible();
    expect(router.state.location.pathname).toBe('/chat/c-nova');
    expect(api.callsTo(DIRECT).map((call) => call.body)).toEqual([{ memberId: BIA.id }]);
  });

  it('goes to the conversation they already have (200)', async () => {
    const { router, user } = renderButton({}, () => ok(directConversation(BIA, 'c-antiga')));
    await user.click(button());
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/c-antiga'), WAIT);
  });

  it('sends the vacancy when staff write to an applicant', async () => {
    const vacancyId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
    const { api, router, user } = renderButton({ vacancyId, compact: true }, () =>
      ok(directConversation(BIA, 'c-vaga')),
    );
    await user.click(button());
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/c-vaga'), WAIT);
    expect(api.callsTo(DIRECT)[0]?.body).toEqual({ memberId: BIA.id, vacancyId });
  });

  it('is busy while the conversation opens, and ignores more presses', async () => {
    const answer = deferred<Reply>();
    const { api, router, user } = renderButton({}, () => answer.promise);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'true'));
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    await user.click(button());
    expect(api.callsTo(DIRECT)).toHaveLength(1);

    answer.resolve(ok(directConversation(BIA)));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/c-${BIA.id}`), WAIT);
  });

  it("stays where she is with the server's reason when refused", async () => {
    const { router, user } = renderButton({}, () => apiError(403, 'forbidden', CHAT_ERRORS.requestsClosed));
    await user.click(button());
    expect(await screen.findByText(CHAT_ERRORS.requestsClosed, {}, WAIT)).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('says the conversation could not be opened when there is no answer', async () => {
    const { user } = renderButton({}, () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(button());
    expect(await screen.findByText(T.failed, {}, WAIT)).toBeVisible();
  });
});
