import { CV_PDF_COPY } from '@domain/copy/cv-pdf';
import { PROFILE_COPY } from '@domain/copy/profile';
import { QR_SIZE_OWN_PROFILE_PX } from '@domain/limits';
import { COPY, MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { ProfileStrengthMeter } from '@web/features/onboarding';
import { apiUrl } from '@web/lib/api';
import { useAuth } from '@web/lib/auth-provider';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink, buttonClasses } from '@web/ui/button';
import { PageLoading, PageProblem } from '@web/ui/page-states';
import { QrShareDialog } from '@web/ui/qr-share-dialog';
import { Download, ExternalLink, QrCode } from 'lucide-react';
import { publicProfileByIdQueryOptions, useLanguageNames, useOwnProfile } from '../api';
import { IconButton } from '../components/icon-button';
import { ProfileBody } from '../components/profile-body';
import { ProfileHeader } from '../components/profile-header';
import { ProfileImageUpload } from '../components/profile-image-upload';
import { fromOwnProfile, publicProfileUrl } from '../components/profile-view';
import { SlugEditor } from '../components/slug-editor';

/**
 * /meu-perfil: her profile as others see it, plus what only she can do here — change the cover,
 * share the QR code of her public address, edit that address, and jump to each editor.
 * Her fields come from GET /profile/me; the CV sections from her public profile (GET /profiles/:id).
 */
export function MyProfilePage() {
  usePageTitle(COPY.pages.myProfile);
  const { user } = useAuth();
  const own = useOwnProfile();
  const cv = useQuery({ ...publicProfileByIdQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const names = useLanguageNames();

  if (own.isError || cv.isError) {
    return (
      <PageProblem
        title={MSG.profile.loadError}
        onRetry={() => {
          void own.refetch();
          void cv.refetch();
        }}
      />
    );
  }
  if (!own.data || !cv.data) return <PageLoading label={MSG.profile.loading} />;

  const view = fromOwnProfile(own.data, cv.data, names);
  const shareUrl = publicProfileUrl(view);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 md:px-6 md:py-8">
      <ProfileHeader
        profile={view}
        avatarAction={
          <QrShareDialog
            trigger={
              <IconButton variant="overlay" round aria-label={PROFILE_COPY.actions.shareQr}>
                <QrCode aria-hidden="true" className="size-5" />
              </IconButton>
            }
            title={MSG.profile.shareTitle}
            description={MSG.profile.shareScan}
            url={shareUrl}
            size={QR_SIZE_OWN_PROFILE_PX}
            qrLabel={PROFILE_COPY.qrAlt(shareUrl)}
            copyLabel={PROFILE_COPY.actions.copyLink}
            copyFailedMessage={PROFILE_COPY.copyFailed}
          />
        }
        actions={
          <>
            <ButtonLink to={`/m/${encodeURIComponent(view.slug || view.id)}`} variant="outline">
              <ExternalLink aria-hidden="true" className="size-4" />
              {PROFILE_COPY.actions.viewPublicProfile}
            </ButtonLink>
            {/* A plain link: the browser saves the PDF the server sends as an attachment. */}
            <a
              href={apiUrl('/profile/cv.pdf')}
              download
              title={CV_PDF_COPY.downloadHint}
              className={buttonClasses({ variant: 'outline' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {CV_PDF_COPY.download}
            </a>
            <ProfileImageUpload kind="banner" />
          </>
        }
      />
      <ProfileStrengthMeter />
      <SlugEditor slug={view.slug} origin={window.location.origin} />
      <ProfileBody profile={view} own />
    </div>
  );
}
