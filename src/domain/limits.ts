// Business constants of SPEC §9 (and the ones the platform chose where the spec is silent).
// Every rule that needs a number imports it from here, on the server and in the browser.

export const POST_MAX_LENGTH = 1000;
export const FEED_NEWS_LIMIT = 3;
export const ACTIVE_COMMUNITIES_LIMIT = 5;
export const SEARCH_RESULTS_PER_CATEGORY = 20;

export const PROFILE_TOAST_MS = 3000;
export const HEADER_SHADOW_SCROLL_PX = 10;
export const MOBILE_MENU_ANIMATION_S = 0.2;
export const NAVBAR_BREAKPOINT_PX = 1024;
export const MEDIUM_BREAKPOINT_PX = 768;
export const HOME_SEAL_CARDS = { large: 4, medium: 3, small: 2 } as const;

export const REDIRECT_AFTER_COMMUNITY_CREATE_MS = 2000;
export const REDIRECT_AFTER_COMMUNITY_EDIT_MS = 1000;
export const REDIRECT_AFTER_COMPANY_SAVE_MS = 1200;
export const REDIRECT_AFTER_VACANCY_CREATE_MS = 2000;

export const SLUG_CHECK_DEBOUNCE_MS = 500;
export const BANNER_LUMINANCE_THRESHOLD = 0.5;
export const QR_SIZE_DIALOG_PX = 180;
export const QR_SIZE_OWN_PROFILE_PX = 256;

export const WIZARD_STEPS = 3;
export const DEFAULT_LOCATION_COUNTRY = 'Brasil';
export const CURRENCY = 'BRL';
export const FOUNDED_YEAR_MIN = 1800;

/**
 * The version of the published diversity-seal criteria (/empresas/diversidade) a platform
 * administrator grants the seal against; each grant records it with its date.
 */
export const SEAL_CRITERIA_VERSION = '2026.1';

export const MEGABYTE = 1024 * 1024;

/**
 * Upload limits per image purpose. The spec fixes the banner at 5 MB; the others are ours:
 * generous enough for a phone photo, small enough that a single upload cannot hog the process.
 * `maxPixels` bounds the decoded size so a small compressed file cannot expand into gigabytes
 * (a "decompression bomb"); `width`/`height` are the stored size after resizing.
 */
export const IMAGE_PURPOSES = {
  avatar: { maxBytes: 5 * MEGABYTE, maxPixels: 40_000_000, width: 400, height: 400, fit: 'cover' },
  banner: { maxBytes: 5 * MEGABYTE, maxPixels: 40_000_000, width: 1200, height: 300, fit: 'cover' },
  logo: { maxBytes: 2 * MEGABYTE, maxPixels: 25_000_000, width: 200, height: 200, fit: 'cover' },
  post: { maxBytes: 8 * MEGABYTE, maxPixels: 40_000_000, width: 1600, height: 1600, fit: 'inside' },
  cover: { maxBytes: 5 * MEGABYTE, maxPixels: 40_000_000, width: 1200, height: 630, fit: 'cover' },
} as const;
export type ImagePurpose = keyof typeof IMAGE_PURPOSES;

/** Pagination: every list endpoint takes `limit` within these bounds. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;

/** Password hygiene (issue 3): length only, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Abuse limits on the account endpoints (issue 3), each a fixed window. `perIp` is counted by
 * the client address (the socket's, or the trusted proxy's), `perEmail` by the e-mail in the
 * request body, so neither rotating addresses nor rotating e-mails gets around them. Sign-in's
 * per-e-mail limit is kept loose on purpose: a tight one would let anyone lock a member out.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { windowSeconds: 60, perIp: 10, perEmail: 10 },
  '/sign-up/email': { windowSeconds: 600, perIp: 5, perEmail: 3 },
  '/send-verification-email': { windowSeconds: 600, perIp: 5, perEmail: 3 },
  '/request-password-reset': { windowSeconds: 900, perIp: 5, perEmail: 3 },
  // These two carry no e-mail (a reset token, a session): the address limit is what applies.
  '/reset-password': { windowSeconds: 600, perIp: 10 },
  '/change-password': { windowSeconds: 600, perIp: 10 },
} as const satisfies Record<string, { windowSeconds: number; perIp: number; perEmail?: number }>;
export type RateLimitedAuthPath = keyof typeof AUTH_RATE_LIMITS;

/**
 * Global search (issue 5). Queries are bounded so a pasted essay cannot become an expensive
 * pattern; below SEARCH_TRIGRAM_MIN characters trigram indexes cannot help, so short queries
 * match the start of the name instead (a b-tree prefix scan).
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_TRIGRAM_MIN = 3;
export const SEARCH_DEBOUNCE_MS = 250;

/** Contact form (issue 5): per client address, fixed window. */
export const CONTACT_RATE_LIMIT = { windowSeconds: 3600, perIp: 5 } as const;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * Grant pages (issue 13), per signed-in member, fixed windows. The people search finds names
 * only, and is bounded so it cannot be turned into a directory crawl. Each role offer may
 * e-mail an address nobody has checked, so offers are bounded too.
 */
export const ACCESS_CANDIDATES_RATE_LIMIT = { windowSeconds: 60, perMember: 60 } as const;
export const ACCESS_INVITATIONS_RATE_LIMIT = { windowSeconds: 3600, perMember: 50 } as const;
/** Pending invitations listed at once, hers or a place's (newest first). */
export const PENDING_INVITATIONS_LIMIT = 200;
