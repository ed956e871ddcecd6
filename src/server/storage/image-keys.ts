import { randomBytes } from 'node:crypto';

// Object keys for every kind of uploaded image, after the folder layout of SPEC §7 (Storage).
// The user's file name never appears: it is untrusted text and would leak into public URLs.
// Every key carries a random part, so a URL is never reused and can be cached forever.

export type ImageKeyKind =
  | 'avatar'
  | 'profileBanner'
  | 'post'
  | 'communityLogo'
  | 'communityBanner'
  | 'companyLogo'
  | 'companyBanner'
  | 'newsCover'
  | 'eventCover'
  | 'message';

const FOLDERS: Record<ImageKeyKind, string> = {
  avatar: 'user-profile-img',
  profileBanner: 'profile-banners',
  post: 'post-image',
  communityLogo: 'community-images/logos',
  communityBanner: 'community-images/banners',
  companyLogo: 'company-images/logos',
  companyBanner: 'company-images/banners',
  newsCover: 'news-covers',
  // An event's cover (issue 20): under the event, which outlives whichever organiser chose it.
  eventCover: 'event-covers',
  // Messages' images (issue 18): under their author, so her account's deletion removes them.
  message: 'message-images',
};

const OWNER_ID = /^[A-Za-z0-9_-]{1,128}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;

/** 12 base64url characters (72 bits): unguessable and safe in a key. */
export function randomKeyPart(): string {
  return randomBytes(9).toString('base64url');
}

function assertOwnerId(ownerId: string): void {
  if (!OWNER_ID.test(ownerId)) throw new Error(`Invalid image owner id: ${JSON.stringify(ownerId)}`);
}

/** The folder holding all images of one kind for one owner, with a trailing slash. */
export function imageFolder(kind: ImageKeyKind, ownerId: string): string {
  assertOwnerId(ownerId);
  return `${FOLDERS[kind]}/${ownerId}/`;
}

function fileName(kind: ImageKeyKind, ownerId: string, now: number): string {
  const random = randomKeyPart();
  switch (kind) {
    case 'avatar':
      return `${ownerId}-${random}`;
    case 'profileBanner':
      // The spec's shape is banner_{timestamp}; the random suffix keeps two uploads in the same
      // millisecond from sharing (and overwriting) an immutable URL.
      return `banner_${now}_${random}`;
    default:
      return `${now}_${random}`;
  }
}

/**
 * e.g. avatar → `user-profile-img/{userId}/{userId}-{random}.webp`,
 * post → `post-image/{userId}/{timestamp}_{random}.webp`.
 */
export function imageKey(kind: ImageKeyKind, ownerId: string, ext = 'webp', now = Date.now()): string {
  if (!EXTENSION.test(ext)) throw new Error(`Invalid image extension: ${JSON.stringify(ext)}`);
  return `${imageFolder(kind, ownerId)}${fileName(kind, ownerId, now)}.${ext}`;
}

/** Folders that belong to a user personally; emptied when the account is deleted. */
export function userImageFolders(userId: string): string[] {
  return (['avatar', 'profileBanner', 'post', 'message'] as const).map((kind) => imageFolder(kind, userId));
}
