import type { PrivacyOptIn } from '@domain/rules/privacy';
import { toast } from '@web/lib/toast';
import { Checkbox } from '@web/ui/checkbox';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { useOptIn, useSaveOptIn } from '../api';

export type OptInCopy = {
  label: string;
  hint: string;
  saved: string;
  loadError: string;
  saveError: string;
};

/** One of her opt-ins (off by default), saved as soon as she ticks or unticks it. */
export function OptInSwitch({ optIn, copy }: { optIn: PrivacyOptIn; copy: OptInCopy }) {
  const query = useOptIn(optIn);
  const save = useSaveOptIn(optIn);
  if (query.isPending) return <InlineLoading />;
  if (query.isError) return <InlineProblem text={copy.loadError} onRetry={() => void query.refetch()} />;
  return (
    <Checkbox
      name={optIn}
      label={copy.label}
      hint={copy.hint}
      checked={save.isPending && save.variables ? save.variables.enabled : query.data.enabled}
      aria-disabled={save.isPending}
      onChange={(event) => {
        if (save.isPending) return;
        save.mutate(
          { enabled: event.target.checked },
          {
            onSuccess: () => toast.success(copy.saved),
            onError: (error) => {
              console.info(`[privacy] salvar ${optIn} falhou`, error);
              toast.error(copy.saveError);
            },
          },
        );
      }}
    />
  );
}
