import { PROFILE_COPY } from '@domain/copy/profile';
import { LANGUAGE_LEVELS, type LanguageLevel } from '@domain/enums';
import { PROFILE_TOAST_MS } from '@domain/limits';
import { MSG } from '@domain/messages';
import { isoDate } from '@domain/schemas/fields';
import { type OwnProfile, profileUpdateSchema } from '@domain/schemas/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { PRIVACY_SETTINGS_PATH } from '@web/features/privacy';
import { isApiError } from '@web/lib/api';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { TagInput } from '@web/ui/tag-input';
import { TextLink } from '@web/ui/text-link';
import { Textarea } from '@web/ui/textarea';
import { useState } from 'react';
import { Controller, type FieldPath, type FieldValues, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type BrazilianState, type CatalogueItem, useUpdateProfile } from '../api';
import { ChildrenField } from './children-field';
import { LanguagePicker } from './language-picker';
import { SectionCard } from './section-card';

const L = PROFILE_COPY.labels;
const S = PROFILE_COPY.sections;

/**
 * The domain's PUT /profile/me schema, reading the form's empty selects and dates ('') as null.
 * Everything else (trimming, https:// prefix, duplicates, experience years ≥ 0) is the domain's.
 */
const profileFormSchema = profileUpdateSchema.extend({
  state: z.union([z.literal(''), z.string().length(2)]).transform((v) => v || null),
  birthDate: z.union([z.literal(''), isoDate]).transform((v) => v || null),
});
type ProfileFormInput = z.input<typeof profileFormSchema>;

const FIELDS = [
  'fullName',
  'professionalTitle',
  'bio',
  'phone',
  'state',
  'city',
  'birthDate',
  'experienceYears',
  'linkedinUrl',
  'websiteUrl',
  'lattesUrl',
  'isLookingForJob',
  'softSkills',
  'hardSkills',
  'filhos',
  'idiomas',
] as const satisfies readonly (keyof ProfileFormInput)[];

function isLevel(value: string): value is LanguageLevel {
  return (LANGUAGE_LEVELS as readonly string[]).includes(value);
}

export function toFormValues(profile: OwnProfile): ProfileFormInput {
  return {
    fullName: profile.fullName,
    professionalTitle: profile.professionalTitle ?? '',
    bio: profile.bio ?? '',
    phone: profile.phone ?? '',
    state: profile.state ?? '',
    city: profile.city ?? '',
    birthDate: profile.birthDate ?? '',
    experienceYears: profile.experienceYears,
    linkedinUrl: profile.linkedinUrl ?? '',
    websiteUrl: profile.websiteUrl ?? '',
    lattesUrl: profile.lattesUrl ?? '',
    isLookingForJob: profile.isLookingForJob,
    softSkills: profile.softSkills,
    hardSkills: profile.hardSkills,
    // A child saved without a birth date keeps '' here and must get one (or be removed) to save.
    filhos: profile.filhos.map((child) => ({ nome: child.nome, birth_date: child.birth_date ?? '' })),
    idiomas: profile.idiomas.flatMap((entry) =>
      isLevel(entry.nivel) ? [{ idioma_id: entry.idioma_id, nivel: entry.nivel }] : [],
    ),
  };
}

/** The first message among a field's errors, including an array's element errors ('filhos.0.…'). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && value !== error) {
      const nested = firstMessage(value);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** Server paths ('filhos.0.birth_date', 'softSkills') onto the form field they belong to. */
function formFieldOf<T extends FieldValues>(path: string): FieldPath<T> | null {
  const root = path.split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(root) ? (root as FieldPath<T>) : null;
}

interface PersonalProfileFormProps {
  profile: OwnProfile;
  states: BrazilianState[];
  languages: CatalogueItem[];
}

