import { MSG } from '@domain/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORTS, reportCreated, sendReport } from '@web/features/moderation/test-data';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_ID, COMPANY_PAGE, companyDetail, detailApi, EDITOR } from '../../test-data';

// 'Denunciar' on a company's page (issue 19): for a member who is not its staff.

const WAIT = { timeout: 5000 };

async function open(api: ReturnType<typeof detailApi>) {
  renderRoute(COMPANY_PAGE, { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: 'Nuvem Aberta' }, WAIT);
  return userEvent.setup();
}

afterEach(() => toast.dismiss());

describe("a company's 'Denunciar'", { timeout: 20_000 }, () => {
  it('opens the report dialog, sends the report and gives focus back to the button', async () => {
    const api = detailApi().on(REPORTS, reportCreated);
    const user = await open(api);
    const button = await screen.findByRole('button', { name: MSG.common.report }, WAIT);
    await user.click(button);
    await sendReport(user, api, { type: 'company', id: COMPANY_ID });
    expect(document.activeElement).toBe(button);
  });

  it('is not offered to its staff (the server refuses them)', async () => {
    await open(detailApi({ company: companyDetail({}, EDITOR) }));
    await screen.findByRole('link', { name: MSG.common.edit }, WAIT);
    expect(screen.queryByRole('button', { name: MSG.common.report })).not.toBeInTheDocument();
  });
});
