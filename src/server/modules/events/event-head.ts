import { sql } from 'drizzle-orm';
import { COPY } from '../../../domain/messages.js';
import { eventWhen } from '../../../domain/rules/event-time.js';
import { type Database, queryRows } from '../../db/client.js';
import { excerpt, renderPageHead } from '../../http/open-graph.js';
import type { SitemapPage } from '../../http/sitemap.js';
import type { Logger } from '../../lib/logger.js';
import { EVENT_JOINS, ORGANISER_ACTIVE } from '../../policy/event-standing.js';
import { eventPageUrl } from './views.js';

// The preview card of a shared event page (issue 20): crawlers run no script, so the server
// writes the event's title, when it is, the start of its description and its cover into the
// HTML. Only for public, scheduled events of an active organiser: the tags are read by anyone
// who has the address, so an event for members or for a community's members gets none (the
// plain page, which names nothing), and neither does a cancelled one.

const EVENT_PATH = /^\/eventos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The static site's head hook for /eventos/{id}; null for any other page (one query for an event page). */
export function publicEventHead(deps: { db: Database; publicUrl: string; logger: Logger }) {
  const { db, publicUrl, logger } = deps;
  return async (path: string): Promise<string | null> => {
    const id = EVENT_PATH.exec(path)?.[1]?.toLowerCase();
    if (!id) return null;
    try {
      const [event] = await queryRows<{
        title: string;
        description: string;
        coverUrl: string | null;
        startsAt: Date;
        endsAt: Date;
      }>(
        db,
        sql`select e.title, e.description, e.cover_url as "coverUrl", e.starts_at as "startsAt",
              e.ends_at as "endsAt"
            from events e ${EVENT_JOINS}
            where e.id = ${id} and e.visibility = 'public' and e.status = 'scheduled' and ${ORGANISER_ACTIVE}`,
      );
      if (!event) return null;
      const when = eventWhen(new Date(event.startsAt), new Date(event.endsAt));
      return renderPageHead({
        documentTitle: `${event.title} — ${COPY.brand.name}`,
        title: event.title,
        description: `${when} · ${excerpt(event.description)}`,
        url: eventPageUrl(publicUrl, id),
        image: event.coverUrl ? new URL(event.coverUrl, `${publicUrl}/`).href : null,
      });
    } catch (err) {
      // The page still works without a preview card; a crawler just gets the generic one.
      logger.warn({ err, path }, 'event head: falling back to the plain page');
      return null;
    }
  };
}

/**
 * The sitemap's events: the pages that have a preview card (public, scheduled, of an active
 * organiser), latest start first (events_upcoming_idx), at most `limit`.
 */
export async function publicEventPages(db: Database, limit: number): Promise<SitemapPage[]> {
  if (limit <= 0) return [];
  const rows = await queryRows<{ id: string; updatedAt: Date }>(
    db,
    sql`select e.id, e.updated_at as "updatedAt"
        from events e ${EVENT_JOINS}
        where e.visibility = 'public' and e.status = 'scheduled' and ${ORGANISER_ACTIVE}
        order by e.starts_at desc, e.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({ path: `/eventos/${row.id}`, lastmod: new Date(row.updatedAt) }));
}
