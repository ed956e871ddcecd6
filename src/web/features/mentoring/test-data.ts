import { mentoraLabel } from '@domain/copy/mentoring';
import {
  MENTOR_POLICY,
  MENTORING_REQUEST_POLICY,
  MENTORING_SESSION_POLICY,
} from '@domain/rules/permissions/mentoring';
import { viewerFlags } from '@domain/rules/permissions/policy';
import type { Mentor, MentoringRequest, MentoringSession } from '@domain/schemas/mentoring';
import type { Person } from '@domain/schemas/network';
import { type ApiCall, createFakeApi, type FakeApi, MEMBER_ME, ok } from '@web/test/fake-api';

// The mentoring contract (src/domain/schemas/mentoring.ts) for tests: mentoras, requests and
// sessions as the server answers them to Ana (the signed-in member), flags from the same policy.

const person = (id: string, name: string, title: string | null, slug: string | null): Person => ({
  id,
  name,
  imageUrl: null,
  professionalTitle: title,
  slug,
  city: 'São Paulo',
  state: 'SP',
});

export const BEATRIZ = person('u-beatriz', 'Beatriz Ramos', 'Head de Dados', 'beatriz-ramos');
export const CAMILA = person('u-camila', 'Camila Torres', 'Gerente de Produto', null);
export const DORA = person('u-dora', 'Dora Lins', 'Engenheira de software', 'dora-lins');

export const AREAS = [
  { id: 11, name: 'Dados e Inteligência Artificial', sector: 'Tecnologia da Informação' },
  { id: 12, name: 'Desenvolvimento de Software', sector: 'Tecnologia da Informação' },
  { id: 21, name: 'Liderança', sector: 'Gestão' },
];

export function mentor(
  member: Person,
  overrides: Partial<Omit<Mentor, 'viewer'>> = {},
  isSelf = false,
): Mentor {
  const areas = overrides.areas ?? [AREAS[0]!, AREAS[2]!].map(({ id, name }) => ({ id, name }));
  const base = {
    member,
    label: mentoraLabel(areas.map((a) => a.name)),
    areas,
    skills: ['SQL', 'Liderança'],
    pitch: 'Ajudo mulheres a crescerem em dados.',
    languages: ['Português', 'Inglês'],
    format: 'online' as const,
    state: null,
    monthlyCapacity: 3,
    paused: false,
    available: true,
    completedSessions: 4,
    myRequest: null,
    ...overrides,
  };
  return {
    ...base,
    viewer: viewerFlags(MENTOR_POLICY, {
      isSelf,
      blocked: false,
      paused: base.paused,
      hasCapacity: base.available || base.paused,
      openRequest: base.myRequest !== null,
    }),
  };
}

export function request(
  id: string,
  member: Person,
  side: 'received' | 'sent',
  status: MentoringRequest['status'],
  overrides: Partial<MentoringRequest> = {},
): MentoringRequest {
  return {
    id,
    side,
    member,
    goal: 'Quero migrar para a área de dados.',
    status,
    responseMessage: null,
    conversationId: status === 'accepted' ? `c-${id}` : null,
    createdAt: '2026-03-02T15:00:00.000Z',
    respondedAt: null,
    viewer: viewerFlags(MENTORING_REQUEST_POLICY, {
      role: side === 'received' ? 'mentor' : 'mentee',
      status,
      blocked: false,
    }),
    ...overrides,
  };
}

export function session(
  id: string,
  member: Person,
  startsAt: Date,
  overrides: Partial<Omit<MentoringSession, 'viewer'>> = {},
): MentoringSession {
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  const base = {
    id,
    requestId: 'r-1',
    role: 'mentee' as const,
    member,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    mode: 'online' as const,
    link: 'https://meet.example.com/abc',
    place: null,
    cancelled: false,
    feedbackGiven: false,
    ...overrides,
  };
  const ended = Date.parse(base.endsAt) <= Date.now();
  return {
    ...base,
    viewer: viewerFlags(MENTORING_SESSION_POLICY, {
      cancelled: base.cancelled,
      ended,
      feedbackGiven: base.feedbackGiven,
    }),
  };
}

interface FakeMentoringOptions {
  me?: Mentor | null;
  mentors?: Mentor[];
  /** A second page of the directory ('Carregar mais'). */
  moreMentors?: Mentor[];
  recommended?: (Mentor & { reasons: string[] })[];
  received?: MentoringRequest[];
  sent?: MentoringRequest[];
  sessions?: MentoringSession[];
}

