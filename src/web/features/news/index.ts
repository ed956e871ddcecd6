// The feature's public entry for components and hooks; its data is api.ts (.dependency-cruiser.cjs).
export { NewsBadge } from './components/news-badge';
export { NewsList } from './components/news-list';
export { NewsStory } from './components/news-story';
