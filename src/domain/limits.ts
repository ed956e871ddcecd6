// Business constants of SPEC §9 (and the ones the platform chose where the spec is silent).
// Every rule that needs a number imports it from here, on the server and in the browser.

import type { BackoffRule } from './rules/sign-in-backoff.js';

export const POST_MAX_LENGTH = 1000;
export const FEED_NEWS_LIMIT = 3;
export const ACTIVE_COMMUNITIES_LIMIT = 5;
export const SEARCH_RESULTS_PER_CATEGORY = 20;

export const PROFILE_TOAST_MS = 3000;
export const HEADER_SHADOW_SCROLL_PX = 10;
// SPEC §9's breakpoints (navbar 1024 px, medium 768 px) are Tailwind's lg and md, and its 0.2 s
// mobile-menu animation is in the CSS: no code reads them.
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

export const KILOBYTE = 1024;

/**
 * Request body limits (issue 13), each the largest legitimate input of its routes with room to
 * spare; a larger body is refused (413) while it streams in. Text is counted at 3 bytes a
 * character, the most UTF-8 needs for one JavaScript character. An upload's limit is its image
 * purpose's `maxBytes` plus UPLOAD_MULTIPART_OVERHEAD.
 */
export const BODY_LIMITS = {
  /** Auth endpoints: an e-mail, a name (120), passwords (128), a token or a two-factor code. */
  auth: 8 * KILOBYTE,
  /** The contact form, open to anyone: a 5,000-character message, a name, an e-mail, a subject. */
  contact: 24 * KILOBYTE,
  /** Any other form (profile, vacancy — the largest, ~20,500 characters —, community…). */
  form: 96 * KILOBYTE,
  /** The CV editors save the whole list: 50 experiences of up to ~4,300 characters each. */
  cvList: 1 * MEGABYTE,
  /** An article from the news admin: 100,000 characters of HTML plus its summary. */
  article: 512 * KILOBYTE,
} as const;

/** Multipart framing (boundary lines, part headers, the post's text fields) around an upload. */
export const UPLOAD_MULTIPART_OVERHEAD = 64 * KILOBYTE;

/** Pagination: every list endpoint takes `limit` within these bounds. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;

/** Password hygiene (issue 3): length only, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Abuse limits on the account endpoints (issue 3), each a fixed window. `perIp` is counted by
 * the client address (the socket's, or the trusted proxy's), `perEmail` by the e-mail in the
 * request body, so neither rotating addresses nor rotating e-mails gets around them. Sign-in is
 * not here: it counts failures only, with a back-off (SIGN_IN_BACKOFF below).
 */
export const AUTH_RATE_LIMITS = {
  '/sign-up/email': { windowSeconds: 600, perIp: 5, perEmail: 3 },
  '/send-verification-email': { windowSeconds: 600, perIp: 5, perEmail: 3 },
  '/request-password-reset': { windowSeconds: 900, perIp: 5, perEmail: 3 },
  // These two carry no e-mail (a reset token, a session): the address limit is what applies.
  '/reset-password': { windowSeconds: 600, perIp: 10 },
  '/change-password': { windowSeconds: 600, perIp: 10 },
  // Two-factor set-up and codes. Each sign-in challenge also allows only 5 wrong codes, and 10
  // wrong codes in a row lock the account's second step for 15 minutes (better-auth's plugin).
  '/two-factor/*': { windowSeconds: 60, perIp: 30 },
} as const satisfies Record<string, { windowSeconds: number; perIp: number; perEmail?: number }>;
export type RateLimitedAuthPath = keyof typeof AUTH_RATE_LIMITS;

/**
 * Sign-in back-off (issue 13, point 7; rules/sign-in-backoff.ts). Only failures count, per key:
 * - `account`: her e-mail (known or not, so the answer never tells whether an account exists),
 *   for every client that has not signed in to it before: at most ~100 guesses a day;
 * - `device`: a browser that signed in to that account before (signed device cookie) is counted
 *   on its own, so strangers' failures on her account never block her own devices;
 * - `address`: the client address, for guessing across many accounts; generous, because a room
 *   of women behind one network (a career fair, an office) shares it. Successes never count.
 */
export const SIGN_IN_BACKOFF = {
  account: { freeFailures: 5, firstWaitMs: 60_000, maxWaitMs: 16 * 60_000, forgetAfterMs: 24 * 3_600_000 },
  device: { freeFailures: 5, firstWaitMs: 60_000, maxWaitMs: 16 * 60_000, forgetAfterMs: 24 * 3_600_000 },
  address: { freeFailures: 30, firstWaitMs: 60_000, maxWaitMs: 16 * 60_000, forgetAfterMs: 3_600_000 },
} as const satisfies Record<string, BackoffRule>;

