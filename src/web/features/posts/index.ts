// The feature's public entry for components and hooks; its data is api.ts (.dependency-cruiser.cjs).
export { Feed } from './components/feed';
/**
 * A member's 'Atividade' (issue 17), for her public profile. Load it on demand:
 * `lazy(() => import('@web/features/posts').then((m) => ({ default: m.MemberActivity })))`.
 */
export { MemberActivity } from './components/member-activity';
