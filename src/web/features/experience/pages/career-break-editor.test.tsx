import { EXPERIENCE_COPY as C, CAREER_BREAK_REASON_LABELS } from '@domain/copy/experience';
import { MSG } from '@domain/messages';
import type { Experience } from '@domain/schemas/cv';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
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

async function row(n: number) {
  return within(await screen.findByRole('group', { name: new RegExp(`^${C.row(n)}`) }, { timeout: 5000 }));
}

describe('career break in the experience editor', () => {
  it('shows a saved break with its reason and period, and no job fields', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on('GET /api/experiences', () => ok([SAVED_BREAK]));
    renderRoute('/experiencias', { api });
    const first = await row(1);
    expect(screen.getByRole('group', { name: `${C.row(1)} · ${C.careerBreak}` })).toBeInTheDocument();
    expect(first.getByLabelText(C.breakReason)).toHaveValue('cuidado_familiar');
    expect(
      first.getByRole('option', { name: CAREER_BREAK_REASON_LABELS.cuidado_familiar }),
    ).toBeInTheDocument();
    expect(first.getByLabelText(C.startMonth)).toHaveValue('2019-06');
    expect(first.getByLabelText(C.endMonth)).toHaveValue('2020-12');
    expect(first.getByLabelText(C.breakIsCurrent)).not.toBeChecked();
    expect(first.queryByLabelText(C.company)).not.toBeInTheDocument();
    expect(first.queryByLabelText(C.salary)).not.toBeInTheDocument();
    await expectNoSeriousA11yProblems();
  });

  it("'Adicionar pausa na carreira' appends a break; the reason is required before sending", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ session: MEMBER_ME })
      .on('GET /api/experiences', () => ok([]))
      .on('PUT /api/experiences', ({ body }) => {
        const entries = (body as { entries: Experience[] }).entries;
        return ok(entries.map((e) => ({ ...SAVED_BREAK, ...e, id: SAVED_BREAK.id })));
      });
    renderRoute('/experiencias', { api });
    await user.click(await screen.findByRole('button', { name: C.addBreak }, { timeout: 5000 }));

    const first = await row(1);
    expect(screen.getByRole('group', { name: new RegExp(C.careerBreak) })).toBeInTheDocument();
    const reason = first.getByLabelText(C.breakReason);
    expect(reason).toHaveFocus();
    fireEvent.change(first.getByLabelText(C.startMonth), { target: { value: '2021-03' } });
    await user.click(first.getByLabelText(C.breakIsCurrent));
    await expectNoSeriousA11yProblems();

    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await first.findByText(MSG.common.required)).toBeVisible();
    expect(api.callsTo('PUT /api/experiences')).toHaveLength(0);

    await user.selectOptions(reason, CAREER_BREAK_REASON_LABELS.maternidade);
    await user.type(first.getByLabelText(C.description), 'Licença e primeiros anos da Lia.');
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.experience.saved)).toBeInTheDocument();

    const [put] = api.callsTo('PUT /api/experiences');
    const [entry] = (put?.body as { entries: Record<string, unknown>[] } | undefined)?.entries ?? [];
    expect(entry).toMatchObject({
      kind: 'career_break',
      breakReason: 'maternidade',
      startMonth: '2021-03',
      endMonth: null,
      isCurrent: true,
      company: null,
      description: 'Licença e primeiros anos da Lia.',
    });
    expect(entry).not.toHaveProperty('id');
  });
});
