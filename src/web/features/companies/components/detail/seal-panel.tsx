import { COMPANY_DETAIL_COPY } from '@domain/copy/companies';
import { SEAL_CRITERIA_VERSION } from '@domain/limits';
import type { CompanyDetail } from '@domain/schemas/companies';
import { TwoFactorRequiredNotice, useNeedsTwoFactor } from '@web/features/auth';
import { formatLongDate } from '@web/lib/format-date';
import { Button } from '@web/ui/button';
import { ConfirmAction } from '@web/ui/confirm-action';
import { InfoSection } from '@web/ui/info-section';
import { BadgeCheck, BadgeX, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type SealAction, useCompanySeal } from '../../api';
import { SEAL_PAGE } from '../seal-badge';

const T = COMPANY_DETAIL_COPY.seal;

/**
 * For a platform administrator only (viewer.canSeal; the server refuses everyone else): whether
 * the company holds the diversity seal (since when, against which criteria version) and the one
 * action that changes it — 'Conceder selo' against the criteria published now
 * (SEAL_CRITERIA_VERSION) or 'Revogar selo' — each after a confirmation.
 */
export function SealPanel({ company }: { company: CompanyDetail }) {
  const seal = useCompanySeal(company.id);
  const [announcement, setAnnouncement] = useState('');
  const needsTwoFactor = useNeedsTwoFactor();
  if (!company.viewer.canSeal) return null;

  const run = async (action: SealAction) => {
    setAnnouncement('');
    try {
      await seal.mutateAsync(action);
    } catch (failure) {
      console.info(`[companies] selo (${action}) falhou`, failure);
      throw failure;
    }
    setAnnouncement(action === 'grant' ? T.granted : T.revoked);
  };

  const held = company.seal;
  return (
    <InfoSection
      title={T.title}
      icon={<ShieldCheck aria-hidden="true" className="size-5 text-primary-600" />}
      className="border border-accent-200"
    >
      <p className="text-sm text-ink-muted">{T.adminHint}</p>
      <p className="text-ink">
        {held ? T.grantedOn(formatLongDate(held.grantedAt), held.criteriaVersion) : T.none}
      </p>
      {/* The server refuses the seal to an administrator without two-factor sign-in. */}
      {needsTwoFactor ? <TwoFactorRequiredNotice /> : null}
      <div className="flex flex-wrap items-center gap-3">
        {needsTwoFactor ? null : held ? (
          <ConfirmAction
            trigger={
              <Button variant="outline" size="sm">
                <BadgeX aria-hidden="true" className="size-4" />
                {T.revoke}
              </Button>
            }
            title={T.revokeTitle}
            description={T.revokeText(company.name)}
            confirmLabel={T.revoke}
            busyLabel={T.revoking}
            errorMessage={T.revokeError}
            onConfirm={() => run('revoke')}
          />
        ) : (
          <ConfirmAction
            trigger={
              <Button size="sm">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {T.grant}
              </Button>
            }
            title={T.grantTitle}
            description={T.grantText(company.name, SEAL_CRITERIA_VERSION)}
            confirmLabel={T.grant}
            busyLabel={T.granting}
            confirmVariant="primary"
            errorMessage={T.grantError}
            onConfirm={() => run('grant')}
          />
        )}
        <Link
          to={SEAL_PAGE}
          className="rounded-sm text-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
        >
          {T.criteria}
        </Link>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </InfoSection>
  );
}
