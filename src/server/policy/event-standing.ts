import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { EventMode, EventOrganiserKind, EventVisibility, RsvpStatus } from '../../domain/enums.js';
import type { EventSubject, OrganiserSubject } from '../../domain/rules/permissions/event.js';
import { type Executor, queryRows } from '../db/client.js';
import type { Actor } from './actor.js';
import { notBlockedWith } from './blocks.js';
import type { Lock } from './standings.js';

// Where she stands towards an event (issue 20) and towards an organiser she would create one
// for: one statement each. A visitor reads with no actor (`signedIn` false).

const isUuid = (id: string) => z.guid().safeParse(id).success;
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Her role where an event is organised, read in SQL from the organiser's columns. */
export const roleSql = (actorId: string) => sql`case e.organiser_type
    when 'community' then (select cm.role from community_members cm
      where cm.community_id = e.community_id and cm.user_id = ${actorId} and cm.is_approved)
    when 'company' then (select ca.role from company_admins ca
      where ca.company_id = e.company_id and ca.user_id = ${actorId})
    else (select u.role from auth_user u where u.id = ${actorId} and u.role = 'admin')
  end`;

export type EventRow = {
  id: string;
  organiserType: EventOrganiserKind;
  communityId: string | null;
  companyId: string | null;
  organiserName: string | null;
  organiserLogoUrl: string | null;
  title: string;
  description: string;
  coverUrl: string | null;
  mode: EventMode;
  onlineUrl: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  visibility: EventVisibility;
  status: 'scheduled' | 'cancelled';
  createdBy: string | null;
};

export type EventStanding = EventSubject & { event: EventRow };

/** The event's columns as EventRow names them (`e` is the events table). */
export const EVENT_COLUMNS = sql`e.id, e.organiser_type as "organiserType", e.community_id as "communityId",
  e.company_id as "companyId",
  coalesce(oc.name, oco.name) as "organiserName", coalesce(oc.logo_url, oco.logo_url) as "organiserLogoUrl",
  e.title, e.description, e.cover_url as "coverUrl", e.mode, e.online_url as "onlineUrl", e.address, e.city,
  e.state, e.starts_at as "startsAt", e.ends_at as "endsAt", e.capacity, e.visibility, e.status,
  e.created_by as "createdBy"`;

/** The organiser's name and logo; an inactive community or company hides its events. */
export const EVENT_JOINS = sql`left join communities oc on oc.id = e.community_id
  left join companies oco on oco.id = e.company_id`;
export const ORGANISER_ACTIVE = sql`(e.community_id is null or oc.is_active) and (e.company_id is null or oco.is_active)`;

export async function eventStanding(
  db: Executor,
  actor: Actor | null,
  id: string,
  lock?: Lock,
): Promise<EventStanding | null> {
  if (!isUuid(id)) return null;
  const actorId = actor?.id ?? NOBODY;
  const [row] = await queryRows<
    EventRow & { role: string | null; communityMember: boolean; blocked: boolean; rsvp: RsvpStatus | null }
  >(
    db,
    sql`select ${EVENT_COLUMNS}, ${roleSql(actorId)} as role,
          exists (select 1 from community_members cm where cm.community_id = e.community_id
            and cm.user_id = ${actorId} and cm.is_approved) as "communityMember",
          (e.created_by is not null and not ${notBlockedWith(actorId, sql`e.created_by`)}) as blocked,
          (select r.status from event_rsvps r where r.event_id = e.id and r.user_id = ${actorId}) as rsvp
        from events e ${EVENT_JOINS}
        where e.id = ${id} and ${ORGANISER_ACTIVE}
        ${lock ? sql.raw(`for ${lock} of e`) : sql``}`,
  );
  if (!row) return null;
  const { role, communityMember, blocked, rsvp, ...event } = row;
  event.startsAt = new Date(event.startsAt);
  event.endsAt = new Date(event.endsAt);
  return {
    event,
    kind: event.organiserType,
    role,
    secondFactor: actor?.twoFactorEnabled === true,
    signedIn: actor !== null,
    visibility: event.visibility,
    communityMember,
    blocked,
    scheduled: event.status === 'scheduled',
    ended: event.endsAt.getTime() <= Date.now(),
    rsvp,
  };
}

export type OrganiserStanding = OrganiserSubject & { id: string | null };

/**
 * Her standing towards a community or company (active) or the platform, to create an event
 * there; null when the community or company does not exist. `lock` keeps the organiser's row.
 */
export async function organiserStanding(
  db: Executor,
  actor: Actor,
  organiser: { kind: EventOrganiserKind; id?: string },
): Promise<OrganiserStanding | null> {
  const secondFactor = actor.twoFactorEnabled === true;
  if (organiser.kind === 'platform') {
    return { kind: 'platform', id: null, role: actor.role === 'admin' ? 'admin' : null, secondFactor };
  }
  const id = organiser.id ?? '';
  if (!isUuid(id)) return null;
  const [row] =
    organiser.kind === 'community'
      ? await queryRows<{ role: string | null }>(
          db,
          sql`select (select cm.role from community_members cm where cm.community_id = c.id
                and cm.user_id = ${actor.id} and cm.is_approved) as role
              from communities c where c.id = ${id} and c.is_active for key share of c`,
        )
      : await queryRows<{ role: string | null }>(
          db,
          sql`select (select ca.role from company_admins ca where ca.company_id = c.id
                and ca.user_id = ${actor.id}) as role
              from companies c where c.id = ${id} and c.is_active for key share of c`,
        );
  if (!row) return null;
  return { kind: organiser.kind, id, role: row.role, secondFactor };
}
