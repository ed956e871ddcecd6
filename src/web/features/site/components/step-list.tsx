import type { Step } from '@domain/content/institutional';
import { cn } from '@web/lib/cn';
import { RichText } from '@web/ui/rich-text';

const tones = {
  primary: 'bg-primary-100 text-primary-800',
  secondary: 'bg-secondary-100 text-secondary-800',
} as const;

/** Numbered steps as cards; the list itself carries the order for assistive technology. */
export function StepList({ steps, tone = 'primary' }: { steps: readonly Step[]; tone?: keyof typeof tones }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-card md:p-6">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-10 items-center justify-center rounded-full text-lg font-bold',
              tones[tone],
            )}
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-bold text-ink">{step.title}</h3>
          <p className="leading-relaxed text-ink-muted">
            <RichText text={step.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
