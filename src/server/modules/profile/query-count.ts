// Kept for the suites that import it from here; the helper lives with the other test helpers.
export { countQueries } from '../../test/statements.js';
