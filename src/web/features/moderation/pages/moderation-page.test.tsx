import { MODERATION_COPY, MODERATION_DECISION_LABELS, REPORT_REASON_LABELS } from '@domain/copy/moderation';
import type { QueueItem } from '@domain/schemas/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

// /admin/moderacao (issue 19): the queue with the item in context, the decisions, the audit log.

const T = MODERATION_COPY.queue;
const WAIT = { timeout: 5000 };

const ADMIN = {
  ...MEMBER_ME,
  user: {
    ...MEMBER_ME.user!,
    role: 'admin',
    twoFactorEnabled: true,
    viewer: { canPublishNews: true, canGrantSeal: true, canModerate: true },
  },
};

const CASE: QueueItem = {
  id: 'c1',
  itemType: 'comment',
  itemId: 'k1',
  excerpt: 'Você não sabe nada.',
  reportCount: 2,
  reasons: [
    { reason: 'harassment', count: 1 },
    { reason: 'hate_speech', count: 1 },
  ],
  notes: ['Ofensa direta.'],
  openedAt: '2026-11-28T12:00:00.000000Z',
  hidden: false,
  review: null,
  context: {
    text: 'Você não sabe nada.',
    parentText: 'Minha primeira palestra!',
    place: 'Mulheres na Tecnologia',
    href: '/publicacoes/p1?comentario=k1',
  },
  author: { id: 'u-bia', name: 'Bia Lima', imageUrl: null, professionalTitle: null, slug: 'bia-lima' },
  authorHistory: { removals: 1, warnings: 0, suspensions: 0, suspendedUntil: null },
  viewer: {
    canView: true,
    canDismiss: true,
    canRemove: true,
    canWarn: true,
    canSuspend: true,
    canRequestReview: false,
  },
};

function moderationApi(session = ADMIN) {
  return createFakeApi({ session })
    .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
    .on('GET /api/moderation/queue', () => ok({ items: [CASE], nextCursor: null }))
    .on('GET /api/moderation/audit', () =>
      ok({
        items: [
          {
            id: 'l1',
            actor: { id: 'u-ana', name: 'Ana Souza' },
            action: 'remove',
            caseId: 'c0',
            itemType: 'post',
            itemId: 'p0',
            subjectId: 'u-bia',
            rule: 'spam_scam',
            explanation: 'Propaganda.',
            days: null,
            createdAt: '2026-11-27T12:00:00.000000Z',
          },
        ],
        nextCursor: null,
      }),
    );
}

async function open(api = moderationApi()) {
  renderRoute('/admin/moderacao', { api });
  await screen.findByRole('heading', { level: 1, name: T.title }, WAIT);
  return { api, user: userEvent.setup() };
}

const caseCard = async () => screen.findByRole('article', { name: /Comentário · 2 denúncias/ }, WAIT);

describe('/admin/moderacao', { timeout: 20_000 }, () => {
  it('shows each case grouped by item, with reasons, the item in context and the author’s history', async () => {
    await open();
    const card = await caseCard();
    expect(card).toHaveTextContent(`${REPORT_REASON_LABELS.harassment} (1)`);
    expect(card).toHaveTextContent('Minha primeira palestra!');
    expect(card).toHaveTextContent('Mulheres na Tecnologia');
    expect(card).toHaveTextContent('Ofensa direta.');
    expect(card).toHaveTextContent(T.authorHistory(1, 0, 0));
    expect(within(card).getByRole('link', { name: T.open })).toHaveAttribute(
      'href',
      '/publicacoes/p1?comentario=k1',
    );
  });

  it('removes with a rule and an explanation the author will read', async () => {
    const api = moderationApi().on('POST /api/moderation/cases/c1/decision', () =>
      ok({ ...CASE, hidden: true }),
    );
    const { user } = await open(api);
    const card = await caseCard();
    await user.click(within(card).getByRole('radio', { name: MODERATION_DECISION_LABELS.remove }));
    await user.selectOptions(within(card).getByRole('combobox', { name: T.ruleLabel }), 'harassment');
    await user.type(within(card).getByRole('textbox', { name: T.explanationLabel }), 'Sem ofensas.');
    await user.click(within(card).getByRole('button', { name: T.apply }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/moderation/cases/c1/decision')[0]?.body).toEqual({
        decision: 'remove',
        rule: 'harassment',
        explanation: 'Sem ofensas.',
      }),
    );
    expect(await screen.findByText(T.applied, {}, WAIT)).toBeVisible();
  });

  it('shows the audit log to administrators', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: T.tabs.audit }));
    const table = await screen.findByRole('table', { name: MODERATION_COPY.audit.title }, WAIT);
    expect(table).toHaveTextContent('Ana Souza');
    expect(table).toHaveTextContent('Propaganda.');
  });

  it('tells a member who moderates nothing why she cannot use it', async () => {
    const api = createFakeApi({ session: MEMBER_ME })
      .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
      .on('GET /api/moderation/queue', () => apiError(403, 'forbidden', 'Você não tem permissão.'));
    renderRoute('/admin/moderacao', { api });
    expect(await screen.findByText(T.forbiddenText, {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('tab', { name: T.tabs.audit })).not.toBeInTheDocument();
  });

  it('has no serious or critical accessibility problems', async () => {
    await open();
    await caseCard();
    await expectNoSeriousA11yProblems();
  });
});
