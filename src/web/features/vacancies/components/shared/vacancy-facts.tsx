import { VACANCIES_COPY } from '@domain/copy/vacancies';
import type { EmploymentType, WorkModel } from '@domain/enums';
import { employmentTypeLabel } from '@domain/rules/vacancies';
import { cn } from '@web/lib/cn';
import { Briefcase, Laptop, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';

const C = VACANCIES_COPY.common;

export interface VacancyFactsData {
  location: string | null;
  workModel: WorkModel | null;
  employmentType: EmploymentType | null;
  salaryRange: string | null;
}

/**
 * Where, how and on what terms: location, work model, employment label (always shown: an empty
 * one reads 'Não especificado', SPEC §9) and salary range. A description list, so each value is
 * read with what it is; the terms themselves are visually hidden behind their icons.
 */
export function VacancyFacts({
  vacancy,
  className,
  size = 'sm',
}: {
  vacancy: VacancyFactsData;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const facts: { term: string; value: string | null; icon: ReactNode }[] = [
    { term: C.location, value: vacancy.location, icon: <MapPin aria-hidden="true" className="size-4" /> },
    { term: C.workModel, value: vacancy.workModel, icon: <Laptop aria-hidden="true" className="size-4" /> },
    {
      term: C.employmentType,
      value: employmentTypeLabel(vacancy.employmentType),
      icon: <Briefcase aria-hidden="true" className="size-4" />,
    },
    { term: C.salary, value: vacancy.salaryRange, icon: <Wallet aria-hidden="true" className="size-4" /> },
  ];
  return (
    <dl
      className={cn(
        'flex flex-wrap gap-x-4 gap-y-1 text-ink-muted',
        size === 'sm' ? 'text-sm' : 'text-base',
        className,
      )}
    >
      {facts
        .filter((fact) => fact.value)
        .map((fact) => (
          <div key={fact.term} className="flex items-center gap-1.5">
            <dt className="flex items-center">
              {fact.icon}
              <span className="sr-only">{fact.term}</span>
            </dt>
            <dd className="break-words">{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
