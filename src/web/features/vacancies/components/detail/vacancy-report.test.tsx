import { MSG } from '@domain/messages';
import type { VacancyDetail } from '@domain/schemas/vacancies';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORTS, reportCreated, sendReport } from '@web/features/moderation/test-data';
import { type FakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { memberApi, VACANCY_ID, vacancyDetail, visitorApi } from '../../test-data';

// 'Denunciar' on a vacancy's page (issue 19): for a signed-in member who is not its company's staff.

const WAIT = { timeout: 5000 };

async function open(vacancy: VacancyDetail, api: FakeApi = memberApi()) {
  renderRoute(`/vagas/${VACANCY_ID}`, { api: api.on(`GET /api/vacancies/${VACANCY_ID}`, () => ok(vacancy)) });
  await screen.findByRole('heading', { level: 1, name: vacancy.title }, WAIT);
  return { user: userEvent.setup(), api };
}

afterEach(() => toast.dismiss());

describe("a vacancy's 'Denunciar'", { timeout: 20_000 }, () => {
  it('opens the report dialog and sends the report', async () => {
    const { user, api } = await open(vacancyDetail(), memberApi().on(REPORTS, reportCreated));
    const button = await screen.findByRole('button', { name: MSG.common.report }, WAIT);
    await user.click(button);
    await sendReport(user, api, { type: 'vacancy', id: VACANCY_ID });
    expect(document.activeElement).toBe(button);
  });

  it('is not offered to a visitor', async () => {
    await open(vacancyDetail({}, { signedIn: false, canApply: false }), visitorApi());
    expect(screen.queryByRole('button', { name: MSG.common.report })).not.toBeInTheDocument();
  });

  it("is not offered to its company's staff (the server refuses them)", async () => {
    await open(vacancyDetail({}, { canManage: true, canApply: false }));
    expect(screen.queryByRole('button', { name: MSG.common.report })).not.toBeInTheDocument();
  });
});
