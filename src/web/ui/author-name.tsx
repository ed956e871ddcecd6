import { Link } from 'react-router';

/** Who wrote a post or a comment: her name (or the page's), a link to her profile where she has one. */
export function AuthorName({ name, href }: { name: string; href: string | null }) {
  return href ? (
    <Link
      to={href}
      className="rounded-sm font-semibold hover:text-primary-700 hover:underline hover:underline-offset-4"
    >
      {name}
    </Link>
  ) : (
    <span className="font-semibold">{name}</span>
  );
}
