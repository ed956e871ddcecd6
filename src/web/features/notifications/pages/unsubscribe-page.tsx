import { NOTIFICATIONS_COPY } from '@domain/copy/notifications';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { focusWhenReady } from '@web/lib/focus';
import { usePageTitle } from '@web/lib/use-page-title';
import { Button, ButtonLink } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { PageLoading, PageMessage, PageProblem } from '@web/ui/page-states';
import { MailX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { NOTIFICATION_EMAILS_SECTION_ID } from '../components/email-settings-entry';
import { unsubscribeInfoQueryOptions, useUnsubscribe } from '../unsubscribe-api';

const T = NOTIFICATIONS_COPY.unsubscribe;

/** A 4xx other than a rate limit: the token is unknown, malformed or used up, not a hiccup. */
const refusesToken = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * /descadastrar?token=… (issue 16): the page every notification e-mail's unsubscribe link opens,
 * with no session needed. It says what the link turns off (GET, which changes nothing: mail
 * scanners open links) and turns it off with one button (POST, RFC 8058's one-click request).
 */
export function UnsubscribePage() {
  usePageTitle(T.title);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token) return <InvalidLink />;
  return <Unsubscribe token={token} />;
}

function InvalidLink() {
  return <PageMessage kind="invalid" title={T.invalidTitle} text={T.invalid} announce />;
}

function Unsubscribe({ token }: { token: string }) {
  const info = useQuery({ ...unsubscribeInfoQueryOptions(token), retry: false });
  const unsubscribe = useUnsubscribe();

  if (info.isPending) return <PageLoading label={T.loading} />;
  if (info.isError) {
    if (refusesToken(info.error)) return <InvalidLink />;
    return <PageProblem title={T.title} text={T.loadError} onRetry={() => void info.refetch()} />;
  }
  const { kind, email } = info.data;

  if (unsubscribe.isSuccess) {
    return (
      <PageMessage
        kind="done"
        announce
        title={T.doneTitle}
        text={`${T.done(kind)} ${T.manage}`}
        actions={
          <ButtonLink to={`/configuracoes#${NOTIFICATION_EMAILS_SECTION_ID}`} variant="outline">
            {T.manageLink}
          </ButtonLink>
        }
      />
    );
  }
  if (unsubscribe.isError && refusesToken(unsubscribe.error)) return <InvalidLink />;

  return (
    <PageMessage
      kind="empty"
      icon={MailX}
      title={T.title}
      text={`${T.what(kind)} ${T.sentTo(email)}`}
      actions={
        <Button
          onClick={() => {
            if (unsubscribe.isPending) return;
            unsubscribe.mutate(token, {
              // The button she pressed is gone: her focus goes to the page, which now reads the outcome.
              onSuccess: () => focusWhenReady(() => document.querySelector<HTMLElement>('main')),
            });
          }}
          aria-disabled={unsubscribe.isPending}
        >
          {unsubscribe.isPending ? T.confirming : T.confirm}
        </Button>
      }
    >
      <FormAlert>{unsubscribe.isError ? T.error : null}</FormAlert>
    </PageMessage>
  );
}
