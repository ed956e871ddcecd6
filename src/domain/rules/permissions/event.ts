import type { CommunityRole, CompanyRole, EventOrganiserKind, EventVisibility } from '../../enums.js';
import type { PlatformRole } from './platform.js';
import type { Policy } from './policy.js';

/**
 * Who organises events (issue 20): a community's admins and moderators its events, a
 * company's admins and editors its events, platform administrators the platform's (with
 * two-factor sign-in, like every platform power). Organisers create, edit, cancel, and see,
 * export and message the attendees.
 */
export const EVENT_ORGANISERS = {
  community: ['admin', 'moderator'],
  company: ['admin', 'editor'],
  platform: ['admin'],
} as const satisfies {
  community: readonly CommunityRole[];
  company: readonly CompanyRole[];
  platform: readonly PlatformRole[];
};

/** Her standing towards one organiser (a community, a company, the platform). */
export type OrganiserSubject = {
  kind: EventOrganiserKind;
  /** Her approved community role, her company role, or her platform role (null: none). */
  role: string | null;
  /** Platform powers need her second factor. */
  secondFactor: boolean;
};

export function organises(s: OrganiserSubject): boolean {
  if (s.role === null) return false;
  if (s.kind === 'platform')
    return s.secondFactor && (EVENT_ORGANISERS.platform as readonly string[]).includes(s.role);
  return (EVENT_ORGANISERS[s.kind] as readonly string[]).includes(s.role);
}

/** Her standing towards one event. */
export type EventSubject = OrganiserSubject & {
  signedIn: boolean;
  visibility: EventVisibility;
  /** An approved member of the organising community. */
  communityMember: boolean;
  /** A block stands between her and whoever created it. */
  blocked: boolean;
  scheduled: boolean;
  ended: boolean;
  rsvp: 'going' | 'maybe' | 'waitlist' | null;
};

/** Visibility: public for everyone, members for anyone signed in, community for its members. */
export function readsEvent(s: EventSubject): boolean {
  if (organises(s)) return true;
  if (s.blocked) return false;
  switch (s.visibility) {
    case 'public':
      return true;
    case 'members':
      return s.signedIn;
    case 'community':
      return s.signedIn && s.communityMember;
  }
}

const runs = organises;

export const EVENT_POLICY = {
  read: readsEvent,
  edit: (s: EventSubject) => runs(s) && s.scheduled,
  cancel: (s: EventSubject) => runs(s) && s.scheduled,
  viewAttendees: runs,
  exportAttendees: runs,
  messageAttendees: (s: EventSubject) => runs(s) && s.signedIn,
  rsvp: (s: EventSubject) => s.signedIn && readsEvent(s) && s.scheduled && !s.ended,
  /** Cancel her answer: one she has. */
  withdraw: (s: EventSubject) => s.signedIn && s.rsvp !== null,
  /** The online link: confirmed attendees and organisers only. */
  seeLink: (s: EventSubject) => runs(s) || (readsEvent(s) && s.rsvp === 'going'),
} satisfies Policy<EventSubject, string>;
export type EventAction = keyof typeof EVENT_POLICY;
