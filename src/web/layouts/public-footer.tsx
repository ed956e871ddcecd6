import { COPY } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { latestArticlesQueryOptions } from '@web/features/news/api';
import { Logo } from '@web/ui/logo';
import { Link } from 'react-router';

interface FooterLink {
  to: string;
  label: string;
}

const L = COPY.footer.links;

// The footer links of SPEC §2, grouped for scanning; /blog/{slug} is the latest published article.
const staticGroups: { title: string; links: FooterLink[] }[] = [
  {
    title: COPY.footer.professionals,
    links: [
      { to: '/home', label: L.home },
      { to: '/cadastro', label: L.signUp },
      { to: '/register', label: L.vacancies },
      { to: '/mentoria', label: L.mentoring },
      { to: '/eventos', label: L.events },
    ],
  },
  {
    title: COPY.footer.companies,
    links: [
      { to: '/empresas/cadastro', label: L.companySignUp },
      { to: '/empresas/publicar-vagas', label: L.publishVacancies },
      { to: '/empresas/diversidade', label: L.diversitySeal },
      { to: '/empresas/consultoria', label: L.consulting },
    ],
  },
  {
    title: COPY.footer.resources,
    links: [
      { to: '/blog', label: L.blog },
      { to: '/contato', label: L.contact },
    ],
  },
  {
    title: COPY.footer.legal,
    links: [
      { to: '/termos', label: L.terms },
      { to: '/privacidade', label: L.privacy },
      { to: '/cookies', label: L.cookies },
    ],
  },
];

/** The static groups, with the latest article (when there is one) under the blog. */
function useFooterGroups() {
  const { data: articles } = useQuery(latestArticlesQueryOptions());
  const latest = articles?.[0];
  if (!latest) return staticGroups;
  return staticGroups.map((group) =>
    group.title === COPY.footer.resources
      ? {
          ...group,
          links: [
            group.links[0]!,
            { to: `/blog/${latest.slug}`, label: L.latestArticle },
            ...group.links.slice(1),
          ],
        }
      : group,
  );
}

export function PublicFooter() {
  const groups = useFooterGroups();
  return (
    <footer data-surface="dark" className="bg-primary-950 text-primary-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:px-6 lg:grid-cols-[1fr_3fr]">
        <div>
          <Logo to="/home" inverse />
          <p className="mt-3 text-sm">{COPY.footer.tagline}</p>
        </div>
        <nav aria-label={COPY.a11y.footerNav} className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{group.title}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="rounded-sm hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-primary-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-primary-200 md:px-6">
          {COPY.footer.rights(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
