import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { COMMUNITY_NICHE_LABELS, COMMUNITY_NICHES } from '@domain/enums';
import { MSG } from '@domain/messages';
import { formatBRL } from '@domain/rules/money';
import type { CommunityDetail } from '@domain/schemas/communities';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { showSaveFailure } from '@web/lib/use-save-with-images';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { FormSection } from '@web/ui/form-section';
import { Input } from '@web/ui/input';
import { PageFormFooter } from '@web/ui/page-form-footer';
import { PageImagesSection, PageLinksSection } from '@web/ui/page-form-sections';
import { Select } from '@web/ui/select';
import { Textarea } from '@web/ui/textarea';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  COMMUNITY_FORM_FIELDS,
  type CommunityFormOutput,
  type CommunityFormValues,
  communityFormSchema,
  communityFormValuesOf,
  emptyCommunityForm,
} from './community-form-schema';
import { type CommunityFormMode, useSaveCommunity } from './use-save-community';

const T = COMMUNITIES_COPY.form;

// The shared schema behind a preprocess step: its input is the form's values, its output the API's body.
const resolver: Resolver<CommunityFormValues, unknown, CommunityFormOutput> =
  zodResolver(communityFormSchema);

const NICHE_OPTIONS = COMMUNITY_NICHES.map((niche) => ({
  value: niche,
  label: COMMUNITY_NICHE_LABELS[niche],
}));

const FIELD_MAP = Object.fromEntries(COMMUNITY_FORM_FIELDS.map((field) => [field, field]));

interface CommunityFormProps {
  mode: CommunityFormMode;
  /** The community being edited (edit mode). */
  community?: CommunityDetail;
  /** Where success (after the spec's delay) and 'Cancelar' lead. */
  returnTo: string;
  cancelTo: string;
}

/** Reads a typed amount ('49.9', '49,90') for the hint; null when there is none. */
function typedAmount(value: string | undefined): number | null {
  if (!value?.trim()) return null;
  const amount = Number(value.replace(',', '.'));
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/**
 * A community's data (SPEC §3, §5 "Community"): validated with the server's own schema, the
 * server's answers placed on the fields they concern (a taken name on the name). Logo and banner
 * are chosen here and sent once the community is saved.
 */
export function CommunityForm({ mode, community, returnTo, cancelTo }: CommunityFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const saving = useSaveCommunity({ mode, community, returnTo });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommunityFormValues, unknown, CommunityFormOutput>({
    resolver,
    defaultValues: community ? communityFormValuesOf(community) : emptyCommunityForm(),
  });

  const name = useWatch({ control, name: 'name' });
  const requiresPayment = useWatch({ control, name: 'requiresPayment' });
  const amount = typedAmount(useWatch({ control, name: 'paymentAmount' }));

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    const failure = await saving.save(input);
    if (!failure) return;
    showSaveFailure(failure, {
      setError,
      setFormError,
      nameField: 'name',
      duplicateName: MSG.communities.duplicateName,
      fieldMap: FIELD_MAP,
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <fieldset disabled={saving.done} className="flex min-w-0 flex-col gap-6">
        <FormSection title={T.sections.about}>
          <FormField label={T.name} error={fieldErrorMessages(errors.name)}>
            {(c) => <Input {...c} aria-required="true" maxLength={120} {...register('name')} />}
          </FormField>
          <FormField
            label={T.description}
            hint={T.descriptionHint}
            error={fieldErrorMessages(errors.description)}
          >
            {(c) => (
              <Textarea {...c} aria-required="true" rows={5} maxLength={5000} {...register('description')} />
            )}
          </FormField>
          <FormField label={T.niche} error={fieldErrorMessages(errors.niche)} className="md:max-w-xs">
            {(c) => <Select {...c} options={NICHE_OPTIONS} {...register('niche')} />}
          </FormField>
        </FormSection>

        <FormSection title={T.sections.access}>
          <Checkbox label={T.isPrivate} hint={T.isPrivateHint} {...register('isPrivate')} />
          <Checkbox
            label={T.requiresApproval}
            hint={T.requiresApprovalHint}
            {...register('requiresApproval')}
          />
          <Checkbox label={T.requiresPayment} hint={T.requiresPaymentHint} {...register('requiresPayment')} />
          {requiresPayment ? (
            <FormField
              label={T.paymentAmount}
              hint={T.paymentAmountHint(amount === null ? null : formatBRL(amount))}
              error={fieldErrorMessages(errors.paymentAmount)}
              className="md:max-w-xs"
            >
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  placeholder="0,00"
                  {...register('paymentAmount')}
                />
              )}
            </FormField>
          ) : null}
        </FormSection>

        <FormSection title={T.sections.content}>
          <FormField label={T.rules} hint={T.rulesHint} error={fieldErrorMessages(errors.rules)}>
            {(c) => <Textarea {...c} rows={4} maxLength={5000} {...register('rules')} />}
          </FormField>
          <FormField
            label={T.welcomeMessage}
            hint={T.welcomeMessageHint}
            error={fieldErrorMessages(errors.welcomeMessage)}
          >
            {(c) => <Textarea {...c} rows={3} maxLength={2000} {...register('welcomeMessage')} />}
          </FormField>
        </FormSection>

        <PageLinksSection
          texts={{ ...T, title: T.sections.links, pageUrl: T.communityUrl, pageUrlHint: T.communityUrlHint }}
          location={{ registration: register('location'), error: errors.location }}
          website={{ registration: register('website'), error: errors.website }}
          pageUrl={{ registration: register('communityUrl'), error: errors.communityUrl }}
        />

        <PageImagesSection
          title={T.sections.images}
          texts={T}
          saving={saving}
          name={name ?? ''}
          testIdPrefix="community"
        />
      </fieldset>

      <PageFormFooter
        mode={mode}
        saving={saving}
        submitting={isSubmitting}
        formError={formError}
        returnTo={returnTo}
        cancelTo={cancelTo}
        texts={T}
      />
    </form>
  );
}