/** /perfil: everything of hers but the photo, the cover and the slug; one 'Salvar' for all. */
export function PersonalProfileForm({ profile, states, languages }: PersonalProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const updated = await updateProfile.mutateAsync(values);
      reset(toFormValues(updated));
      toast.success(MSG.profile.updated, { duration: PROFILE_TOAST_MS });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        let focused = false;
        for (const [path, message] of Object.entries(error.fields)) {
          const field = formFieldOf<ProfileFormInput>(path);
          if (!field) continue;
          setError(field, { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
        setFormError(focused ? error.message : MSG.profile.updateError);
        return;
      }
      setFormError(MSG.profile.updateError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <SectionCard title={S.details}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label={L.fullName} error={fieldErrorMessages(errors.fullName)} className="md:col-span-2">
            {(c) => <Input {...c} autoComplete="name" {...register('fullName')} />}
          </FormField>
          <FormField
            label={L.professionalTitle}
            error={fieldErrorMessages(errors.professionalTitle)}
            className="md:col-span-2"
          >
            {(c) => (
              <Input
                {...c}
                autoComplete="organization-title"
                placeholder={L.professionalTitlePlaceholder}
                {...register('professionalTitle')}
              />
            )}
          </FormField>
          <FormField label={L.bio} error={fieldErrorMessages(errors.bio)} className="md:col-span-2">
            {(c) => <Textarea {...c} rows={5} maxLength={2000} {...register('bio')} />}
          </FormField>
          <FormField label={L.phone} error={fieldErrorMessages(errors.phone)}>
            {(c) => <Input {...c} type="tel" autoComplete="tel" maxLength={30} {...register('phone')} />}
          </FormField>
          <FormField label={L.birthDate} error={fieldErrorMessages(errors.birthDate)}>
            {(c) => <Input {...c} type="date" autoComplete="bday" {...register('birthDate')} />}
          </FormField>
          <FormField label={L.state} error={fieldErrorMessages(errors.state)}>
            {(c) => (
              <Select
                {...c}
                placeholder={L.statePlaceholder}
                options={states.map((s) => ({ value: s.uf, label: s.name }))}
                {...register('state')}
              />
            )}
          </FormField>
          <FormField label={L.city} error={fieldErrorMessages(errors.city)}>
            {(c) => <Input {...c} autoComplete="address-level2" maxLength={80} {...register('city')} />}
          </FormField>
          <FormField label={L.experienceYears} error={fieldErrorMessages(errors.experienceYears)}>
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...register('experienceYears', { valueAsNumber: true })}
              />
            )}
          </FormField>
        </div>
      </SectionCard>

      <SectionCard title={S.languages}>
        <Controller
          control={control}
          name="idiomas"
          render={({ field, fieldState }) => (
            <LanguagePicker
              value={field.value}
              onChange={field.onChange}
              catalogue={languages}
              error={firstMessage(fieldState.error)}
            />
          )}
        />
      </SectionCard>

      <SectionCard title={S.skills}>
        <Controller
          control={control}
          name="softSkills"
          render={({ field, fieldState }) => (
            <TagInput
              label={L.softSkills}
              value={field.value}
              onChange={field.onChange}
              placeholder={L.softSkillsPlaceholder}
              addLabel={PROFILE_COPY.actions.add}
              removeLabel={PROFILE_COPY.actions.remove}
              duplicateMessage={PROFILE_COPY.skillAlreadyAdded}
              error={firstMessage(fieldState.error)}
              maxItems={30}
            />
          )}
        />
        <Controller
          control={control}
          name="hardSkills"
          render={({ field, fieldState }) => (
            <TagInput
              label={L.hardSkills}
              value={field.value}
              onChange={field.onChange}
              placeholder={L.hardSkillsPlaceholder}
              addLabel={PROFILE_COPY.actions.add}
              removeLabel={PROFILE_COPY.actions.remove}
              duplicateMessage={PROFILE_COPY.skillAlreadyAdded}
              error={firstMessage(fieldState.error)}
              maxItems={30}
            />
          )}
        />
      </SectionCard>

      <SectionCard title={S.children}>
        <Controller
          control={control}
          name="filhos"
          render={({ field, fieldState }) => (
            <ChildrenField
              value={field.value}
              onChange={field.onChange}
              error={firstMessage(fieldState.error)}
            />
          )}
        />
      </SectionCard>

      <SectionCard title={S.links}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label={L.linkedin} error={fieldErrorMessages(errors.linkedinUrl)}>
            {(c) => (
              <Input
                {...c}
                type="url"
                inputMode="url"
                placeholder="linkedin.com/in/..."
                {...register('linkedinUrl')}
              />
            )}
          </FormField>
          <FormField label={L.website} error={fieldErrorMessages(errors.websiteUrl)}>
            {(c) => (
              <Input {...c} type="url" inputMode="url" autoComplete="url" {...register('websiteUrl')} />
            )}
          </FormField>
          <FormField label={L.lattes} error={fieldErrorMessages(errors.lattesUrl)} className="md:col-span-2">
            {(c) => (
              <Input
                {...c}
                type="url"
                inputMode="url"
                placeholder="lattes.cnpq.br/..."
                {...register('lattesUrl')}
              />
            )}
          </FormField>
        </div>
      </SectionCard>

      <SectionCard title={S.preferences}>
        <div className="flex flex-col gap-4">
          <Checkbox label={L.lookingForJob} {...register('isLookingForJob')} />
          <p className="text-sm text-ink-muted">
            {PROFILE_COPY.hints.privacy}{' '}
            <TextLink to={PRIVACY_SETTINGS_PATH}>{PROFILE_COPY.hints.privacyLink}</TextLink>.
          </p>
        </div>
      </SectionCard>

      <FormAlert>{formError}</FormAlert>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full md:w-auto md:self-end">
        {isSubmitting ? MSG.common.saving : MSG.common.save}
      </Button>
    </form>
  );
}
