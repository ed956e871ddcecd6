import { SAVED_VACANCIES_COPY as S } from '@domain/copy/vacancy-alerts';
import { cn } from '@web/lib/cn';
import { Button, type ButtonSize } from '@web/ui/button';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { toast } from 'sonner';
import { useSaveVacancy } from '../../saved-api';

/**
 * 'Salvar' / 'Salva': a toggle button (aria-pressed) named after the vacancy, since a list holds
 * many ('Salvar a vaga …' holds both visible words). Shown from the API's answer (`saved`), and
 * again from the server's after each press (every vacancy query is refreshed).
 */
export function SaveToggle({
  vacancy,
  size = 'sm',
  className,
}: {
  vacancy: { id: string; title: string; saved: boolean };
  size?: ButtonSize;
  className?: string;
}) {
  const save = useSaveVacancy();
  const saved = save.isPending ? (save.variables?.saved ?? vacancy.saved) : vacancy.saved;
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      size={size}
      aria-pressed={saved}
      aria-label={S.saveLabel(vacancy.title)}
      aria-busy={save.isPending || undefined}
      className={cn('relative z-10', className)}
      onClick={() => {
        if (save.isPending) return;
        save.mutate(
          { id: vacancy.id, saved: !vacancy.saved },
          {
            onSuccess: (_data, { saved: now }) => toast.success(now ? S.savedToast : S.unsavedToast),
            onError: () => toast.error(S.error),
          },
        );
      }}
    >
      <Icon aria-hidden="true" className="size-4" />
      {saved ? S.saved : S.save}
    </Button>
  );
}
