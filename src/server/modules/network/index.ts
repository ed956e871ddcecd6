// The module's entry: what other modules, app.ts and tests outside it may use (.dependency-cruiser.cjs).
export { memberRoutes, networkRoutes } from './routes.js';
// The exact suggestions statement, for the benchmark's timings and EXPLAIN (bench/network.ts).
export { suggestionsStatement } from './suggestions.js';
