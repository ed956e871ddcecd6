// The access module's public entry: what communities, companies, invitations and vacancies use
// of it (the grant pages' group rules, group images, how members appear on staff lists).
export { accessCandidateSchema, candidateQuerySchema, limitCandidateSearch } from './candidates.js';
export {
  type GroupDeps,
  type GroupImageKind,
  groupImagePurpose,
  replaceGroupImage,
  sweepGroupFiles,
} from './group-images.js';
export {
  applyGroupRole,
  currentGroupRole,
  type Group,
  isLastAdmin,
  listGroupMembers,
  lockGroup,
  searchGroupCandidates,
} from './groups.js';
export { memberName, shownEmail } from './member-columns.js';
