// The communities module's public entry.
export { COMMUNITY_GROUP } from './group.js';
