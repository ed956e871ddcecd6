// The news feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { LegacyNewsPage } from './legacy-news-page';
export { NewsDetailPage } from './news-detail-page';
export { NewsListPage } from './news-list-page';
