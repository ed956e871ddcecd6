import { type SQL, sql } from 'drizzle-orm';
import { SUGGESTION_SOURCE_SAMPLE, SUGGESTIONS_MAX } from '../../../domain/limits.js';
import {
  SUGGESTION_CAPS,
  SUGGESTION_WEIGHTS,
  type SuggestionSignals,
  suggestionReasons,
} from '../../../domain/rules/suggestions.js';
import type { SuggestionReason } from '../../../domain/schemas/network.js';
import { type Executor, queryRows } from '../../db/client.js';
import { searchable } from '../../db/schema/helpers.js';
import {
  communities,
  communityMembers,
  connectionInvitations,
  connections,
  memberBlocks,
  professionalExperience,
  userProfile,
} from '../../db/schema/index.js';
import { fieldVisibleSql } from '../../policy/privacy.js';

/*
 * People she may know (issue 17), in one statement. Every source is a bounded sample read
 * through an index (LATERAL … LIMIT SUGGESTION_SOURCE_SAMPLE), so the cost depends on the
 * sample sizes, never on how large a community is or how many connections a popular member
 * has: her 200 newest connections × their 200 newest connections, her 200 newest communities ×
 * their 200 newest participants, 200 colleagues per company of hers, the 200 newest profiles
 * of her city and 200 profiles sharing a skill. Signals outside those samples are not seen:
 * suggestions are a first screen, not a census.
 *
 * Every source yields narrow rows (an id and numbers), merged per candidate by one hash
 * aggregate and scored there with the rule's constants (domain/rules/suggestions.ts). Her own
 * exclusion set (herself, her connections, pending invitations either way, blocks either way)
 * is removed by a hash anti-join. Only then, on the ranked list and lazily until `limit` are
 * found, is each candidate checked for a profile, and only for those few are the names the
 * reasons show looked up: which community and company to name is carried as a rank number
 * (smallest community first; her current company first), never as text through the sort.
 */

const raw = (n: number) => sql.raw(String(n));
const SAMPLE = raw(SUGGESTION_SOURCE_SAMPLE);
const W = SUGGESTION_WEIGHTS;

/** One ranked candidate as the statement returns her. */
export type SuggestionRow = {
  id: string;
  /** Connections in common. */
  mutual: number;
  /** Shared communities, and the one a card names. */
  communities: number;
  community: string | null;
  company: string | null;
  /** Her city and UF, when the candidate lives there too. */
  city: string | null;
  state: string | null;
  skills: string[];
  score: number;
};

