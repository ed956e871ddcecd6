import { describe, expect, it } from 'vitest';
import { COMMUNITY_ROLES, COMPANY_ROLES } from '../../enums.js';
import { COMMENT_POLICY } from './comment.js';
import {
  COMMUNITY_PERMISSIONS,
  COMMUNITY_POLICY,
  type CommunitySubject,
  communityStandingOf,
} from './community.js';
import { COMPANY_PERMISSIONS, COMPANY_POLICY } from './company.js';
import { PLATFORM_POLICY, platformRoleOf } from './platform.js';
import { flagName, viewerFlags } from './policy.js';
import { POST_POLICY } from './post.js';
import { NO_RELATION } from './relation.js';
import { APPLICATION_POLICY, applyRefusal, VACANCY_POLICY, type VacancySubject } from './vacancy.js';

const allowed = (policy: Record<string, (s: never) => boolean>, subject: unknown) =>
  Object.keys(policy)
    .filter((action) => policy[action]!(subject as never))
    .sort();

describe('community permissions (SPEC §6)', () => {
  const approved = (role: CommunitySubject['role'], isPrivate = true): CommunitySubject => ({
    membership: 'approved',
    role,
    isPrivate,
  });

  it('gives admins everything, moderators all but granting, members their own voice', () => {
    expect(allowed(COMMUNITY_POLICY, approved('admin'))).toEqual(Object.keys(COMMUNITY_POLICY).sort());
    expect(allowed(COMMUNITY_POLICY, approved('moderator'))).not.toContain('grant');
    expect(allowed(COMMUNITY_POLICY, approved('moderator'))).toContain('reviewRequests');
    expect(allowed(COMMUNITY_POLICY, approved('member'))).toEqual(['contribute', 'read']);
  });

  it('counts a role only once the membership is approved', () => {
    const pendingModerator = communityStandingOf({ role: 'moderator', approved: false }, true);
    expect(pendingModerator).toEqual({ membership: 'pending', role: null, isPrivate: true });
    expect(allowed(COMMUNITY_POLICY, pendingModerator)).toEqual([]);
    expect(communityStandingOf({ role: null, approved: null }, false).membership).toBe('none');
  });

  it('lets everyone read a public community, and only approved members a private one', () => {
    const none = { membership: 'none', role: null } as const;
    expect(COMMUNITY_POLICY.read({ ...none, isPrivate: false })).toBe(true);
    expect(COMMUNITY_POLICY.read({ ...none, isPrivate: true })).toBe(false);
    expect(COMMUNITY_POLICY.contribute({ ...none, isPrivate: false })).toBe(false);
  });

  it('names only roles communities have', () => {
    for (const roles of Object.values(COMMUNITY_PERMISSIONS))
      for (const role of roles) expect(COMMUNITY_ROLES).toContain(role);
  });
});

describe('company permissions (issue 8: admin and editor)', () => {
  const as = (role: 'admin' | 'editor' | null, platformRole: 'admin' | null = null) => ({
    role,
    platformRole,
  });

  it('gives admins every company action, editors all but delete and grant, others none', () => {
    const companyActions = Object.keys(COMPANY_PERMISSIONS).sort();
    expect(allowed(COMPANY_POLICY, as('admin'))).toEqual(companyActions);
    expect(allowed(COMPANY_POLICY, as('editor'))).toEqual([
      'createEvents',
      'edit',
      'manageVacancies',
      'moderateComments',
      'post',
      'searchTalent',
      'viewMembers',
    ]);
    expect(allowed(COMPANY_POLICY, as(null))).toEqual([]);
  });

  it('leaves the seal to platform administrators, never to the company’s own admins', () => {
    expect(COMPANY_POLICY.seal(as('admin'))).toBe(false);
    expect(allowed(COMPANY_POLICY, as(null, 'admin'))).toEqual(['seal']);
  });

  it('reads an unknown platform role as none', () => {
    for (const role of [null, undefined, '', 'user', 'Admin', 'toString']) {
      expect(platformRoleOf(role)).toBeNull();
      expect(PLATFORM_POLICY.publishNews({ role: platformRoleOf(role) })).toBe(false);
    }
    expect(PLATFORM_POLICY.grantSeal({ role: platformRoleOf('admin') })).toBe(true);
  });

  it('names only roles companies have', () => {
    for (const roles of Object.values(COMPANY_PERMISSIONS))
      for (const role of roles) expect(COMPANY_ROLES).toContain(role);
  });
});

