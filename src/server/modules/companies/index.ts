// The companies module's public entry.
export { COMPANY_GROUP } from './group.js';
