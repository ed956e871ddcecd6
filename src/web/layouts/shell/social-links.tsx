import { SHELL_COPY } from '@domain/copy/shell';
import { SOCIAL_LINKS } from '@domain/rules/navigation';
import { SocialIcon } from './social-icon';

/** The drawer's four social links; each opens the platform's account in a new tab and says so. */
export function SocialLinks() {
  return (
    <nav aria-label={SHELL_COPY.a11y.socialNav}>
      <ul className="flex gap-2">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={SHELL_COPY.social.label(link.name)}
              title={link.name}
              className="inline-flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700 hover:bg-primary-100 hover:text-primary-800"
            >
              <SocialIcon network={link.network} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
