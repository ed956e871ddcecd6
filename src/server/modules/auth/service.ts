import { eq } from 'drizzle-orm';
import type { Me, PublicConfig } from '../../../domain/schemas/auth.js';
import type { SessionUser } from '../../auth/auth.js';
import type { Database } from '../../db/client.js';
import { userProfile } from '../../db/schema/index.js';

/** Who is signed in, with the profile summary every page header needs. */
export async function describeMe(db: Database, user: SessionUser | null): Promise<Me> {
  if (!user) return { user: null, profile: null };
  const [profile] = await db
    .select({
      slug: userProfile.slug,
      fullName: userProfile.fullName,
      professionalTitle: userProfile.professionalTitle,
      profileImageUrl: userProfile.profileImageUrl,
    })
    .from(userProfile)
    .where(eq(userProfile.id, user.id))
    .limit(1);
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role ?? 'member',
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
    profile: profile ?? null,
  };
}

/** The deployment's settings the client needs (GET /api/config). */
export function publicConfig(settings: { marketingUrl: string }): PublicConfig {
  return { marketingUrl: settings.marketingUrl };
}
