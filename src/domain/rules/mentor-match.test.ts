import { describe, expect, it } from 'vitest';
import { MENTOR_MATCH_REASONS, mentoraLabel } from '../copy/mentoring.js';
import {
  MENTOR_MATCH_POINTS,
  type MenteeForMatch,
  type MentorForMatch,
  mentorMatch,
  rankMentors,
  SKILLS_COUNTED,
} from './mentor-match.js';

const mentee = (over: Partial<MenteeForMatch> = {}): MenteeForMatch => ({
  skills: [],
  preferenceAreaIds: [],
  experienceAreaIds: [],
  state: null,
  ...over,
});
const mentor = (over: Partial<MentorForMatch> = {}): MentorForMatch => ({
  areaIds: [],
  skills: [],
  format: 'online',
  state: null,
  ...over,
});

describe('mentorMatch', () => {
  it('scores nothing when nothing is shared', () => {
    expect(mentorMatch(mentee({ skills: ['SQL'] }), mentor({ skills: ['Java'], areaIds: [1] }))).toEqual({
      score: 0,
      reasons: [],
    });
  });

  it('counts an area of her job preference above the area of her work, once each', () => {
    const match = mentorMatch(
      mentee({ preferenceAreaIds: [1, 2], experienceAreaIds: [3] }),
      mentor({ areaIds: [1, 2, 3] }),
    );
    expect(match.score).toBe(MENTOR_MATCH_POINTS.preferenceArea + MENTOR_MATCH_POINTS.experienceArea);
    expect(match.reasons).toEqual([
      { kind: 'preferenceArea', areaIds: [1, 2] },
      { kind: 'experienceArea', areaIds: [3] },
    ]);
  });

  it('does not name an area twice when it is both her preference and her work', () => {
    const match = mentorMatch(
      mentee({ preferenceAreaIds: [1], experienceAreaIds: [1] }),
      mentor({ areaIds: [1] }),
    );
    expect(match.reasons).toEqual([{ kind: 'preferenceArea', areaIds: [1] }]);
  });

  it('matches skills accents and case aside, up to SKILLS_COUNTED, in the mentora’s spelling', () => {
    const match = mentorMatch(
      mentee({ skills: ['gestao', 'sql', 'python', 'excel', 'r'] }),
      mentor({ skills: ['Gestão', 'SQL', 'Python', 'Excel', 'R'] }),
    );
    expect(match.score).toBe(SKILLS_COUNTED * MENTOR_MATCH_POINTS.skill);
    expect(match.reasons).toEqual([{ kind: 'skills', skills: ['Gestão', 'SQL', 'Python'] }]);
  });

  it('counts the same state only for a mentora who meets in person', () => {
    const her = mentee({ state: 'SP' });
    expect(mentorMatch(her, mentor({ format: 'online', state: 'SP' })).score).toBe(0);
    expect(mentorMatch(her, mentor({ format: 'both', state: 'SP' }))).toEqual({
      score: MENTOR_MATCH_POINTS.nearby,
      reasons: [{ kind: 'nearby', state: 'SP' }],
    });
    expect(mentorMatch(her, mentor({ format: 'in_person', state: 'RJ' })).score).toBe(0);
  });
});

describe('rankMentors', () => {
  it('keeps the matches only, best first, ties in the given order, at most max', () => {
    const her = mentee({ preferenceAreaIds: [1], skills: ['sql'] });
    const a = { name: 'a', ...mentor({ skills: ['SQL'] }) };
    const b = { name: 'b', ...mentor({ areaIds: [1] }) };
    const c = { name: 'c', ...mentor({ skills: ['Java'] }) };
    const d = { name: 'd', ...mentor({ skills: ['sql'] }) };
    expect(rankMentors(her, [a, b, c, d], 10).map((m) => m.name)).toEqual(['b', 'a', 'd']);
    expect(rankMentors(her, [a, b, c, d], 1).map((m) => m.name)).toEqual(['b']);
  });
});

describe('the words', () => {
  it('labels a mentora by her areas', () => {
    expect(mentoraLabel([])).toBe('Mentora');
    expect(mentoraLabel(['Dados'])).toBe('Mentora em Dados');
    expect(mentoraLabel(['Dados', 'Liderança'])).toBe('Mentora em Dados e Liderança');
    expect(mentoraLabel(['Dados', 'Produto', 'Liderança'])).toBe('Mentora em Dados, Produto e Liderança');
  });

  it('says each reason in pt-BR', () => {
    expect(MENTOR_MATCH_REASONS.skills(['SQL'])).toBe('Em comum com você: SQL');
    expect(MENTOR_MATCH_REASONS.skills(['SQL', 'Python'])).toBe('Em comum com você: SQL e Python');
    expect(MENTOR_MATCH_REASONS.preferenceArea(['Dados'])).toBe(
      'Mentora em Dados, área da sua preferência de vagas',
    );
    expect(MENTOR_MATCH_REASONS.nearby('SP')).toBe('Atende presencialmente em SP, o seu estado');
  });
});