/** The exact statement suggestPeople runs (exported for the benchmark's EXPLAIN). */
export function suggestionsStatement(viewerId: string, limit: number): SQL {
  const me = sql`${viewerId}::uuid`;
  const pe = professionalExperience;
  return sql`with me as (
  select state, city, skills from ${userProfile} where id = ${me}
),
friends as (
  select other_id as id from ${connections} where user_id = ${me}
  order by created_at desc, other_id desc limit ${SAMPLE}
),
my_communities as (
  -- rank: the smallest community first, the one that says the most about two members.
  select m.community_id as id, c.name, row_number() over (order by c.member_count, c.name) as rank
  from ${communityMembers} m join ${communities} c on c.id = m.community_id
  where m.user_id = ${me} and m.is_approved and c.is_active
  order by m.joined_at desc limit ${SAMPLE}
),
my_companies as (
  -- Each company once, in her spelling (of her current or latest job there); current first.
  select ${searchable(pe.company)} as key,
    (array_agg(${pe.company} order by ${pe.isCurrent} desc, ${pe.startDate} desc))[1] as name,
    row_number() over (order by bool_or(${pe.isCurrent}) desc, max(${pe.startDate}) desc) as rank
  -- A career break has no company (issue 21).
  from ${pe} where ${pe.userId} = ${me} and ${pe.company} is not null
  group by 1 order by rank limit ${SAMPLE}
),
shared_skills as (
  -- skills && hers: the GIN index. The shared names keep her order.
  select p.id, p.skills from me cross join lateral (
    select u.id, array(
      select s from unnest(me.skills) with ordinality as h(s, n) where s = any(u.skills) order by n
    ) as skills
    from ${userProfile} u where u.skills && me.skills limit ${SAMPLE}
  ) p
),
signals as (
  -- One narrow row per (source, candidate): id, mutual, community rank, company rank, city, skills.
  select fof.id, 1 as mutual, null::bigint as community, null::bigint as company, false as city, 0 as skills
  from friends f cross join lateral (
    select other_id as id from ${connections} where user_id = f.id
    order by created_at desc, other_id desc limit ${SAMPLE}
  ) fof
  union all
  select p.id, 0, mc.rank, null, false, 0 from my_communities mc cross join lateral (
    select user_id as id from ${communityMembers} where community_id = mc.id and is_approved
    order by joined_at desc limit ${SAMPLE}
  ) p
  union all
  select w.id, 0, null, mc.rank, false, 0 from my_companies mc cross join lateral (
    select distinct ${pe.userId} as id from ${pe} where ${searchable(pe.company)} = mc.key
    order by 1 limit ${SAMPLE}
  ) w
  union all
  select p.id, 0, null, null, true, 0 from me cross join lateral (
    select id from ${userProfile} where state = me.state and city = me.city
      -- Her city is a reason only when she shows it to this member (issue 19).
      and ${fieldVisibleSql('city', viewerId, userProfile.id)}
    order by created_at desc limit ${SAMPLE}
  ) p
  union all
  select id, 0, null, null, false, cardinality(skills) from shared_skills
),
excluded as (
  select ${me} as id
  union all select other_id from ${connections} where user_id = ${me}
  union all select recipient_id from ${connectionInvitations} where sender_id = ${me} and status = 'pending'
  union all select sender_id from ${connectionInvitations} where recipient_id = ${me} and status = 'pending'
  union all select blocked_id from ${memberBlocks} where blocker_id = ${me}
  union all select blocker_id from ${memberBlocks} where blocked_id = ${me}
),
ranked as (
  select s.id, sum(s.mutual)::int as mutual, count(s.community)::int as communities,
    min(s.community) as community, min(s.company) as company, bool_or(s.city) as city,
    ${raw(W.mutual)} * sum(s.mutual)
      + ${raw(W.company)} * (count(s.company) > 0)::int
      + ${raw(W.community)} * least(count(s.community), ${raw(SUGGESTION_CAPS.community)})
      + ${raw(W.city)} * bool_or(s.city)::int
      + ${raw(W.skill)} * least(max(s.skills), ${raw(SUGGESTION_CAPS.skills)})
      as score
  from signals s
  where not exists (select 1 from excluded e where e.id = s.id)
  group by s.id
  -- OFFSET 0 fences the ranking off, so the profile check below runs on the ranked list.
  order by score desc, s.id offset 0
),
top as (
  select r.* from ranked r
  where exists (select 1 from ${userProfile} p where p.id = r.id)
  order by r.score desc, r.id
  limit ${limit}
)
select t.id, t.mutual, t.communities, mc.name as community, co.name as company,
  case when t.city then me.city end as city, case when t.city then me.state::text end as state,
  coalesce(sk.skills, '{}') as skills, t.score::int as score
from top t
left join my_communities mc on mc.rank = t.community
left join my_companies co on co.rank = t.company
left join shared_skills sk on sk.id = t.id
left join me on true
order by t.score desc, t.id`;
}

/** What a statement row says she shares with that candidate. */
export function signalsOf(row: SuggestionRow): SuggestionSignals {
  return {
    mutual: row.mutual,
    communities: row.community === null ? null : { count: row.communities, name: row.community },
    company: row.company,
    city: row.city === null || row.state === null ? null : { city: row.city, state: row.state },
    skills: row.skills,
  };
}

/** People she may know, best first, each with the reasons a card shows. */
export async function suggestPeople(
  db: Executor,
  viewerId: string,
  limit = SUGGESTIONS_MAX,
): Promise<{ memberId: string; reasons: SuggestionReason[] }[]> {
  const rows = await queryRows<SuggestionRow>(db, suggestionsStatement(viewerId, limit));
  return rows.map((row) => ({ memberId: row.id, reasons: suggestionReasons(signalsOf(row)) }));
}
