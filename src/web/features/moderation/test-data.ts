import { MODERATION_COPY, REPORT_REASON_LABELS } from '@domain/copy/moderation';
import type { ReportItemType, ReportReason } from '@domain/moderation-enums';
import type { Report } from '@domain/schemas/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import type { ApiCall, FakeApi, Reply } from '@web/test/fake-api';
import { expect } from 'vitest';

// The report dialog as other features' tests drive it (issue 19): the server's answer to
// POST /api/moderation/reports, and one report sent through the dialog.

export const REPORTS = 'POST /api/moderation/reports';
const T = MODERATION_COPY.report;
const WAIT = { timeout: 5000 };

/** The server's answer to a report: the report as she sent it, pending. */
export function reportCreated(call: ApiCall): Reply {
  const body = call.body as { itemType: ReportItemType; itemId: string; reason: ReportReason; note?: string };
  const report: Report = {
    id: 'r-1',
    itemType: body.itemType,
    itemId: body.itemId,
    excerpt: 'x',
    reason: body.reason,
    note: body.note ?? null,
    status: 'pending',
    createdAt: '2026-11-28T12:00:00.000000Z',
  };
  return { status: 201, body: report };
}

/**
 * With the report dialog of `type` open: checks it for accessibility problems, picks 'Spam ou
 * golpe', sends it, and expects the thanks, the dialog gone and the one request the server got.
 */
export async function sendReport(
  user: ReturnType<typeof userEvent.setup>,
  api: FakeApi,
  item: { type: ReportItemType; id: string },
) {
  const dialog = await screen.findByRole('dialog', { name: T.title(item.type) }, WAIT);
  await expectNoSeriousA11yProblems();
  await user.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam_scam }));
  await user.click(within(dialog).getByRole('button', { name: T.submit }));
  expect(await screen.findByText(T.sent, {}, WAIT)).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
  expect(api.callsTo(REPORTS).map((call) => call.body)).toEqual([
    { itemType: item.type, itemId: item.id, reason: 'spam_scam' },
  ]);
}
