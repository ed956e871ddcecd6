import { type DBAdapter, getCurrentAdapter } from 'better-auth';
import { profileSlugFromName } from '../../domain/rules/slug.js';

/**
 * Lets better-auth's adapter write `user_profile`, so her profile can be created inside the
 * sign-up transaction (see createProfileInSignUp). Only the fields set at sign-up are declared;
 * the table's defaults fill the rest (is_looking_for_job true, experience_years 0, …).
 */
export const userProfileModel = {
  id: 'elas-user-profile',
  schema: {
    userProfile: {
      fields: {
        slug: { type: 'string', required: true, unique: true },
        fullName: { type: 'string', required: true },
        email: { type: 'string', required: true },
      },
    },
  },
} as const;

/**
 * Runs when her credential account is created: inside the sign-up transaction, right after her
 * user row. Creating the profile here means the account and the profile commit together or not
 * at all (better-auth's user `create.after` hook would run only after the commit).
 * Slug (SPEC §5): from the name; when that is empty, taken or another member's id (the rule the
 * slug editor applies too, rules/slug.ts), her user id.
 */
export async function createProfileInSignUp(userId: string, fallback: DBAdapter): Promise<void> {
  const adapter = await getCurrentAdapter(fallback);
  const user = await adapter.findOne<{ id: string; name: string; email: string }>({
    model: 'user',
    where: [{ field: 'id', value: userId }],
  });
  if (!user) throw new Error(`sign-up: user ${userId} not found in its own transaction`);
  const existing = await adapter.findOne({ model: 'userProfile', where: [{ field: 'id', value: userId }] });
  if (existing) return;
  const wanted = profileSlugFromName(user.name, user.id);
  const taken = wanted
    ? await adapter.findOne({ model: 'userProfile', where: [{ field: 'slug', value: wanted }] })
    : null;
  await adapter.create({
    model: 'userProfile',
    data: { id: user.id, slug: wanted && !taken ? wanted : user.id, fullName: user.name, email: user.email },
    forceAllowId: true,
  });
}