/** How long a device cookie (see SIGN_IN_BACKOFF.device) is kept by her browser. */
export const SIGN_IN_DEVICE_COOKIE_DAYS = 180;

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
/**
 * 'Encontrar uma profissional' (talent search): per staff member, fixed windows. Each search
 * and each contact is counted, so the opted-in members cannot be crawled nor flooded.
 */
export const TALENT_SEARCH_RATE_LIMIT = { windowSeconds: 60, perMember: 30 } as const;
export const TALENT_CONTACT_RATE_LIMIT = { windowSeconds: 86_400, perMember: 20 } as const;
export const TALENT_PAGE_SIZE = 20;
/** 'Empresas que viram seu perfil': one page. */
export const PROFILE_VIEWS_PAGE_SIZE = 20;
/** Years of experience where Pleno starts (included) and Sênior starts (above): rules/seniority.ts. */
export const SENIORITY_YEARS = { pleno: 3, senior: 6 } as const;
/** Pending invitations listed at once, hers or a place's (newest first). */
export const PENDING_INVITATIONS_LIMIT = 200;

/**
 * Conversation on the feed (issue 16). A comment follows the post's text rules with its own
 * length; the card shows the newest COMMENTS_INLINE comments and 'Ver mais comentários' pages on.
 */
export const COMMENT_MAX_LENGTH = 1000;
export const COMMENTS_INLINE = 2;
/** People suggested while she types '@name'. */
export const MENTION_SUGGESTIONS = 6;
export const MENTION_QUERY_MAX_LENGTH = 60;
/** At most this many different members mentioned in one text (more stay plain text). */
export const MENTIONS_MAX = 20;

/**
 * Notifications (issue 16). A live stream sends a comment line this often so that proxies keep
 * it open; a reconnecting stream replays at most NOTIFICATION_REPLAY_MAX missed events (the page
 * re-reads the list when more were missed). The daily digest leaves at most once in
 * DIGEST_MIN_INTERVAL_HOURS.
 */
export const NOTIFICATION_STREAM_HEARTBEAT_MS = 25_000;
export const NOTIFICATION_REPLAY_MAX = 50;
export const DIGEST_MIN_INTERVAL_HOURS = 23;
/**
 * The unread count is counted up to this many: the bell reads '99+' beyond 99, and a count that
 * stops here costs the same however many notifications wait.
 */
export const NOTIFICATION_UNREAD_CAP = 100;
/** How many of a grouped notification's people it names ('Ana, Bia e mais 10 pessoas'). */
export const NOTIFICATION_ACTORS_SHOWN = 2;

/**
 * The network between members (issue 17). An invitation carries an optional note. Invitation
 * spam is bounded per member: at most CONNECTION_INVITES_PER_WEEK sent in any 7 days and
 * CONNECTION_PENDING_MAX waiting for an answer at once; after a decline she may invite the same
 * member again only CONNECTION_REINVITE_AFTER_DAYS later.
 */
export const CONNECTION_NOTE_MAX_LENGTH = 300;
export const CONNECTION_INVITES_PER_WEEK = 100;
export const CONNECTION_PENDING_MAX = 200;
export const CONNECTION_REINVITE_AFTER_DAYS = 21;
/** People she may know: cards per page of /rede/pessoas (a first screen, not an endless list). */
export const SUGGESTIONS_MAX = 24;
/**
 * How many members each signal looks at (the newest of each community she is in, of each of her
 * connections' connections…): bounds the suggestion query whatever a community's size.
 */
export const SUGGESTION_SOURCE_SAMPLE = 200;

/**
 * Messages (issue 18). A message is 1–MESSAGE_MAX_LENGTH characters of text, an image, or both;
 * its author may edit it for MESSAGE_EDIT_WINDOW_MINUTES. A group has a name and at most
 * CHAT_GROUP_MAX_MEMBERS participants, herself included. History pages hold
 * CHAT_HISTORY_PAGE messages. An unread message waits MESSAGE_EMAIL_DELAY_MINUTES before it
 * is e-mailed, and a conversation e-mails each participant at most once a day.
 */
export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_EDIT_WINDOW_MINUTES = 15;
export const CHAT_GROUP_MAX_MEMBERS = 20;
export const CHAT_GROUP_TITLE_MAX_LENGTH = 80;
export const CHAT_HISTORY_PAGE = 30;
export const MESSAGE_EMAIL_DELAY_MINUTES = 15;
/** The top bar's chat badge counts unread conversations up to this many ('99+' beyond 99). */
export const CHAT_UNREAD_CAP = 100;

/**
 * Trust and safety (issue 19). A report's optional text and a moderator's explanation to the
 * author are at most these many characters; an item reported by MODERATION_AUTO_HIDE_REPORTERS
 * distinct members is hidden from everyone until a moderator reviews it; a suspension lasts
 * 1–SUSPENSION_MAX_DAYS days, or has no end.
 */
