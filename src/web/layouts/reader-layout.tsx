import { useAuth } from '@web/features/auth/auth-provider';
import { PageSpinner } from '@web/ui/spinner';
import { Suspense } from 'react';
import { LazyAppLayout } from './lazy-shell';
import { PublicLayout } from './public-layout';

/**
 * News and articles are on the logged-in paths (/news…) but visitors may read them too (SPEC §6):
 * a member reads them inside the logged-in bar, a visitor inside the public header and footer.
 */
export function ReaderLayout() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status !== 'signed-in') return <PublicLayout />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyAppLayout />
    </Suspense>
  );
}
