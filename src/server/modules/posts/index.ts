// The module's entry: what other modules, app.ts and tests outside it may use (.dependency-cruiser.cjs).
export { listPosts } from './feed.js';
// The exact 'Para você' statement, for the benchmark's timings and EXPLAIN (bench/network.ts).
export { forYouStatement } from './for-you.js';
export { explainFeedPage } from './plans.js';
