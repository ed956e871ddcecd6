import { IMAGE_PURPOSES } from '@domain/limits';
import { fieldErrorMessages } from '@web/lib/form-errors';
import type { PageImageKind } from '@web/lib/use-image-choice';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Avatar } from './avatar';
import { FormField } from './form-field';
import { FormSection } from './form-section';
import { ImageField } from './image-field';
import { Input } from './input';
import { UrlInput } from './url-input';

/*
 * The sections a page form (a community, a company) shares: where the page is and its links, and
 * its logo and banner. Each feature words its own labels and names its own page link field.
 */

/** One field of the form: what `register` returned for it and its error. */
export interface RegisteredField {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** The words of the links section (from the feature's form copy). */
export interface PageLinksTexts {
  title: string;
  location: string;
  locationPlaceholder: string;
  website: string;
  /** The page's own link ('Link da comunidade', 'Link da empresa'). */
  pageUrl: string;
  pageUrlHint: string;
}

interface PageLinksSectionProps {
  texts: PageLinksTexts;
  location: RegisteredField;
  website: RegisteredField;
  pageUrl: RegisteredField;
}

/** Location and website side by side, then the page's own link. */
export function PageLinksSection({ texts, location, website, pageUrl }: PageLinksSectionProps) {
  return (
    <FormSection title={texts.title}>
      <div className="grid gap-6 md:grid-cols-2">
        <FormField label={texts.location} error={fieldErrorMessages(location.error)}>
          {(c) => (
            <Input
              {...c}
              maxLength={200}
              placeholder={texts.locationPlaceholder}
              autoComplete="address-level2"
              {...location.registration}
            />
          )}
        </FormField>
        <FormField label={texts.website} error={fieldErrorMessages(website.error)}>
          {(c) => <UrlInput {...c} {...website.registration} />}
        </FormField>
      </div>
      <FormField label={texts.pageUrl} hint={texts.pageUrlHint} error={fieldErrorMessages(pageUrl.error)}>
        {(c) => <UrlInput {...c} {...pageUrl.registration} />}
      </FormField>
    </FormSection>
  );
}

/** The words of the logo and banner fields (a feature's form copy has them all). */
export interface PageImagesTexts {
  logo: string;
  logoHint: string;
  logoAlt: string;
  logoChoose: string;
  logoChange: string;
  logoRemove: string;
  banner: string;
  bannerHint: string;
  bannerAlt: string;
  bannerChoose: string;
  bannerChange: string;
  bannerRemove: string;
  imagePending: (fileName: string) => string;
}

/** The words of one of the two image fields. */
function imageFieldTexts(texts: PageImagesTexts, kind: PageImageKind) {
  return kind === 'logo'
    ? {
        title: texts.logo,
        hint: texts.logoHint,
        alt: texts.logoAlt,
        choose: texts.logoChoose,
        change: texts.logoChange,
        remove: texts.logoRemove,
      }
    : {
        title: texts.banner,
        hint: texts.bannerHint,
        alt: texts.bannerAlt,
        choose: texts.bannerChoose,
        change: texts.bannerChange,
        remove: texts.bannerRemove,
      };
}

/** The logo (the page's letters while it has none) or the banner (a gradient while it has none). */
function pageImagePreview(
  kind: PageImageKind,
  src: string | null,
  alt: string,
  name: string,
  letters?: string,
) {
  if (kind === 'logo') {
    return src ? (
      <img
        src={src}
        alt={alt}
        className="size-24 rounded-control border border-line object-cover md:size-32"
      />
    ) : (
      <Avatar name={name.trim() || '?'} letters={letters} size="2xl" shape="square" decorative />
    );
  }
  return src ? (
    <img
      src={src}
      alt={alt}
      className="aspect-[4/1] w-full rounded-control border border-line object-cover"
    />
  ) : (
    <div
      aria-hidden="true"
      className="aspect-[4/1] w-full rounded-control border border-dashed border-line-strong bg-linear-to-r from-primary-100 via-secondary-100 to-accent-100"
    />
  );
}

/** The chosen files and stored images of a page form (useSaveWithImages). */
export interface PageImagesState {
  files: Record<PageImageKind, File | null>;
  setFile: (kind: PageImageKind, file: File | null) => void;
  images: Record<PageImageKind, string | null>;
}

interface PageImagesSectionProps {
  title: string;
  texts: PageImagesTexts;
  saving: PageImagesState;
  /** The page's name as typed, for the logo's letters when there is no image. */
  name: string;
  /** The logo's letters when there is none (default: the initials of `name`). */
  letters?: string;
  /** The file inputs' test ids are `{testIdPrefix}-logo-input` and `{testIdPrefix}-banner-input`. */
  testIdPrefix: string;
}

/** The logo and the banner, each chosen here and sent once the page is saved. */
export function PageImagesSection({
  title,
  texts,
  saving,
  name,
  letters,
  testIdPrefix,
}: PageImagesSectionProps) {
  const field = (kind: PageImageKind) => {
    const words = imageFieldTexts(texts, kind);
    return (
      <ImageField
        title={words.title}
        chooseLabel={words.choose}
        changeLabel={words.change}
        removeLabel={words.remove}
        hint={words.hint}
        pendingHint={(fileName) => `${words.hint} ${texts.imagePending(fileName)}`}
        maxBytes={IMAGE_PURPOSES[kind].maxBytes}
        inputTestId={`${testIdPrefix}-${kind}-input`}
        file={saving.files[kind]}
        onChange={(file) => saving.setFile(kind, file)}
        currentUrl={saving.images[kind]}
        renderPreview={(src) => pageImagePreview(kind, src, words.alt, name, letters)}
      />
    );
  };
  return (
    <FormSection title={title}>
      <div className="grid gap-6 md:grid-cols-[auto_1fr]">
        {field('logo')}
        {field('banner')}
      </div>
    </FormSection>
  );
}
