import { COMPANIES_COPY } from '@domain/copy/companies';
import { COMPANY_INDUSTRIES } from '@domain/enums';
import { FOUNDED_YEAR_MIN } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { CompanyDetail } from '@domain/schemas/companies';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { firstLetterOf } from '@web/lib/initials';
import { type SaveMode, showSaveFailure } from '@web/lib/use-save-with-images';
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
  COMPANY_FORM_FIELDS,
  type CompanyFormOutput,
  type CompanyFormValues,
  companyFormSchema,
  companyFormValuesOf,
  emptyCompanyForm,
} from './company-form-schema';
import { useSaveCompany } from './use-save-company';

const T = COMPANIES_COPY.form;

// The shared schema behind a preprocess step: its input is the form's values, its output the API's body.
const resolver: Resolver<CompanyFormValues, unknown, CompanyFormOutput> = zodResolver(companyFormSchema);

const FIELD_MAP = Object.fromEntries(COMPANY_FORM_FIELDS.map((field) => [field, field]));

interface CompanyFormProps {
  mode: SaveMode;
  /** The company being edited (edit mode). */
  company?: CompanyDetail;
  /** Where success (after the spec's delay) leads. */
  returnTo: string;
  /** Where 'Cancelar' leads. */
  cancelTo: string;
}

/**
 * A company's data (SPEC §3, §5 "Company"): validated with the server's own schema, the server's
 * answers placed on the fields they concern (a taken name on the name). Logo and banner are
 * chosen here and sent once the company is saved.
 */
export function CompanyForm({ mode, company, returnTo, cancelTo }: CompanyFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const saving = useSaveCompany({ mode, company, returnTo });
  // Read on render: the upper bound moves with the calendar (as the schema's does).
  const maxYear = new Date().getFullYear();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver,
    defaultValues: company ? companyFormValuesOf(company) : emptyCompanyForm(),
  });
  const name = useWatch({ control, name: 'name' }) ?? '';

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    const failure = await saving.save(input);
    if (!failure) return;
    showSaveFailure(failure, {
      setError,
      setFormError,
      nameField: 'name',
      duplicateName: MSG.companies.duplicateName,
      fieldMap: FIELD_MAP,
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <fieldset disabled={saving.done} className="flex min-w-0 flex-col gap-6">
        <FormSection title={T.sections.about}>
          <FormField label={T.name} error={fieldErrorMessages(errors.name)}>
            {(c) => (
              <Input
                {...c}
                aria-required="true"
                maxLength={120}
                autoComplete="organization"
                {...register('name')}
              />
            )}
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
          <FormField label={T.industry} error={fieldErrorMessages(errors.industry)} className="md:max-w-xs">
            {(c) => (
              <Select
                {...c}
                placeholder={T.industryPlaceholder}
                options={COMPANY_INDUSTRIES}
                {...register('industry')}
              />
            )}
          </FormField>
        </FormSection>

        <FormSection title={T.sections.details}>
          <div className="grid gap-6 md:grid-cols-2">
            <FormField label={T.size} hint={T.sizeHint} error={fieldErrorMessages(errors.size)}>
              {(c) => <Input {...c} maxLength={60} {...register('size')} />}
            </FormField>
            <FormField
              label={T.foundedYear}
              hint={T.foundedYearHint(maxYear)}
              error={fieldErrorMessages(errors.foundedYear)}
            >
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  inputMode="numeric"
                  min={FOUNDED_YEAR_MIN}
                  max={maxYear}
                  step={1}
                  {...register('foundedYear')}
                />
              )}
            </FormField>
          </div>
        </FormSection>

        <PageLinksSection
          texts={{ ...T, title: T.sections.links, pageUrl: T.companyUrl, pageUrlHint: T.companyUrlHint }}
          location={{ registration: register('location'), error: errors.location }}
          website={{ registration: register('website'), error: errors.website }}
          pageUrl={{ registration: register('companyUrl'), error: errors.companyUrl }}
        />

        <PageImagesSection
          title={T.sections.images}
          texts={T}
          saving={saving}
          name={name}
          letters={firstLetterOf(name) || '?'}
          testIdPrefix="company"
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