/** A fake server where Ana is signed in, answering the mentoring API like the real one. */
export function mentoringApi(
  options: FakeMentoringOptions = {},
  api: FakeApi = createFakeApi({ session: MEMBER_ME }),
) {
  let me = options.me ?? null;
  const mentors = new Map((options.mentors ?? []).map((m) => [m.member.id, m]));
  const more = options.moreMentors ?? [];
  const requests = { received: options.received ?? [], sent: options.sent ?? [] };
  let sessions = options.sessions ?? [];

  const replaceRequest = (next: MentoringRequest) => {
    const side = next.side;
    requests[side] = requests[side].map((r) => (r.id === next.id ? next : r));
    return ok(next);
  };
  const find = (id: string) => [...requests.received, ...requests.sent].find((r) => r.id === id)!;

  api
    .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
    .on('GET /api/catalogue/categories', () => ok(AREAS))
    .on('GET /api/catalogue/states', () =>
      ok([
        { uf: 'RJ', name: 'Rio de Janeiro' },
        { uf: 'SP', name: 'São Paulo' },
      ]),
    )
    .on('GET /api/catalogue/idiomas', () =>
      ok([
        { id: 1, name: 'Espanhol' },
        { id: 2, name: 'Inglês' },
        { id: 3, name: 'Português' },
      ]),
    )
    .on('GET /api/mentoring/me', () => ok(me))
    .on('PUT /api/mentoring/me', (call: ApiCall) => {
      const input = call.body as { areaIds: number[] } & Partial<Mentor>;
      const areas = AREAS.filter((a) => input.areaIds.includes(a.id)).map(({ id, name }) => ({ id, name }));
      me = mentor(
        person('u-ana', 'Ana Souza', 'Engenheira de dados', 'ana-souza'),
        { ...(input as Partial<Mentor>), areas },
        true,
      );
      return ok(me);
    })
    .on('DELETE /api/mentoring/me', () => {
      me = null;
      return { status: 204 };
    })
    .on('GET /api/mentoring/mentors/recommended', () => ok({ items: options.recommended ?? [] }))
    .on('GET /api/mentoring/mentors', ({ query }) =>
      query.cursor
        ? ok({ items: more, nextCursor: null })
        : ok({ items: [...mentors.values()], nextCursor: more.length > 0 ? 'page-2' : null }),
    )
    .on('POST /api/mentoring/requests', (call: ApiCall) => {
      const { mentorId, goal } = call.body as { mentorId: string; goal: string };
      const target = mentors.get(mentorId) ?? options.recommended?.find((m) => m.member.id === mentorId);
      if (target) mentors.set(mentorId, mentor(target.member, { ...target, myRequest: 'pending' }));
      const created = request(`r-${mentorId}`, target!.member, 'sent', 'pending', { goal });
      requests.sent = [created, ...requests.sent];
      return { status: 201, body: created };
    })
    .on('GET /api/mentoring/requests', ({ query }) =>
      ok({ items: requests[query.side === 'sent' ? 'sent' : 'received'], nextCursor: null }),
    )
    .on('GET /api/mentoring/sessions', () => ok({ items: sessions, nextCursor: null }));

  for (const r of [...requests.received, ...requests.sent]) {
    const base = `/api/mentoring/requests/${r.id}`;
    api
      .on(`POST ${base}/accept`, (call) =>
        replaceRequest(
          request(r.id, r.member, r.side, 'accepted', {
            goal: r.goal,
            responseMessage: (call.body as { message?: string } | undefined)?.message ?? null,
          }),
        ),
      )
      .on(`POST ${base}/decline`, () => replaceRequest(request(r.id, r.member, r.side, 'declined')))
      .on(`POST ${base}/cancel`, () => replaceRequest(request(r.id, r.member, r.side, 'cancelled')))
      .on(`POST ${base}/end`, () => replaceRequest(request(r.id, find(r.id).member, r.side, 'ended')))
      .on(`POST ${base}/sessions`, (call) => {
        const input = call.body as { startsAt: string; mode: 'online' | 'in_person'; link: string | null };
        const created = session(`s-${sessions.length + 1}`, r.member, new Date(input.startsAt), {
          mode: input.mode,
          link: input.link,
        });
        sessions = [created, ...sessions];
        return { status: 201, body: created };
      });
  }
  for (const s of sessions) {
    api
      .on(`POST /api/mentoring/sessions/${s.id}/cancel`, () => {
        const next = session(s.id, s.member, new Date(s.startsAt), { ...s, cancelled: true });
        sessions = sessions.map((x) => (x.id === s.id ? next : x));
        return ok(next);
      })
      .on(`POST /api/mentoring/sessions/${s.id}/feedback`, () => {
        sessions = sessions.map((x) =>
          x.id === s.id ? session(s.id, s.member, new Date(s.startsAt), { ...s, feedbackGiven: true }) : x,
        );
        return { status: 204 };
      });
  }
  return api;
}
