import { firstLetterOf } from '@web/lib/initials';
import { Avatar } from '@web/ui/avatar';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { companyHref } from '../api';

/**
 * The top of a company's card: the logo (or its first letter), the name (the link to
 * /empresas/{id}, stretched over the whole card, which must be `relative`) and the industry, then
 * `children` (the place, the follower count…).
 */
export function CompanyCardHeader({
  id,
  name,
  industry,
  logoUrl,
  children,
}: {
  id: string;
  name: string;
  industry: string | null;
  logoUrl: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-4">
      <Avatar name={name} letters={firstLetterOf(name)} src={logoUrl} size="lg" shape="square" decorative />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-lg font-semibold break-words text-ink">
          <Link
            to={companyHref(id)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary-700 hover:underline hover:underline-offset-4"
          >
            {name}
          </Link>
        </h2>
        {industry ? <p className="text-sm font-semibold text-secondary-700">{industry}</p> : null}
        {children}
      </div>
    </div>
  );
}
