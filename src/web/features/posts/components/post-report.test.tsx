import { FEED_COPY } from '@domain/copy/feed';
import { MODERATION_COPY, MODERATION_ERRORS, REPORT_REASON_LABELS } from '@domain/copy/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { feedApi, post } from '../test-data';

// Reporting a post from its options menu (issue 19): the dialog, its checks and its answer.

const T = MODERATION_COPY.report;
const WAIT = { timeout: 5000 };

const theirs = post({
  id: 'p-bia',
  viewer: { canRead: true, canEdit: false, canDelete: false, canReact: true, canComment: true },
});

async function openDialog(api = feedApi({ posts: [theirs] })) {
  renderRoute('/feed', { api });
  const user = userEvent.setup();
  const feed = await screen.findByRole('feed', {}, WAIT);
  const article = within(feed).getAllByRole('article')[0]!;
  await user.click(within(article).getByRole('button', { name: FEED_COPY.card.menu }));
  expect(within(article).queryByRole('button', { name: FEED_COPY.card.edit })).not.toBeInTheDocument();
  await user.click(await within(article).findByRole('button', { name: T.action }, WAIT));
  const dialog = await screen.findByRole('dialog', { name: T.title('post') }, WAIT);
  return { api, user, dialog, article };
}

describe("a post's 'Denunciar'", { timeout: 20_000 }, () => {
  it('asks for a reason, sends the report with the optional text, and thanks her', async () => {
    const api = feedApi({ posts: [theirs] }).on('POST /api/moderation/reports', (call) =>
      ok({
        id: 'r1',
        itemType: 'post',
        itemId: 'p-bia',
        excerpt: 'x',
        reason: (call.body as { reason: string }).reason,
        note: null,
        status: 'pending',
        createdAt: '2026-11-28T12:00:00.000000Z',
      }),
    );
    const { user, dialog } = await openDialog(api);
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(within(dialog).getByText(MODERATION_ERRORS.reasonRequired)).toBeVisible();
    expect(api.callsTo('POST /api/moderation/reports')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam_scam }));
    await user.type(within(dialog).getByRole('textbox', { name: T.noteLabel }), 'Golpe.');
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.sent, {}, WAIT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/moderation/reports')[0]!.body).toEqual({
      itemType: 'post',
      itemId: 'p-bia',
      reason: 'spam_scam',
      note: 'Golpe.',
    });
    // Focus goes back to the post's options button.
    expect(document.activeElement).toHaveAccessibleName(FEED_COPY.card.menu);
  });

  it('shows the refusal in the dialog (reported already)', async () => {
    const api = feedApi({ posts: [theirs] }).on('POST /api/moderation/reports', () =>
      apiError(409, 'conflict', MODERATION_ERRORS.alreadyReported),
    );
    const { user, dialog } = await openDialog(api);
    await user.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.harassment }));
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(await within(dialog).findByText(MODERATION_ERRORS.alreadyReported, {}, WAIT)).toBeVisible();
  });

  it('has no serious or critical accessibility problems', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('group', { name: T.reasonLegend })).toBeVisible();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(7);
    await expectNoSeriousA11yProblems();
  });
});
