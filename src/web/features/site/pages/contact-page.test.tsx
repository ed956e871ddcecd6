import { CONTACT_SUBJECT_LABELS, INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const L = INSTITUTIONAL_COPY.contact;
const SEND = 'POST /api/contact';
// The page's chunk is imported on first visit, which can take a while in a cold test run.
const FIRST_LOAD = { timeout: 5000 };

async function fillAndSend({
  name = 'Beatriz Lima',
  email = 'bia@example.com',
  message = 'Gostaria de saber como divulgar vagas da minha empresa.',
} = {}) {
  const user = userEvent.setup();
  const nameField = await screen.findByLabelText(L.labels.name, {}, FIRST_LOAD);
  if (name) await user.type(nameField, name);
  if (email) await user.type(screen.getByLabelText(L.labels.email), email);
  await user.selectOptions(screen.getByLabelText(L.labels.subject), 'empresa');
  if (message) await user.type(screen.getByLabelText(L.labels.message), message);
  await user.click(screen.getByRole('button', { name: L.submit }));
  return user;
}

describe('contact page', { timeout: 15_000 }, () => {
  it('shows every validation message and sends nothing while the form is incomplete', async () => {
    const api = createFakeApi();
    renderRoute('/contato', { api });
    await screen.findByRole('heading', { level: 1, name: 'Contato' }, FIRST_LOAD);

    await fillAndSend({ name: '', email: '', message: '' });
    expect(await screen.findByText(MSG.auth.fullNameRequired)).toBeVisible();
    expect(screen.getByText(MSG.auth.emailRequired)).toBeVisible();
    expect(screen.getByText(MSG.common.required)).toBeVisible();
    expect(screen.getByLabelText(L.labels.name)).toHaveAttribute('aria-invalid', 'true');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(L.labels.email), 'bia@');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(await screen.findByText(MSG.auth.emailInvalid)).toBeVisible();
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it('sends the message and replaces the form with a success panel after 202', async () => {
    const api = createFakeApi().on(SEND, () => ({ status: 202, body: { status: 'accepted' } }));
    renderRoute('/contato', { api });
    const user = await fillAndSend();

    const heading = await screen.findByRole('heading', { name: L.successTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(L.successText('bia@example.com'))).toBeVisible();
    expect(screen.queryByRole('button', { name: L.submit })).not.toBeInTheDocument();
    expect(api.callsTo(SEND)[0]?.body).toEqual({
      name: 'Beatriz Lima',
      email: 'bia@example.com',
      subject: 'empresa',
      message: 'Gostaria de saber como divulgar vagas da minha empresa.',
    });

    await user.click(screen.getByRole('button', { name: L.sendAnother }));
    expect(await screen.findByLabelText(L.labels.message)).toHaveValue('');
  });

  it('says to wait when the server rate-limits (429)', async () => {
    const api = createFakeApi().on(SEND, () => apiError(429, 'rate_limited', 'Too many'));
    renderRoute('/contato', { api });
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.common.rateLimited);
    expect(screen.getByRole('button', { name: L.submit })).toBeEnabled();
  });

  it('puts the server’s field messages on the fields (400)', async () => {
    const api = createFakeApi().on(SEND, () =>
      apiError(400, 'invalid_input', MSG.common.invalidInput, {
        fields: { message: 'Mensagem muito curta.' },
      }),
    );
    renderRoute('/contato', { api });
    await fillAndSend();
    expect(await screen.findByText('Mensagem muito curta.')).toBeVisible();
    expect(screen.getByLabelText(L.labels.message)).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to a generic message for other failures', async () => {
    const api = createFakeApi().on(SEND, () => apiError(500, 'internal', 'Algo deu errado.'));
    renderRoute('/contato', { api });
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.common.unexpected);
  });

  it('counts the characters of the message as she types', async () => {
    renderRoute('/contato');
    const message = await screen.findByLabelText(L.labels.message, {}, FIRST_LOAD);
    expect(message).toHaveAccessibleDescription(L.counter(0, 5000));
    expect(screen.getByText('0 de 5.000 caracteres')).toBeVisible();
    await userEvent.setup().type(message, 'Olá, equipe!');
    expect(screen.getByText('12 de 5.000 caracteres')).toBeVisible();
  });

  it('fills in the name and e-mail of a signed-in member', async () => {
    renderRoute('/contato', { session: 'member' });
    const name = await screen.findByLabelText(L.labels.name, {}, FIRST_LOAD);
    // The session may arrive after the form: the fields fill in once it does.
    await waitFor(() => expect(name).toHaveValue(MEMBER_ME.user?.name));
    expect(screen.getByLabelText(L.labels.email)).toHaveValue(MEMBER_ME.user?.email);
  });

  it('picks the subject from ?assunto= and lists every subject by its label', async () => {
    renderRoute('/contato?assunto=privacidade');
    const subject = await screen.findByLabelText(L.labels.subject, {}, FIRST_LOAD);
    expect(subject).toHaveValue('privacidade');
    const labels = within(subject)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(Object.values(CONTACT_SUBJECT_LABELS));
  });
});
