import { TALENT_PRIVACY_COPY } from '@domain/copy/talent';
import { MSG } from '@domain/messages';
import { formatLongDate } from '@web/lib/format-date';
import { Avatar } from '@web/ui/avatar';
import { QueryLoadMore } from '@web/ui/load-more';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { useId } from 'react';
import { Link } from 'react-router';
import { useProfileViews } from '../api';
import { type OptInCopy, OptInSwitch } from './opt-in-switch';

const T = TALENT_PRIVACY_COPY;
const TALENT_OPT_IN: OptInCopy = {
  label: T.optIn,
  hint: T.optInHint,
  saved: T.saved,
  loadError: T.optInLoadError,
  saveError: T.saveError,
};

/**
 * Privacidade's talent search part: 'Aceito ser encontrada por recrutadoras' (off by default,
 * saved as soon as she ticks it) and 'Empresas que viram seu perfil' — which companies, by day,
 * newest first; never who of their staff.
 */
export function TalentPrivacy() {
  const headingId = useId();
  const viewsId = useId();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {T.optInTitle}
        </h3>
        <OptInSwitch optIn="talentSearch" copy={TALENT_OPT_IN} />
      </section>
      <section aria-labelledby={viewsId} className="flex flex-col gap-3">
        <h3 id={viewsId} className="text-base font-semibold text-ink">
          {T.viewsTitle}
        </h3>
        <p className="text-sm text-ink-muted">{T.viewsHint}</p>
        <ProfileViews />
      </section>
    </div>
  );
}

function ProfileViews() {
  const query = useProfileViews();
  if (query.isPending) return <InlineLoading />;
  if (query.isError) return <InlineProblem text={T.viewsLoadError} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-sm text-ink-muted">{T.viewsEmpty}</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-line">
        {items.map((view) => (
          <li key={`${view.company.id}-${view.day}`} className="flex items-center gap-3 py-2">
            <Avatar name={view.company.name} src={view.company.logoUrl} size="sm" shape="square" decorative />
            <Link
              to={`/empresas/${encodeURIComponent(view.company.id)}`}
              className="font-medium text-ink underline-offset-2 hover:underline"
            >
              {view.company.name}
            </Link>
            <span className="ml-auto text-sm text-ink-muted">{formatLongDate(view.day)}</span>
          </li>
        ))}
      </ul>
      <QueryLoadMore
        query={query}
        label={T.loadMore}
        loadingLabel={MSG.common.loadingMore}
        errorText={T.viewsLoadError}
      />
    </>
  );
}
