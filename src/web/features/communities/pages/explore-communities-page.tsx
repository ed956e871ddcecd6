import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { NetworkTabs } from '@web/features/network';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { ListHeader } from '@web/ui/list-header';
import { SearchBox } from '@web/ui/search-box';
import { Plus } from 'lucide-react';
import { ExploreList } from '../components/explore/explore-list';
import { NicheChips } from '../components/explore/niche-chips';
import { useExploreParams } from '../components/explore/use-explore-params';

const T = COMMUNITIES_COPY.explore;

/** Where the create page returns to (SPEC §2: navigation state 'from'). */
const CREATE_STATE = { from: '/rede' };

/**
 * /rede (SPEC §2 "Communities"): active communities, filtered by the niche chips and by the
 * search text of the query parameter q; each card opens /comunidades/{id}. The first of /rede's
 * tabs (Pessoas, Convites, Conexões: the network feature).
 */
export function ExploreCommunitiesPage() {
  usePageTitle(T.title);
  const { q, niche, text, setText, submitText, setNiche } = useExploreParams();

  const createButton = (variant: 'primary' | 'outline') => (
    <ButtonLink to="/criar-comunidade" state={CREATE_STATE} variant={variant}>
      <Plus aria-hidden="true" className="size-4" />
      {T.create}
    </ButtonLink>
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      {/* /rede's tabs (issue 17): this explorer is the first, 'Comunidades'. */}
      <NetworkTabs />
      <ListHeader title={T.title} lead={T.lead} actions={createButton('primary')} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <NicheChips value={niche} onChange={setNiche} />
        <SearchBox
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={text}
          onChange={setText}
          onSubmit={submitText}
        />
      </div>
      <ExploreList filter={{ niche, q }} emptyAction={createButton('outline')} />
    </div>
  );
}
