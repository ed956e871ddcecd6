import { EXPERIENCE_COPY as C, CAREER_BREAK_REASON_LABELS } from '@domain/copy/experience';
import { MSG } from '@domain/messages';
import type { Experience } from '@domain/schemas/cv';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { pickedMonth, pickMonth } from '@web/test/month-picker';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

// 'Pausa na carreira' in the experience editor (issue 21).

const SAVED_BREAK: Experience = {
  id: '3b9c6f5e-8d53-4a8e-9a57-6a1c2b3d4e5f',
  kind: 'career_break',
  breakReason: 'cuidado_familiar',
  company: null,
  role: null,
  description: null,
  startMonth: '2019-06',
  endMonth: '2020-12',
  isCurrent: false,
  salary: null,
  contractType: null,
  workModel: null,
  country: null,
  state: null,
  city: null,
};

async function editor(name: string) {
  return within(await screen.findByRole('form', { name }, { timeout: 5000 }));
}

describe('career break in the experience editor', () => {
  it('shows a saved break as a card with its reason and period; its editor has no job fields', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ session: MEMBER_ME }).on('GET /api/experiences', () => ok([SAVED_BREAK]));
    renderRoute('/experiencias', { api });
    const card = within(await screen.findByRole('article', { name: C.careerBreak }, { timeout: 5000 }));
    expect(card.getByText(CAREER_BREAK_REASON_LABELS.cuidado_familiar)).toBeVisible();
    expect(card.getByText('jun. de 2019 – dez. de 2020')).toBeVisible();
    await expectNoSeriousA11yProblems();

    await user.click(card.getByRole('button', { name: /^Editar/ }));
    const form = await editor(C.editBreakTitle);
    expect(form.getByLabelText(C.breakReason)).toHaveValue('cuidado_familiar');
    expect(form.getByLabelText(C.breakReason)).toHaveFocus();
    expect(pickedMonth(form, C.startMonth)).toBe('2019-06');
    expect(pickedMonth(form, C.endMonth)).toBe('2020-12');
    expect(form.getByLabelText(C.breakIsCurrent)).not.toBeChecked();
    expect(form.queryByLabelText(C.company)).not.toBeInTheDocument();
    expect(form.queryByLabelText(C.salary)).not.toBeInTheDocument();
    await expectNoSeriousA11yProblems();
  });

  it("'Adicionar pausa na carreira' opens an empty break; the reason is required before sending", async () => {
    const user = userEvent.setup();
    let rows: Experience[] = [];
    const api = createFakeApi({ session: MEMBER_ME })
      .on('GET /api/experiences', () => ok(rows))
      .on('POST /api/experiences', ({ body }) => {
        rows = [{ ...SAVED_BREAK, ...(body as Experience), id: SAVED_BREAK.id }];
        return ok(rows);
      });
    renderRoute('/experiencias', { api });
    await user.click(await screen.findByRole('button', { name: C.addBreak }, { timeout: 5000 }));

    const form = await editor(C.newBreakTitle);
    const reason = form.getByLabelText(C.breakReason);
    expect(reason).toHaveFocus();
    pickMonth(form, C.startMonth, '2021-03');
    await user.click(form.getByLabelText(C.breakIsCurrent));
    await expectNoSeriousA11yProblems();

    await user.click(form.getByRole('button', { name: MSG.common.save }));
    expect(await form.findByText(MSG.common.required)).toBeVisible();
    expect(api.callsTo('POST /api/experiences')).toHaveLength(0);

    await user.selectOptions(reason, CAREER_BREAK_REASON_LABELS.maternidade);
    await user.type(form.getByLabelText(C.description), 'Licença e primeiros anos da Lia.');
    await user.click(form.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.experience.saved)).toBeInTheDocument();

    const posts = api.callsTo('POST /api/experiences');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      kind: 'career_break',
      breakReason: 'maternidade',
      startMonth: '2021-03',
      endMonth: null,
      isCurrent: true,
      company: null,
      description: 'Licença e primeiros anos da Lia.',
    });
    expect(posts[0]?.body).not.toHaveProperty('id');
    const card = within(await screen.findByRole('article', { name: C.careerBreak }));
    expect(card.getByText('mar. de 2021 – atual')).toBeVisible();
  });
});
