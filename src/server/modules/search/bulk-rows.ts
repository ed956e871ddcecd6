// Kept only for communities/communities-scale.test.ts, which imports these from here: the helpers
// live in src/server/test/bulk-data.ts. Remove this file once that test imports them from there.
export { insertBulkGroups, refreshSearchStatistics, sequentialScans } from '../../test/bulk-data.js';
