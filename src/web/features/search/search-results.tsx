import { SEARCH_UI_COPY as T } from '@domain/copy/search-ui';
import { COMMUNITY_NICHE_LABELS } from '@domain/enums';
import { MSG } from '@domain/messages';
import type { CommunityHit, CompanyHit, ProfessionalHit, SearchResults } from '@domain/schemas/search';
import { cn } from '@web/lib/cn';
import { Avatar, type AvatarShape } from '@web/ui/avatar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/ui/tabs';
import { useId } from 'react';
import { Link } from 'react-router';

export type SearchTab = 'all' | 'professionals' | 'companies' | 'communities';
type Category = Exclude<SearchTab, 'all'>;

const CATEGORIES: readonly Category[] = ['professionals', 'companies', 'communities'];

/** One result row, whatever its kind. */
interface Row {
  key: string;
  to: string;
  name: string;
  detail: string | null;
  imageUrl: string | null;
  shape: AvatarShape;
}

interface Group {
  rows: Row[];
  hasMore: boolean;
}

const EMPTY_GROUP: Group = { rows: [], hasMore: false };

function joinDetails(...parts: (string | null | undefined)[]): string | null {
  return parts.filter(Boolean).join(' · ') || null;
}

function professionalRow(hit: ProfessionalHit): Row {
  return {
    key: `p-${hit.id}`,
    to: `/m/${encodeURIComponent(hit.slug || hit.id)}`,
    name: hit.fullName,
    detail: hit.professionalTitle || hit.location,
    imageUrl: hit.profileImageUrl,
    shape: 'circle',
  };
}

function companyRow(hit: CompanyHit): Row {
  return {
    key: `e-${hit.id}`,
    to: `/empresas/${encodeURIComponent(hit.id)}`,
    name: hit.name,
    detail: joinDetails(hit.industry, hit.location),
    imageUrl: hit.logoUrl,
    shape: 'square',
  };
}

function communityRow(hit: CommunityHit): Row {
  return {
    key: `c-${hit.id}`,
    to: `/comunidades/${encodeURIComponent(hit.id)}`,
    name: hit.name,
    detail: joinDetails(hit.niche && COMMUNITY_NICHE_LABELS[hit.niche], T.members(hit.memberCount)),
    imageUrl: hit.logoUrl,
    shape: 'square',
  };
}

function toGroups(results: SearchResults | undefined): Record<Category, Group> {
  if (!results) return { professionals: EMPTY_GROUP, companies: EMPTY_GROUP, communities: EMPTY_GROUP };
  return {
    professionals: {
      rows: results.professionals.items.map(professionalRow),
      hasMore: results.professionals.hasMore,
    },
    companies: { rows: results.companies.items.map(companyRow), hasMore: results.companies.hasMore },
    communities: { rows: results.communities.items.map(communityRow), hasMore: results.communities.hasMore },
  };
}

interface SearchResultsTabsProps {
  query: string;
  /** Undefined when the search failed: shown as no results (SPEC §8). */
  results: SearchResults | undefined;
  tab: SearchTab;
  onTabChange: (tab: SearchTab) => void;
  /** She picked a result (the link then navigates). */
  onChoose: () => void;
}

/** The four tabs of the search panel with their counts, and the result lists. */
export function SearchResultsTabs({ query, results, tab, onTabChange, onChoose }: SearchResultsTabsProps) {
  const groups = toGroups(results);
  const all: Group = {
    rows: CATEGORIES.flatMap((category) => groups[category].rows),
    hasMore: CATEGORIES.some((category) => groups[category].hasMore),
  };
  const empty = <p className="py-2 text-sm text-ink-muted">{MSG.search.empty(query)}</p>;

  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as SearchTab)}>
      <TabsList>
        <CountTrigger value="all" label={T.tabs.all} group={all} />
        {CATEGORIES.map((category) => (
          <CountTrigger key={category} value={category} label={T.tabs[category]} group={groups[category]} />
        ))}
      </TabsList>

      <TabsContent value="all">
        {all.rows.length === 0
          ? empty
          : CATEGORIES.filter((category) => groups[category].rows.length > 0).map((category) => (
              <GroupSection
                key={category}
                title={T.tabs[category]}
                rows={groups[category].rows}
                onChoose={onChoose}
              />
            ))}
      </TabsContent>
      {CATEGORIES.map((category) => (
        <TabsContent key={category} value={category}>
          {groups[category].rows.length === 0 ? (
            empty
          ) : (
            <ResultList rows={groups[category].rows} onChoose={onChoose} />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function CountTrigger({ value, label, group }: { value: SearchTab; label: string; group: Group }) {
  return (
    <TabsTrigger value={value} className="inline-flex flex-wrap items-center justify-center gap-x-1.5">
      <span>{label}</span>{' '}
      <span className="rounded-full bg-primary-100 px-2 text-xs font-semibold text-primary-800 tabular-nums">
        {T.tabCount(group.rows.length, group.hasMore)}
      </span>
    </TabsTrigger>
  );
}

function GroupSection({ title, rows, onChoose }: { title: string; rows: Row[]; onChoose: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h3 id={headingId} className="text-sm font-semibold text-ink-muted">
        {title}
      </h3>
      <ResultList rows={rows} onChoose={onChoose} />
    </section>
  );
}

function ResultList({ rows, onChoose }: { rows: Row[]; onChoose: () => void }) {
  return (
    <ul className="-mx-2 flex flex-col">
      {rows.map((row) => (
        <li key={row.key}>
          <Link
            to={row.to}
            data-search-result=""
            onClick={onChoose}
            className={cn(
              'flex min-h-11 items-center gap-3 rounded-control px-2 py-2 text-left',
              'hover:bg-primary-50 focus-visible:bg-primary-50 focus-visible:-outline-offset-3',
            )}
          >
            <Avatar name={row.name} src={row.imageUrl} shape={row.shape} size="md" decorative />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-ink">{row.name}</span>{' '}
              {row.detail && <span className="block truncate text-sm text-ink-muted">{row.detail}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