describe('vacancy permissions', () => {
  const open: VacancySubject = {
    signedIn: true,
    companyRole: null,
    isActive: true,
    receivesHere: true,
    hasApplication: false,
  };

  it('lets a member apply once to an open vacancy received here, and withdraw what she sent', () => {
    expect(allowed(VACANCY_POLICY, open)).toEqual(['apply', 'save']);
    expect(allowed(VACANCY_POLICY, { ...open, hasApplication: true })).toEqual(['save', 'withdraw']);
  });

  it('says why she may not apply, the first reason first', () => {
    expect(applyRefusal({ ...open, signedIn: false })).toBe('signedOut');
    expect(applyRefusal({ ...open, companyRole: 'editor', isActive: false })).toBe('staff');
    expect(applyRefusal({ ...open, isActive: false, receivesHere: false })).toBe('closed');
    expect(applyRefusal({ ...open, receivesHere: false })).toBe('external');
    expect(applyRefusal({ ...open, hasApplication: true })).toBe('applied');
  });

  it('lets the company’s staff manage it, never apply', () => {
    expect(allowed(VACANCY_POLICY, { ...open, companyRole: 'editor' })).toEqual(['manage', 'save']);
  });

  it('lets any signed-in member save it, and nobody signed out', () => {
    expect(allowed(VACANCY_POLICY, { ...open, isActive: false })).toEqual(['save']);
    expect(allowed(VACANCY_POLICY, { ...open, signedIn: false })).toEqual([]);
  });

  it("lets her and the staff who see applications read an attached CV; notes are the staff's", () => {
    expect(allowed(APPLICATION_POLICY, { isApplicant: true, companyRole: null })).toEqual(['readCv']);
    for (const companyRole of COMPANY_ROLES) {
      expect(allowed(APPLICATION_POLICY, { isApplicant: false, companyRole })).toEqual([
        'readCv',
        'readNotes',
        'writeNotes',
      ]);
    }
    expect(allowed(APPLICATION_POLICY, { isApplicant: false, companyRole: null })).toEqual([]);
  });
});

describe('posts and viewer flags', () => {
  it('leaves editing and deleting to the post’s writer, reacting and commenting to whoever reads it', () => {
    const hers = { isAuthor: true, visible: true, relation: NO_RELATION };
    expect(allowed(POST_POLICY, hers)).toEqual(['comment', 'delete', 'edit', 'react', 'read']);
    expect(allowed(POST_POLICY, { ...hers, isAuthor: false })).toEqual(['comment', 'react', 'read']);
    expect(allowed(POST_POLICY, { ...hers, isAuthor: false, visible: false })).toEqual([]);
    expect(allowed(POST_POLICY, { ...hers, isAuthor: false, relation: { blocked: true } })).toEqual(['read']);
  });

  it('lets a comment be removed by its writer, the post’s writer and who looks after the place', () => {
    const none = { isAuthor: false, isPostAuthor: false, moderatesPlace: false, relation: NO_RELATION };
    expect(allowed(COMMENT_POLICY, { ...none, isAuthor: true })).toEqual(['delete', 'edit']);
    expect(allowed(COMMENT_POLICY, { ...none, isPostAuthor: true })).toEqual(['delete']);
    expect(allowed(COMMENT_POLICY, { ...none, moderatesPlace: true })).toEqual(['delete']);
    expect(allowed(COMMENT_POLICY, none)).toEqual([]);
  });

  it('names a flag after its action, the same way for every kind', () => {
    expect(flagName('reviewRequests')).toBe('canReviewRequests');
    expect(viewerFlags(POST_POLICY, { isAuthor: true, visible: true, relation: NO_RELATION })).toEqual({
      canRead: true,
      canEdit: true,
      canDelete: true,
      canReact: true,
      canComment: true,
    });
  });
});
