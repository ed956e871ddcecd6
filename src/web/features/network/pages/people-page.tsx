import { NETWORK_COPY } from '@domain/copy/network';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchText } from '@web/lib/use-search-text';
import { SearchBox } from '@web/ui/search-box';
import { useId } from 'react';
import { peopleInfiniteQueryOptions } from '../api';
import { PersonList } from '../components/person-list';
import { SuggestionList } from '../components/suggestion-list';
import { NetworkPageFrame } from './network-page-frame';

const T = NETWORK_COPY.people;

/**
 * /rede/pessoas: 'Pessoas que você talvez conheça' (suggestions, each saying why), and a search
 * by name (the address's q) whose results take their place while she searches.
 */
export function PeoplePage() {
  const { q, text, setText, submitText } = useSearchText();
  const headingId = useId();
  return (
    <NetworkPageFrame title={NETWORK_COPY.tabs.people}>
      <SearchBox
        label={T.searchLabel}
        placeholder={T.searchPlaceholder}
        value={text}
        onChange={setText}
        onSubmit={submitText}
      />
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {q ? T.results : T.title}
        </h2>
        {q ? <SearchResults q={q} /> : <SuggestionList labelledBy={headingId} />}
      </section>
    </NetworkPageFrame>
  );
}

function SearchResults({ q }: { q: string }) {
  const query = useInfiniteQuery(peopleInfiniteQueryOptions(q));
  return <PersonList query={query} label={T.results} empty={T.noResults(q)} withMenu />;
}
