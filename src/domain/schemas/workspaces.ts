import { z } from 'zod';
import { COMMUNITY_ROLES, COMPANY_ROLES } from '../enums.js';

/**
 * GET /api/me/workspaces — the companies she helps run (any company_admins row) and the active
 * communities where she is admin or moderator. One server answer drives the 'Para Negócios'
 * modal and the contextual menus under /empresas/{id} and /comunidades/{id} (SPEC §2, §6).
 */
export const workspaceCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  role: z.enum(COMPANY_ROLES),
});

export const workspaceCommunitySchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  role: z.enum(COMMUNITY_ROLES).exclude(['member']),
});

export const workspacesSchema = z.object({
  companies: z.array(workspaceCompanySchema),
  communities: z.array(workspaceCommunitySchema),
});

export type WorkspaceCompany = z.infer<typeof workspaceCompanySchema>;
export type WorkspaceCommunity = z.infer<typeof workspaceCommunitySchema>;
export type Workspaces = z.infer<typeof workspacesSchema>;
