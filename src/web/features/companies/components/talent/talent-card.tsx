import { TALENT_COPY } from '@domain/copy/talent';
import type { TalentResult } from '@domain/schemas/talent';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Avatar } from '@web/ui/avatar';
import { Button } from '@web/ui/button';
import { Link, useNavigate } from 'react-router';
import { recordTalentView, useContactTalent } from '../../talent-api';

const T = TALENT_COPY;

/**
 * One result: what her privacy lets the staff see (name, photo, title, city/UF when shown,
 * skills, languages, seniority), a link to her profile (recorded as a view by the company) and
 * 'Enviar mensagem' (a request in her Solicitações, in the company's name).
 */
export function TalentCard({ companyId, talent }: { companyId: string; talent: TalentResult }) {
  const contact = useContactTalent(companyId);
  const navigate = useNavigate();
  const profileHref = `/m/${encodeURIComponent(talent.slug)}`;
  const place = [talent.city, talent.state].filter(Boolean).join(' / ');

  const onContact = () => {
    if (contact.isPending) return;
    contact.mutate(talent.id, {
      onSuccess: (conversation) => void navigate(`/chat/${encodeURIComponent(conversation.id)}`),
      onError: (error) => {
        console.info('[talent] contato falhou', error);
        toast.error(isApiError(error) ? error.message : T.contactFailed);
      },
    });
  };

  return (
    <article className="flex w-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start gap-3">
        <Avatar name={talent.fullName} src={talent.profileImageUrl} size="lg" decorative />
        <div className="flex min-w-0 flex-col">
          <h3 className="text-base font-semibold text-ink">
            <Link
              to={profileHref}
              className="underline-offset-2 hover:underline"
              onClick={() => void recordTalentView(companyId, talent.id).catch(() => undefined)}
            >
              {talent.fullName}
            </Link>
          </h3>
          {talent.professionalTitle ? (
            <p className="text-sm text-ink-muted">{talent.professionalTitle}</p>
          ) : null}
          {place ? <p className="text-sm text-ink-muted">{place}</p> : null}
          <p className="text-sm font-medium text-primary-800">{T.seniority[talent.seniority]}</p>
        </div>
      </div>
      {talent.skills.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold text-ink">{T.skills}</h4>
          <ul className="flex flex-wrap gap-1.5">
            {talent.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs text-primary-800">
                {skill}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {talent.languages.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold text-ink">{T.languages}</h4>
          <p className="text-sm text-ink-muted">{talent.languages.map((l) => l.label).join(', ')}</p>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" onClick={onContact} aria-disabled={contact.isPending}>
          {T.contact}
        </Button>
      </div>
    </article>
  );
}
