// The posts feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.
export { FeedPage } from './feed-page';
export { PostPage } from './post-page';
