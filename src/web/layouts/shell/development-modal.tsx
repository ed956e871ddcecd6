import { SHELL_COPY } from '@domain/copy/shell';
import { DEVELOPMENT_GROUPS } from '@domain/rules/navigation';
import type { DeferredDialogState } from '@web/ui/deferred-dialog';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { NavModal } from './nav-modal';

const T = SHELL_COPY.development;

const linkClasses =
  'flex min-h-11 items-center rounded-control px-3 font-semibold text-ink hover:bg-primary-50 hover:text-primary-800';

/** 'Desenvolvimento pessoal' (SPEC §2): two columns of sub-pages and a way to the hub. */
export function DevelopmentModal(state: DeferredDialogState) {
  return (
    <NavModal {...state} title={T.title} description={T.description} wide>
      {(closeOnNavigation) => (
        <>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {DEVELOPMENT_GROUPS.map((group) => (
              <section key={group.title}>
                <h3 className="px-3 text-sm font-semibold tracking-wide text-primary-700 uppercase">
                  {group.title}
                </h3>
                <ul className="mt-2 flex flex-col gap-1">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} onClick={closeOnNavigation} className={linkClasses}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div className="mt-6 border-t border-line pt-4">
            <Link
              to="/desenvolvimento"
              onClick={closeOnNavigation}
              className="inline-flex min-h-11 items-center gap-2 rounded-control px-3 font-semibold text-primary-700 hover:bg-primary-50"
            >
              {T.hub}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </>
      )}
    </NavModal>
  );
}
