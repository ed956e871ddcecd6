import { eq, sql } from 'drizzle-orm';
import { PLATFORM_POLICY, platformRoleOf } from '../../../domain/rules/permissions/platform.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type { Me, PublicConfig } from '../../../domain/schemas/auth.js';
import type { SessionUser } from '../../auth/auth.js';
import type { Database } from '../../db/client.js';
import { perExecutor } from '../../db/prepared.js';
import { userProfile } from '../../db/schema/index.js';

/** The header's profile summary, prepared once per database: every signed-in page asks for it. */
const meStatement = perExecutor((db) =>
  db
    .select({
      slug: userProfile.slug,
      fullName: userProfile.fullName,
      professionalTitle: userProfile.professionalTitle,
      profileImageUrl: userProfile.profileImageUrl,
    })
    .from(userProfile)
    .where(eq(userProfile.id, sql.placeholder('id')))
    .limit(1)
    .prepare('me_profile'),
);

/** Who is signed in, with the profile summary every page header needs. */
export async function describeMe(db: Database, user: SessionUser | null): Promise<Me> {
  if (!user) return { user: null, profile: null };
  const [profile] = await meStatement(db).execute({ id: user.id });
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role ?? 'member',
      twoFactorEnabled: user.twoFactorEnabled === true,
      viewer: viewerFlags(PLATFORM_POLICY, { role: platformRoleOf(user.role) }),
    },
    profile: profile ?? null,
  };
}

/** The deployment's settings the client needs (GET /api/config). */
export function publicConfig(settings: { marketingUrl: string }): PublicConfig {
  return { marketingUrl: settings.marketingUrl };
}
