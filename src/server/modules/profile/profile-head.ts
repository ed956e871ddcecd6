import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { MSG } from '../../../domain/messages.js';
import type { Database } from '../../db/client.js';
import { authUser, memberPrivacy, userProfile } from '../../db/schema/index.js';
import { renderPageHead } from '../../http/open-graph.js';
import type { SitemapPage } from '../../http/sitemap.js';
import type { Logger } from '../../lib/logger.js';
import { notSuspended } from '../../policy/post-visibility.js';
import { addressCondition, type ProfileAddress } from './public-profile.js';

// Platform text of the preview card when she has no professional title; belongs in messages.ts.
const DEFAULT_DESCRIPTION = MSG.profile.defaultShareDescription;

const PUBLIC_PROFILE_PATHS: ReadonlyArray<[RegExp, (segment: string) => ProfileAddress]> = [
  [/^\/m\/([^/]+)\/?$/, (slug) => ({ slug })],
  [/^\/perfil-publico\/([^/]+)\/?$/, (id) => ({ id })],
];

function addressFromPath(path: string): ProfileAddress | null {
  for (const [pattern, address] of PUBLIC_PROFILE_PATHS) {
    const segment = pattern.exec(path)?.[1];
    if (!segment) continue;
    try {
      return address(decodeURIComponent(segment));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The static site's head hook: for a public profile page, her name, title and photo as
 * <title> and Open Graph tags (one query); null for any other page or an unknown member, so
 * the plain index.html is served.
 */
export function publicProfileHead(deps: { db: Database; publicUrl: string; logger: Logger }) {
  const { db, publicUrl, logger } = deps;
  return async (path: string): Promise<string | null> => {
    const address = addressFromPath(path);
    const condition = address && addressCondition(address);
    if (!condition) return null;
    try {
      const [profile] = await db
        .select({
          fullName: userProfile.fullName,
          professionalTitle: userProfile.professionalTitle,
          profileImageUrl: userProfile.profileImageUrl,
          searchEnginesSince: memberPrivacy.searchEnginesSince,
        })
        .from(userProfile)
        .leftJoin(memberPrivacy, eq(memberPrivacy.userId, userProfile.id))
        .where(condition.where)
        .orderBy(desc(condition.preference))
        .limit(1);
      if (!profile) return null;
      return renderPageHead({
        documentTitle: `${profile.fullName} — Elas Rede`,
        title: profile.fullName,
        description: profile.professionalTitle || DEFAULT_DESCRIPTION,
        type: 'profile',
        url: `${publicUrl}${path}`,
        image: profile.profileImageUrl ? new URL(profile.profileImageUrl, `${publicUrl}/`).href : null,
        // Her choice in Privacidade ('Buscadores'), off by default.
        noindex: profile.searchEnginesSince === null,
      });
    } catch (err) {
      // The page still works without a preview card; a crawler just gets the generic one.
      logger.warn({ err, path }, 'public profile head: falling back to the plain page');
      return null;
    }
  };
}

/**
 * The sitemap's profiles: /m/{slug} of each member who allowed search engines to show her
 * profile (Privacidade → 'Buscadores', off by default) and stands behind it — a confirmed
 * account, not suspended by moderation. The others' pages say noindex (publicProfileHead). In
 * primary-key order (member_privacy_search_engines_idx), at most `limit`.
 */
export async function publicProfilePages(db: Database, limit: number): Promise<SitemapPage[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ slug: userProfile.slug, updatedAt: userProfile.updatedAt })
    .from(userProfile)
    .innerJoin(authUser, eq(authUser.id, userProfile.id))
    .innerJoin(memberPrivacy, eq(memberPrivacy.userId, userProfile.id))
    .where(
      and(
        eq(authUser.emailVerified, true),
        notSuspended(userProfile.suspendedUntil),
        isNotNull(memberPrivacy.searchEnginesSince),
      ),
    )
    .orderBy(asc(userProfile.id))
    .limit(limit);
  return rows.map((row) => ({ path: `/m/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt }));
}
