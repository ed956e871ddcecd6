import { PROFILE_COPY } from '@domain/copy/profile';
import { QR_SIZE_DIALOG_PX } from '@domain/limits';
import { COPY, MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { useAuth } from '@web/lib/auth-provider';
import { pageOrigin } from '@web/lib/page-origin';
import { useHydrated } from '@web/lib/use-hydrated';
import { usePageTitle } from '@web/lib/use-page-title';
import { Button, ButtonLink, buttonClasses } from '@web/ui/button';
import { Logo } from '@web/ui/logo';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { QrShareDialog } from '@web/ui/qr-share-dialog';
import { ArrowLeft, Mail, Phone, Share2, UserRoundX } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { ProfileBody } from '../components/profile-body';
import { ProfileHeader } from '../components/profile-header';
import { fromPublicProfile } from '../components/profile-view';
import { publicProfileByIdQueryOptions, publicProfileBySlugQueryOptions } from '../public-profile-api';
import { OwnPublicProfileRedirect } from './own-public-profile';

// Her counts, the connect and follow buttons (issue 17) and her '…' menu (silence, block,
// 'Denunciar': issue 19), for signed-in visitors only: loaded on demand, so a shared profile's
// first render (a visitor's) does not carry the network feature.
const MemberActivity = lazy(async () => ({
  default: (await import('@web/features/posts')).MemberActivity,
}));
const ProfileNetwork = lazy(async () => ({
  default: (await import('@web/features/network')).ProfileNetwork,
}));

/**
 * /m/:slug and /perfil-publico/:id: anyone's profile, read-only, signed in or not (bare layout).
 * /perfil-publico with no id opens her own public profile, or the login page for a visitor.
 */
export function PublicProfilePage() {
  const { slug, id } = useParams();
  if (slug) return <PublicProfile key={`s:${slug}`} by={{ slug }} />;
  if (id) return <PublicProfile key={`i:${id}`} by={{ id }} />;
  return <OwnPublicProfileRedirect />;
}

export type Lookup = { slug: string } | { id: string };

/** Anyone's public profile, by slug or id, with its top bar (also /perfil-publico-novo's content). */
export function PublicProfile({ by }: { by: Lookup }) {
  const query = useQuery(
    'slug' in by ? publicProfileBySlugQueryOptions(by.slug) : publicProfileByIdQueryOptions(by.id),
  );
  const { status, user } = useAuth();
  // Her network and activity are the browser's: the server renders the profile without them.
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  usePageTitle(query.data?.fullName ?? COPY.pages.publicProfile);

  // SPEC §2: from her own address she goes back to her profile; from an id link, to the feed.
  const back =
    status === 'signed-in'
      ? 'slug' in by
        ? { to: '/meu-perfil', label: MSG.profile.backToMyProfile }
        : { to: '/feed', label: MSG.profile.backToFeed }
      : null;

  const topBar = (share?: ReactNode) => (
    <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
      {back ? (
        <ButtonLink to={back.to} variant="ghost" className="-ml-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </ButtonLink>
      ) : (
        <Logo to="/home" />
      )}
      {share}
    </div>
  );

  let content: ReactNode;
  if (query.isPending) {
    content = <PageLoading label={MSG.profile.loading} />;
  } else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    content = notFound ? (
      <PageNotFound icon={UserRoundX} title={MSG.profile.notFoundDot} />
    ) : (
      <PageProblem title={MSG.profile.loadError} onRetry={() => void query.refetch()} />
    );
  } else {
    const view = fromPublicProfile(query.data);
    const pageUrl = `${pageOrigin()}${pathname}`;
    const share = (
      <QrShareDialog
        trigger={
          <Button variant="outline">
            <Share2 aria-hidden="true" className="size-4" />
            {PROFILE_COPY.actions.share}
          </Button>
        }
        title={PROFILE_COPY.publicShareTitle}
        description={MSG.profile.shareScan}
        url={pageUrl}
        size={QR_SIZE_DIALOG_PX}
        qrLabel={PROFILE_COPY.qrAlt(pageUrl)}
        copyLabel={PROFILE_COPY.actions.copyLink}
        copyFailedMessage={PROFILE_COPY.copyFailed}
      />
    );
    // A signed-in visitor connects and follows (issue 17); the mail link stays only when she
    // made her e-mail public. Anonymous visitors get no network buttons.
    const network =
      status === 'signed-in' && hydrated ? (
        <Suspense fallback={null}>
          <ProfileNetwork
            memberId={query.data.id}
            name={view.fullName}
            own={user?.id === query.data.id}
            showsConnections={query.data.shows.connections}
          />
        </Suspense>
      ) : null;
    const contact =
      view.email || view.phone ? (
        <>
          {view.email ? (
            <a
              href={`mailto:${view.email}`}
              title={PROFILE_COPY.contactEmail(view.email)}
              className={buttonClasses({ variant: 'primary' })}
            >
              <Mail aria-hidden="true" className="size-4" />
              {MSG.profile.contact}
            </a>
          ) : null}
          {view.phone ? (
            <a
              href={`tel:${view.phone.replace(/[^\d+]/g, '')}`}
              className={buttonClasses({ variant: 'outline' })}
            >
              <Phone aria-hidden="true" className="size-4" />
              <span className="sr-only">{PROFILE_COPY.phone}: </span>
              {view.phone}
            </a>
          ) : null}
        </>
      ) : null;

    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 md:px-6 md:py-8">
        {topBar(share)}
        <ProfileHeader
          profile={view}
          actions={
            network || contact ? (
              <>
                {network}
                {contact}
              </>
            ) : null
          }
        />
        <ProfileBody profile={view} />
        {/* Her recent posts, as each signed-in visitor may read them (audience kept, issue 17),
            unless she keeps her activity from this reader (issue 19). */}
        {status === 'signed-in' && hydrated && query.data.shows.activity ? (
          <Suspense fallback={null}>
            <MemberActivity memberId={query.data.id} />
          </Suspense>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 md:px-6 md:py-8">
      {topBar()}
      {content}
    </div>
  );
}
