import type { MentorFormat } from '../enums.js';

// 'Recomendadas para você' (issue 20): how well a mentora suits a member, and why. One pure rule,
// so the server ranks with it and the answer carries its reasons (LGPD art. 20: she may always
// know why something was suggested).
//
// The rule, in order of weight:
// - the mentora mentors in an area (a category of the job taxonomy) of a role in the member's
//   active job preference: PREFERENCE_AREA points (once, however many areas);
// - the mentora mentors in the area of the member's current work (her professional title or an
//   experience's role, matched to the taxonomy's roles): EXPERIENCE_AREA points (once);
// - each skill they share, accents and case aside, SKILL points, up to SKILLS_COUNTED skills;
// - the mentora meets in person in the member's state: NEARBY points.
// A mentora with no point is not recommended. Ties keep the order of the candidates given
// (the server passes the newest profiles first).

export const MENTOR_MATCH_POINTS = {
  preferenceArea: 4,
  experienceArea: 3,
  skill: 1,
  nearby: 1,
} as const;
export const SKILLS_COUNTED = 3;

export type MenteeForMatch = {
  skills: readonly string[];
  /** Categories of the roles in her active job preference. */
  preferenceAreaIds: readonly number[];
  /** Categories of her professional title and her experiences' roles. */
  experienceAreaIds: readonly number[];
  /** Her UF, when she shows it. */
  state: string | null;
};

export type MentorForMatch = {
  areaIds: readonly number[];
  skills: readonly string[];
  format: MentorFormat;
  state: string | null;
};

export type MentorMatchReason =
  | { kind: 'preferenceArea'; areaIds: number[] }
  | { kind: 'experienceArea'; areaIds: number[] }
  | { kind: 'skills'; skills: string[] }
  | { kind: 'nearby'; state: string };

export type MentorMatch = { score: number; reasons: MentorMatchReason[] };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export function mentorMatch(mentee: MenteeForMatch, mentor: MentorForMatch): MentorMatch {
  const reasons: MentorMatchReason[] = [];
  let score = 0;
  const preferred = mentor.areaIds.filter((id) => mentee.preferenceAreaIds.includes(id));
  if (preferred.length > 0) {
    score += MENTOR_MATCH_POINTS.preferenceArea;
    reasons.push({ kind: 'preferenceArea', areaIds: preferred });
  }
  // An area already named as her preference is not said twice.
  const experienced = mentor.areaIds.filter(
    (id) => mentee.experienceAreaIds.includes(id) && !preferred.includes(id),
  );
  if (experienced.length > 0) {
    score += MENTOR_MATCH_POINTS.experienceArea;
    reasons.push({ kind: 'experienceArea', areaIds: experienced });
  }
  const hers = new Set(mentee.skills.map(fold));
  const shared = mentor.skills.filter((skill) => hers.has(fold(skill))).slice(0, SKILLS_COUNTED);
  if (shared.length > 0) {
    score += shared.length * MENTOR_MATCH_POINTS.skill;
    reasons.push({ kind: 'skills', skills: shared });
  }
  if (mentor.format !== 'online' && mentee.state !== null && mentor.state === mentee.state) {
    score += MENTOR_MATCH_POINTS.nearby;
    reasons.push({ kind: 'nearby', state: mentee.state });
  }
  return { score, reasons };
}

/** The candidates that match at all, best first (ties in the given order), at most `max`. */
export function rankMentors<T extends MentorForMatch>(
  mentee: MenteeForMatch,
  candidates: readonly T[],
  max: number,
): (T & MentorMatch)[] {
  return candidates
    .map((mentor, index) => ({ ...mentor, ...mentorMatch(mentee, mentor), index }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .map(({ index: _, ...entry }) => entry as T & MentorMatch);
}