export const REPORT_NOTE_MAX_LENGTH = 500;
export const MODERATION_NOTE_MAX_LENGTH = 1000;
export const MODERATION_AUTO_HIDE_REPORTERS = 3;
export const SUSPENSION_MAX_DAYS = 365;
/** The characters of an item a moderation case keeps, so the queue and her reports can name it. */
export const MODERATION_EXCERPT_LENGTH = 280;

/**
 * New accounts (issue 19): for NEW_ACCOUNT_DAYS after she signs up, a member may send at most
 * these many of each per hour — what a throwaway account made to harass or spam sends in bulk,
 * and what a real newcomer rarely comes near. A link in what she posts in those days is held
 * (hidden until reviewed) at its first report, not at MODERATION_AUTO_HIDE_REPORTERS.
 */
export const NEW_ACCOUNT_DAYS = 7;
export const NEW_ACCOUNT_HOURLY_CAPS = {
  invitation: 10,
  messageRequest: 5,
  post: 5,
  comment: 20,
} as const;

/**
 * Events (issue 20): a title, a description and an address of at most these many characters;
 * a capacity from 1 to EVENT_CAPACITY_MAX seats (none: unlimited); an event lasts at most
 * EVENT_MAX_DAYS; the reminder e-mail leaves EVENT_REMINDER_HOURS before it starts.
 */
export const EVENT_TITLE_MAX_LENGTH = 120;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;
export const EVENT_ADDRESS_MAX_LENGTH = 200;
export const EVENT_CITY_MAX_LENGTH = 100;
export const EVENT_URL_MAX_LENGTH = 500;
export const EVENT_CAPACITY_MAX = 100_000;
export const EVENT_MAX_DAYS = 31;
export const EVENT_REMINDER_HOURS = 24;
/** The feed's 'Eventos Próximos': at most SUGGESTED_EVENTS events in the next SUGGESTED_EVENTS_DAYS. */
export const SUGGESTED_EVENTS = 3;
export const SUGGESTED_EVENTS_DAYS = 60;

/**
 * 'Mensagem às participantes' (issue 20): the organiser's text, short enough that the line naming
 * the event still fits in one message (MESSAGE_MAX_LENGTH); a few per event a day, shared by its
 * organisers, since each one lands in every attendee's inbox.
 */
export const EVENT_MESSAGE_MAX_LENGTH = 1500;
export const EVENT_MESSAGE_RATE_LIMIT = { windowSeconds: 86_400, perEvent: 5 } as const;

/**
 * Mentoring (issue 20). A mentora names up to MENTOR_AREAS_MAX areas of the job taxonomy (its
 * categories), MENTOR_SKILLS_MAX skills and MENTOR_LANGUAGES_MAX languages, a short pitch, and
 * how many mentees she accepts per calendar month in Brazil time (1–MENTOR_MONTHLY_CAPACITY_MAX).
 * A mentee's goal is at most MENTORING_GOAL_MAX_LENGTH characters; a session lasts at most
 * MENTORING_SESSION_MAX_MINUTES; 'Recomendadas para você' ranks the newest
 * MENTOR_RECOMMENDATION_POOL available mentoras and shows the best MENTOR_RECOMMENDED_MAX.
 */
export const MENTOR_AREAS_MAX = 3;
export const MENTOR_SKILLS_MAX = 10;
export const MENTOR_LANGUAGES_MAX = 5;
export const MENTOR_PITCH_MAX_LENGTH = 280;
export const MENTOR_MONTHLY_CAPACITY_MAX = 20;
export const MENTORING_GOAL_MAX_LENGTH = 500;
export const MENTORING_RESPONSE_MAX_LENGTH = 500;
export const MENTORING_PLACE_MAX_LENGTH = 200;
export const MENTORING_FEEDBACK_MAX_LENGTH = 1000;
export const MENTORING_SESSION_MAX_MINUTES = 240;
export const MENTOR_RECOMMENDED_MAX = 6;
export const MENTOR_RECOMMENDATION_POOL = 200;

/**
 * A LinkedIn data export (issue 21): the ZIP she uploads, and each CSV read from it. The full
 * export carries her messages too, hence room for the ZIP; the four CSVs the import reads are
 * small, and bounding them while inflating keeps a crafted archive from expanding.
 */
export const LINKEDIN_EXPORT_MAX_BYTES = 20 * MEGABYTE;
export const LINKEDIN_CSV_MAX_BYTES = 2 * MEGABYTE;

/**
 * A CV attached to an application (a PDF, judged by its content): stored privately, read only
 * by the company's staff who see applications and by her.
 */
export const APPLICATION_CV_MAX_BYTES = 5 * MEGABYTE;

/** A staff note on an application (private to the company's staff). */
export const APPLICATION_NOTE_MAX_LENGTH = 2000;
/** The most notes one application carries (the list is shown whole). */
export const APPLICATION_NOTES_MAX = 100;
