import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { useId } from 'react';
import { MentoringFrame } from '../components/mentoring-frame';
import { RequestList } from '../components/request-list';

const T = MENTORING_UI.requests;

/** /mentoria/pedidos: requests she received as mentora (accept, decline) and those she sent. */
export function RequestsPage() {
  const receivedId = useId();
  const sentId = useId();
  return (
    <MentoringFrame title={T.title}>
      <section aria-labelledby={receivedId} className="flex flex-col gap-4">
        <h2 id={receivedId} className="text-xl font-bold text-ink">
          {T.received}
        </h2>
        <RequestList side="received" label={T.received} />
      </section>
      <section aria-labelledby={sentId} className="flex flex-col gap-4">
        <h2 id={sentId} className="text-xl font-bold text-ink">
          {T.sent}
        </h2>
        <RequestList side="sent" label={T.sent} />
      </section>
    </MentoringFrame>
  );
}
