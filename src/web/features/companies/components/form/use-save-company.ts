import { COMPANIES_COPY } from '@domain/copy/companies';
import { REDIRECT_AFTER_COMPANY_SAVE_MS } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { CompanyDetail } from '@domain/schemas/companies';
import { toast } from '@web/lib/toast';
import { type SaveMode, useSaveWithImages } from '@web/lib/use-save-with-images';
import { useEffect } from 'react';
import { useCreateCompany, useUpdateCompany, useUploadCompanyImage } from '../../api';
import type { CompanyFormOutput } from './company-form-schema';

const MESSAGES = {
  createError: MSG.companies.createError,
  updateError: MSG.companies.updateError,
  notFound: MSG.companies.notFound,
  logoUploadError: COMPANIES_COPY.form.logoUploadError,
  bannerUploadError: COMPANIES_COPY.form.bannerUploadError,
  created: MSG.companies.created,
  updated: MSG.companies.updated,
};

/**
 * Saving the company form: the company (POST creates it and her admin row together; PUT edits),
 * then the chosen logo and banner, which need its id (useSaveWithImages). Success shows
 * 'Empresa criada com sucesso!' / 'Empresa atualizada com sucesso!' (in the form and as a
 * toast) and returns to `returnTo`
 * after REDIRECT_AFTER_COMPANY_SAVE_MS (SPEC §9: 1200 ms, create and edit alike).
 */
export function useSaveCompany({
  mode,
  company,
  returnTo,
}: {
  mode: SaveMode;
  /** The company being edited. */
  company?: CompanyDetail;
  returnTo: string;
}) {
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const upload = useUploadCompanyImage();
  const saving = useSaveWithImages<CompanyFormOutput, CompanyDetail>({
    mode,
    page: company,
    returnTo,
    redirectMs: REDIRECT_AFTER_COMPANY_SAVE_MS,
    create: (input) => create.mutateAsync(input),
    update: (id, input) => update.mutateAsync({ id, input }),
    upload: (id, kind, file) => upload.mutateAsync({ id, kind, file }),
    messages: MESSAGES,
  });

  // The spec's success texts also come as a toast, which outlives the redirect: she still reads
  // it on the page she is taken to.
  const { done, successMessage } = saving;
  useEffect(() => {
    if (done) toast.success(successMessage);
  }, [done, successMessage]);

  return saving;
}
