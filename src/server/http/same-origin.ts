import { createMiddleware } from 'hono/factory';
import { HTTP_COPY } from '../../domain/copy/http.js';
import { AppError } from '../lib/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Fetch Metadata values a state-changing request may carry: our own pages ('same-origin'), or
 * something she did herself in the browser's own interface ('none': typed, bookmarked), which no
 * other site can cause. 'same-site' is refused too: a sibling subdomain is another site's page.
 */
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Cross-site request forgery (issue 13): a page on another site (a sibling subdomain included)
 * must not make her browser change anything with her cookies. SameSite=Lax alone lets a sibling
 * origin through and depends on the browser, so every state-changing request to the API —
 * better-auth's included — is checked here, whatever its content type:
 * - `Sec-Fetch-Site`, when sent (every current browser sends it), must be 'same-origin' or 'none';
 * - `Origin`, when sent (browsers send it on every POST, PUT, PATCH, DELETE), must be ours
 *   (PUBLIC_URL's origin: the address in her address bar, whatever proxy sits in front of us).
 * A request with neither header is let through: browsers always send at least one on a
 * cross-site request, so it comes from something that is not a browser (curl, a script, a
 * server), which holds no victim's cookies — forging is what a browser does on a victim's behalf.
 * hono's csrf middleware does not fit: it checks only form-like content types (not JSON), lets
 * either header alone vouch for the request, compares with the URL the server sees (http behind
 * a TLS proxy) and refuses clients that send neither header.
 */
export function sameOriginMutations(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const fetchSite = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const foreign =
        (fetchSite !== undefined && !ALLOWED_FETCH_SITES.has(fetchSite.toLowerCase())) ||
        (origin !== undefined && origin !== ownOrigin);
      if (foreign) throw new AppError(403, 'cross_site', HTTP_COPY.crossSite);
    }
    await next();
  });
}
