import type { FaqQuestion } from '@domain/content/faq';
import { Blocks } from '@web/ui/rich-text';
import { ChevronDown } from 'lucide-react';

/**
 * Questions as native disclosure widgets (<details>/<summary>): keyboard, screen readers and
 * find-in-page all work without script, and several answers may stay open at once.
 */
export function FaqList({ questions }: { questions: readonly FaqQuestion[] }) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
      {questions.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary
            className={
              'flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-semibold ' +
              'text-ink hover:bg-primary-50 md:px-5 [&::-webkit-details-marker]:hidden'
            }
          >
            <span>{question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-primary-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="flex flex-col gap-3 px-4 pb-5 leading-relaxed text-ink md:px-5">
            <Blocks blocks={answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
