import { MSG } from '@domain/messages';
import { useAuth } from '@web/lib/auth-provider';
import { PageLoading } from '@web/ui/page-states';
import { SignInFirst } from './own-public-profile';
import { PublicProfile } from './public-profile-page';

/**
 * /perfil-publico-novo: her own public profile, rendered in place (the address stays), as anyone
 * sees it at /m/{slug}. A visitor goes to /login first and comes back here after signing in.
 */
export function NewPublicProfilePage() {
  const { status, user, profile } = useAuth();
  if (status === 'loading') return <PageLoading label={MSG.profile.loading} labelHidden />;
  if (status === 'signed-out' || !user) return <SignInFirst />;
  const by = profile?.slug ? { slug: profile.slug } : { id: user.id };
  return <PublicProfile key={'slug' in by ? `s:${by.slug}` : `i:${by.id}`} by={by} />;
}
