import { fieldErrorMessages } from '@web/lib/form-errors';
import type { PageImageKind } from '@web/lib/use-image-choice';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { FormSection } from './form-section';
import { ImageField, type ImageFieldTexts } from './image-field';
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

function imageFieldTexts(texts: PageImagesTexts, kind: PageImageKind): ImageFieldTexts {
  return kind === 'logo'
    ? {
        title: texts.logo,
        hint: texts.logoHint,
        alt: texts.logoAlt,
        choose: texts.logoChoose,
        change: texts.logoChange,
        remove: texts.logoRemove,
        pending: texts.imagePending,
      }
    : {
        title: texts.banner,
        hint: texts.bannerHint,
        alt: texts.bannerAlt,
        choose: texts.bannerChoose,
        change: texts.bannerChange,
        remove: texts.bannerRemove,
        pending: texts.imagePending,
      };
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
  return (
    <FormSection title={title}>
      <div className="grid gap-6 md:grid-cols-[auto_1fr]">
        <ImageField
          kind="logo"
          texts={imageFieldTexts(texts, 'logo')}
          inputTestId={`${testIdPrefix}-logo-input`}
          file={saving.files.logo}
          onChange={(file) => saving.setFile('logo', file)}
          currentUrl={saving.images.logo}
          name={name}
          letters={letters}
        />
        <ImageField
          kind="banner"
          texts={imageFieldTexts(texts, 'banner')}
          inputTestId={`${testIdPrefix}-banner-input`}
          file={saving.files.banner}
          onChange={(file) => saving.setFile('banner', file)}
          currentUrl={saving.images.banner}
          name={name}
        />
      </div>
    </FormSection>
  );
}
