// The module's entry: what other modules, app.ts and tests outside it may use (.dependency-cruiser.cjs).

// Members as cards show them, for other modules' lists of people (mentoring, issue 20).
export { personColumns, toPerson } from './people.js';
export { memberRoutes, networkRoutes } from './routes.js';
// The exact suggestions statement, for the benchmark's timings and EXPLAIN (bench/network.ts).
export { suggestionsStatement } from './suggestions.js';
