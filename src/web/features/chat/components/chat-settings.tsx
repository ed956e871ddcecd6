import { CHAT_ENTRY_COPY } from '@domain/copy/chat-entry';
import type { ChatSettings as Settings } from '@domain/schemas/chat';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { type FormEvent, useState } from 'react';
import { useChatSettings, useSaveChatSettings } from '../settings-api';

const T = CHAT_ENTRY_COPY.settings;

/**
 * Configurações' 'Mensagens' (issue 18): whether members who are not her connections may send
 * her message requests (her connections always may), and whether a message left unread is
 * e-mailed to her (at most once a day per conversation), as GET /api/chat/settings reports them;
 * 'Salvar' PUTs both. The settings page gives the section its heading.
 */
export function ChatSettings() {
  const query = useChatSettings();
  if (query.isPending) return <InlineLoading label={T.loading} />;
  if (query.isError) return <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />;
  // Keyed by what was loaded, so a reload after saving starts the form from the saved values.
  return <ChatSettingsForm key={query.dataUpdatedAt} initial={query.data} />;
}

function ChatSettingsForm({ initial }: { initial: Settings }) {
  const [settings, setSettings] = useState(initial);
  const save = useSaveChatSettings();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(settings, {
      onSuccess: () => toast.success(T.saved),
      onError: (error) => {
        console.info('[chat] salvar preferências de mensagens falhou', error);
        toast.error(T.saveError);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <Checkbox
        name="allowRequests"
        label={T.allowRequests}
        hint={T.allowRequestsHint}
        checked={settings.allowRequests}
        onChange={(event) => setSettings((current) => ({ ...current, allowRequests: event.target.checked }))}
      />
      <Checkbox
        name="emailUnread"
        label={T.emailUnread}
        hint={T.emailUnreadHint}
        checked={settings.emailUnread}
        onChange={(event) => setSettings((current) => ({ ...current, emailUnread: event.target.checked }))}
      />
      <Button type="submit" className="self-start" aria-disabled={save.isPending}>
        {save.isPending ? T.saving : T.save}
      </Button>
    </form>
  );
}
