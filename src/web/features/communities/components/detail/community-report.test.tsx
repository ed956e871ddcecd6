import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORTS, reportCreated, sendReport } from '@web/features/moderation/test-data';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { communityDetail, detailApi, MODERATOR } from './test-kit';

// 'Denunciar' on a community's page (issue 19): for a member who does not moderate its reports.

const WAIT = { timeout: 5000 };
const PATH = '/comunidades/k-dados';

async function open(api: ReturnType<typeof detailApi>) {
  renderRoute(PATH, { api });
  await screen.findByRole('heading', { level: 1, name: 'Dados Delas' }, WAIT);
  return userEvent.setup();
}

afterEach(() => toast.dismiss());

describe("a community's 'Denunciar'", { timeout: 20_000 }, () => {
  it('opens the report dialog, sends the report and gives focus back to the button', async () => {
    const api = detailApi().on(REPORTS, reportCreated);
    const user = await open(api);
    const button = await screen.findByRole('button', { name: MSG.common.report }, WAIT);
    await user.click(button);
    await sendReport(user, api, { type: 'community', id: 'k-dados' });
    expect(document.activeElement).toBe(button);
  });

  it('is not offered to who moderates it (the server refuses them)', async () => {
    await open(detailApi({ community: communityDetail({}, MODERATOR) }));
    await screen.findByRole('button', { name: COMMUNITY_DETAIL_COPY.membership.leave }, WAIT);
    expect(screen.queryByRole('button', { name: MSG.common.report })).not.toBeInTheDocument();
  });
});
