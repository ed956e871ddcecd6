import { useAuth } from '@web/lib/auth-provider';
import { PageLoading } from '@web/ui/page-states';
import { Suspense } from 'react';
import { LazyAppLayout } from './lazy-shell';
import { PublicLayout } from './public-layout';

/**
 * News and articles are on the logged-in paths (/news…) but visitors may read them too (SPEC §6):
 * a member reads them inside the logged-in bar, a visitor inside the public header and footer.
 */
export function ReaderLayout() {
  const { status } = useAuth();
  if (status === 'loading') return <PageLoading />;
  if (status !== 'signed-in') return <PublicLayout />;
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyAppLayout />
    </Suspense>
  );
}
