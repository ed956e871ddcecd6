import { COMPANY_DETAIL_COPY } from '@domain/copy/companies';
import type { CompanyDetail } from '@domain/schemas/companies';
import { Feed } from '@web/features/posts';
import { Megaphone } from 'lucide-react';
import { useId } from 'react';

const T = COMPANY_DETAIL_COPY.feed;

/**
 * The company's posts (GET /api/posts?companyId=), for everyone who opens the page. Those who
 * may speak for it (viewer.canPost: admins and editors) get the composer, and what they
 * publish here speaks as the company (SPEC §6: posting on a company page forces company
 * authorship), which a line above the composer says.
 */
export function CompanyFeed({ company }: { company: CompanyDetail }) {
  const headingId = useId();
  const { id, name, logoUrl, viewer } = company;
  const staff = viewer.canPost;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {T.heading}
      </h2>
      {staff ? (
        <p className="flex items-start gap-2 rounded-card bg-primary-50 px-4 py-3 text-primary-900">
          <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {T.postingAs(name)}
        </p>
      ) : null}
      <Feed
        filter={{ companyId: id }}
        canPost={staff}
        author={staff ? { id, name, type: 'company', logoUrl } : undefined}
        emptyText={T.empty}
        emptyHint={staff ? T.emptyHintStaff : T.emptyHintVisitor}
      />
    </section>
  );
}
