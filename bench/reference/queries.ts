// The SQL the product sends, written out once for the bare reference server (bare-server.ts).
// Each statement is the text the product's code generates today, byte for byte; the bench
// captures the statements of one product request and one bare request and compares their texts,
// so a change in the product's SQL (or here) shows up as "SQL drift" and fails the run. When the
// product's SQL changes on purpose, copy the new text here (`npm run bench -- --show-sql` prints
// what the product sent). Parameters are numbered as the product numbers them; the values each
// one takes are in bare-server.ts beside the call. A statement with one parameter per id of a
// list (`in ($7, $8, …)`) is a function of the list's length, as the product's query builder
// writes one text per length.

/**
 * The session and its member in one joined statement: better-auth's getSession with
 * `advanced.database.joins` (src/server/auth/auth.ts, session.ts → sessionMiddleware).
 * $1 = 1, $2 = the session token (the cookie's value before its signature), $3 = 1.
 */
export const SESSION_WITH_USER = `select "authSession"."id", "authSession"."user_id", "authSession"."token", "authSession"."expires_at", "authSession"."ip_address", "authSession"."user_agent", "authSession"."created_at", "authSession"."updated_at", "authSession_user"."data" as "user" from "auth_session" "authSession" left join lateral (select json_build_array("authSession_user"."id", "authSession_user"."name", "authSession_user"."email", "authSession_user"."email_verified", "authSession_user"."image", "authSession_user"."role", "authSession_user"."two_factor_enabled", "authSession_user"."created_at", "authSession_user"."updated_at") as "data" from (select * from "auth_user" "authSession_user" where "authSession_user"."id" = "authSession"."user_id" limit $1) "authSession_user") "authSession_user" on true where "authSession"."token" = $2 limit $3`;

/**
 * One page of the chronological feed ('Recentes', `order=recent`), the first: selectPosts +
 * visibleTo + newestFirst, `limit + 1` rows (src/server/modules/posts/feed.ts
 * feedStatements.first, prepared as 'feed_page'; feed-query.ts, policy/post-visibility.ts).
 * $1 'user', $2 'community', $3 'company', $4 'user', $5 'connections', $6 $7 the viewer's id,
 * $8 'community', $9 true, $10 'company', $11 true, $12 true, $13 false, $14 the viewer's id,
 * $15 limit + 1.
 */
export const FEED_PAGE = `select "posts"."id", "posts"."content", "posts"."image_url", "posts"."audience", "posts"."created_at", "posts"."updated_at", "posts"."updated_at" <> "posts"."created_at", to_char("posts"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), "posts"."author_type", "posts"."author_id", "posts"."created_by_user_id", "target_community"."id", "target_community"."name", "user_profile"."full_name", "user_profile"."profile_image_url", "user_profile"."professional_title", "user_profile"."slug", "author_community"."name", "author_community"."logo_url", "author_company"."name", "author_company"."logo_url" from "posts" left join "user_profile" on ("posts"."author_type" = $1 and "user_profile"."id" = "posts"."author_id") left join "communities" "author_community" on ("posts"."author_type" = $2 and "author_community"."id" = "posts"."author_id") left join "companies" "author_company" on ("posts"."author_type" = $3 and "author_company"."id" = "posts"."author_id") left join "communities" "target_community" on "target_community"."id" = "posts"."community_id" where (("posts"."author_type" <> $4 or "user_profile"."id" is not null) and ("posts"."audience" <> $5 or "posts"."created_by_user_id" = $6 or exists (select 1 from "connections"
    where "connections"."user_id" = $7 and "connections"."other_id" = "posts"."created_by_user_id")) and ("posts"."author_type" <> $8 or "author_community"."is_active" = $9) and ("posts"."author_type" <> $10 or "author_company"."is_active" = $11) and ("posts"."community_id" is null or ("target_community"."is_active" = $12 and ("target_community"."is_private" = $13 or exists (select 1 from "community_members"
    where "community_members"."community_id" = "posts"."community_id"
      and "community_members"."user_id" = $14 and "community_members"."is_approved"))))) order by "posts"."created_at" desc, "posts"."id" desc limit $15`;

/**
 * The public profile in one statement: the head, each CV section as a json_agg of its rows in
 * its list's order, and her languages' names (src/server/modules/profile/public-profile.ts
 * findProfile → profileSelect, section; a slug that is not a UUID): $1 slug, $2 1.
 * Columns: the 20 of the head, then experience, education, projects, language names.
 */
export const PROFILE = `select "id", "slug", "full_name", "professional_title", "bio", "location", "email", "show_email", "phone", "show_phone", "profile_image_url", "profile_banner_url", "linkedin_url", "website_url", "lattes_url", "is_looking_for_job", "soft_skills", "hard_skills", "filhos", "idiomas", (select coalesce(json_agg("professional_experience" order by "professional_experience"."start_date" desc, "professional_experience"."created_at" desc, "professional_experience"."id" desc), '[]'::json) from "professional_experience" where "professional_experience"."user_id" = "user_profile"."id"), (select coalesce(json_agg("education" order by "education"."is_current" desc, "education"."end_date" desc nulls first, "education"."start_date" desc, "education"."created_at" desc, "education"."id" desc), '[]'::json) from "education" where "education"."user_id" = "user_profile"."id"), (select coalesce(json_agg("projects_achievements" order by coalesce("projects_achievements"."start_date", "projects_achievements"."date") desc nulls last, "projects_achievements"."created_at" desc, "projects_achievements"."id" desc), '[]'::json) from "projects_achievements" where "projects_achievements"."user_id" = "user_profile"."id"), (select coalesce(json_agg(json_build_object('id', "id", 'name', "name")), '[]'::json)
        from "idiomas" where "id" in (
          select (language->>'idioma_id')::int from jsonb_array_elements("idiomas") language)) from "user_profile" where "user_profile"."slug" = $1 limit $2`;

/**
 * Search: the three categories in one statement, each an array of JSON objects
 * (src/server/modules/search/service.ts search → searchStatements → statement, asJsonArray; a
 * text of SEARCH_TRIGRAM_MIN characters or more). People $1 q, $2 FETCH, $3…$7 q,
 * $8 SEARCH_CANDIDATES, $9 FETCH, $10 FETCH; companies and communities each: true, q, FETCH,
 * q, q, q, true, q, q, the matching sectors (niches) joined by '|', '|', q, SEARCH_CANDIDATES,
 * FETCH, FETCH.
 */
export const SEARCH = String.raw`select (select coalesce(json_agg(found), '[]'::json) from (with prefix as materialized (select "user_profile"."id" as id, "user_profile"."slug" as slug, "user_profile"."full_name" as "fullName",
        "user_profile"."professional_title" as "professionalTitle", "user_profile"."profile_image_url" as "profileImageUrl",
        "user_profile"."location" as location, f_unaccent(lower("user_profile"."full_name")) as folded, 0 as tier from "user_profile"
    where f_unaccent(lower("user_profile"."full_name")) like (replace(replace(replace(f_unaccent(lower($1)), '\', '\\'), '%', '\%'), '_', '\_') || '%')
    order by f_unaccent(lower("user_profile"."full_name")) using ~<~, "user_profile"."full_name", "user_profile"."id"
    limit $2)
    select hit."id", hit."slug", hit."fullName", hit."professionalTitle", hit."profileImageUrl", hit."location" from (select * from prefix union all select hit.*, case
      when hit."folded" like (replace(replace(replace(f_unaccent(lower($3)), '\', '\\'), '%', '\%'), '_', '\_') || '%') then 0
      when hit."folded" like ('% ' || replace(replace(replace(f_unaccent(lower($4)), '\', '\\'), '%', '\%'), '_', '\_') || '%') then 1
      when hit."folded" like ('%' || replace(replace(replace(f_unaccent(lower($5)), '\', '\\'), '%', '\%'), '_', '\_') || '%') then 2
      else 3 end as tier from (select "user_profile"."id" as id, "user_profile"."slug" as slug, "user_profile"."full_name" as "fullName",
        "user_profile"."professional_title" as "professionalTitle", "user_profile"."profile_image_url" as "profileImageUrl",
        "user_profile"."location" as location, f_unaccent(lower("user_profile"."full_name")) as folded from "user_profile"
    where (f_unaccent(lower("user_profile"."full_name")) like ('%' || replace(replace(replace(f_unaccent(lower($6)), '\', '\\'), '%', '\%'), '_', '\_') || '%') and not f_unaccent(lower("user_profile"."full_name")) like (replace(replace(replace(f_unaccent(lower($7)), '\', '\\'), '%', '\%'), '_', '\_') || '%'))
    limit $8) hit
    where (select count(*) from prefix) < $9) hit
    order by hit."tier", hit."folded" using ~<~, hit."fullName", hit."id"
    limit $10) found) as professionals,
        (select coalesce(json_agg(found), '[]'::json) from (with prefix as materialized (select "companies"."id" as id, "companies"."name" as name, "companies"."industry" as industry, "companies"."logo_url" as "logoUrl",
        "companies"."location" as location, f_unaccent(lower("companies"."name")) as folded, 0 as tier from "companies"
    where ("companies"."is_active" = $11 and f_unaccent(lower("companies"."name")) like (replace(replace(replace(f_unaccent(lower($12)), '\', '\\'), '%', '\%'), '_', '\_') || '%'))
    order by f_unaccent(lower("companies"."name")) using ~<~, "companies"."name", "companies"."id"
    limit $13)
    select hit."id", hit."name", hit."industry", hit."logoUrl", hit."location" from (select * from prefix union all select hit.*, case
      when hit."folded" like (replace(replace(replace(f_unaccent(lower($14)), '\', '\\'), '%', '\%'), '_', '\_') || '%') then 0
      when hit."folded" like ('% ' || replace(replace(replace(f_unaccent(lower($15)), '\', '\\'), '%', '\%'), '_', '\_') || '%') then 1
      when hit."folded" like ('%' || replace(replace(replace(f_unaccent(lower($16)), '\', '\\'), '%', '\%'), '_', '\_') || '%') then 2
      else 3 end as tier from (select "companies"."id" as id, "companies"."name" as name, "companies"."industry" as industry, "companies"."logo_url" as "logoUrl",
        "companies"."location" as location, f_unaccent(lower("companies"."name")) as folded from "companies"
    where ("companies"."is_active" = $17 and (f_unaccent(lower("companies"."name")) like ('%' || replace(replace(replace(f_unaccent(lower($18)), '\', '\\'), '%', '\%'), '_', '\_') || '%') or f_unaccent(lower("companies"."description")) like ('%' || replace(replace(replace(f_unaccent(lower($19)), '\', '\\'), '%', '\%'), '_', '\_') || '%') or "companies"."industry" = any(string_to_array($20, $21))) and not f_unaccent(lower("companies"."name")) like (replace(replace(replace(f_unaccent(lower($22)), '\', '\\'), '%', '\%'), '_', '\_') || '%'))
    limit $23) hit
    where (select count(*) from prefix) < $24) hit
    order by hit."tier", hit."folded" using ~<~, hit."name", hit."id"
    limit $25) found) as companies,
        (select coalesce(json_agg(found), '[]'::json) from (with prefix as materialized (select "communities"."id" as id, "communities"."name" as name, "communities"."niche" as niche, "communities"."logo_url" as "logoUrl",
        "communities"."member_count" as "memberCount", f_unaccent(lower("communities"."name")) as folded, 0 as tier from "communities"
    where ("communities"."is_active" = $26 and f_unaccent(lower("communities"."name")) like (replace(replace(replace(f_unaccent(lower($27)), '\', '\\'), '%', '\%'), '_', '\_') || '%'))
    order by f_unaccent(lower("communities"."name")) using ~<~, "communities"."name", "communities"."id"
    limit $28)
    select hit."id", hit."name", hit."niche", hit."logoUrl", hit."memberCount" from (select * from prefix union all select hit.*, case
      when hit."folded" like (replace(replace(replace(f_unaccent(lower($29)), '\', '\\'), '%', '\%'), '_', '\_') || '%') then 0
      when hit."folded" like ('% ' || replace(replace(replace(f_unaccent(lower($30)), '\', '\\'), '%', '\%'), '_', '\_') || '%') then 1
      when hit."folded" like ('%' || replace(replace(replace(f_unaccent(lower($31)), '\', '\\'), '%', '\%'), '_', '\_') || '%') then 2
      else 3 end as tier from (select "communities"."id" as id, "communities"."name" as name, "communities"."niche" as niche, "communities"."logo_url" as "logoUrl",
        "communities"."member_count" as "memberCount", f_unaccent(lower("communities"."name")) as folded from "communities"
    where ("communities"."is_active" = $32 and (f_unaccent(lower("communities"."name")) like ('%' || replace(replace(replace(f_unaccent(lower($33)), '\', '\\'), '%', '\%'), '_', '\_') || '%') or f_unaccent(lower("communities"."description")) like ('%' || replace(replace(replace(f_unaccent(lower($34)), '\', '\\'), '%', '\%'), '_', '\_') || '%') or "communities"."niche" = any(string_to_array($35, $36))) and not f_unaccent(lower("communities"."name")) like (replace(replace(replace(f_unaccent(lower($37)), '\', '\\'), '%', '\%'), '_', '\_') || '%'))
    limit $38) hit
    where (select count(*) from prefix) < $39) hit
    order by hit."tier", hit."folded" using ~<~, hit."name", hit."id"
    limit $40) found) as communities`;

/** `$from, $from+1, …` for `count` parameters (a list of ids, one parameter each), with `cast` after each. */
function parameterList(from: number, count: number, cast = ''): string {
  return Array.from({ length: count }, (_, i) => `$${from + i}${cast}`).join(', ');
}

/**
 * The conversation counts of a feed page's posts (issue 16): reactions by kind, hers, comments
 * and replies (src/server/modules/conversation/card.ts countsStatement, run by countsOf from
 * postConversations for every non-empty page). The text ends with one parameter per post id.
 * $1 the viewer's id, $2…$6 REACTION_KINDS in order, $7… the page's post ids in page order.
 * Columns: post id, one count per reaction kind (REACTION_KINDS order), her kind, comments.
 */
export const POST_COUNTS = (posts: number) => `select "posts"."id" as "postId", reactions.*,
      (select "mine"."kind" from "post_reactions" "mine"
        where "mine"."post_id" = "posts"."id" and "mine"."user_id" = $1) as mine,
      (select count(*)::int from "post_comments" "counted" where "counted"."post_id" = "posts"."id") as comments
    from "posts"
    cross join lateral (select (count(*) filter (where "post_reactions"."kind" = $2))::int as "like", (count(*) filter (where "post_reactions"."kind" = $3))::int as "support", (count(*) filter (where "post_reactions"."kind" = $4))::int as "congrats", (count(*) filter (where "post_reactions"."kind" = $5))::int as "inspiring", (count(*) filter (where "post_reactions"."kind" = $6))::int as "brilliant" from "post_reactions"
      where "post_reactions"."post_id" = "posts"."id") reactions
    where "posts"."id" in (${parameterList(7, posts)})`;

/**
 * The cards' inline comments: the newest COMMENTS_INLINE top-level comments of each post that
 * has comments (card.ts inlineCommentsQuery over comment-query.ts selectComments with
 * memberRefColumns of members.ts and moderatesPlace; sent by postConversations only when some
 * post of the page counts a comment). One `::uuid` parameter per commented post.
 * $1 the viewer's id, $2 $3 COMMUNITY_PERMISSIONS.moderateComments, $4 the viewer's id,
 * $5 $6 COMPANY_PERMISSIONS.moderateComments, $7… the commented posts' ids in page order, then
 * COMMENTS_INLINE.
 * Columns: id, post id, parent id, content, writer id, created_at, updated_at, edited, keyset
 * key, writer's name, image, title, slug, replies, the post's writer, she moderates its place.
 */
export const INLINE_COMMENTS = (posts: number) =>
  `select "post_comments"."id", "post_comments"."post_id", "post_comments"."parent_id", "post_comments"."content", "post_comments"."user_id", "post_comments"."created_at", "post_comments"."updated_at", "post_comments"."updated_at" <> "post_comments"."created_at", to_char("post_comments"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), coalesce("user_profile"."full_name", "auth_user"."name"), "user_profile"."profile_image_url", "user_profile"."professional_title", "user_profile"."slug", (select count(*)::int from "post_comments" "reply" where "reply"."parent_id" = "post_comments"."id"), "posts"."created_by_user_id", (exists (select 1 from "community_members"
      where "community_members"."community_id" = "posts"."community_id"
        and "community_members"."user_id" = $1
        and "community_members"."is_approved"
        and "community_members"."role" in ($2, $3))
    or ("posts"."author_type" = 'company' and exists (select 1 from "company_admins"
      where "company_admins"."company_id" = "posts"."author_id"
        and "company_admins"."user_id" = $4
        and "company_admins"."role" in ($5, $6)))) from "post_comments" inner join "posts" on "posts"."id" = "post_comments"."post_id" inner join "auth_user" on "auth_user"."id" = "post_comments"."user_id" left join "user_profile" on "user_profile"."id" = "post_comments"."user_id" where "post_comments"."id" in (select inline.id from unnest(array[${parameterList(7, posts, '::uuid')}]) as page(post_id)
    cross join lateral (select "latest"."id" as id from "post_comments" "latest"
      where "latest"."post_id" = page.post_id and "latest"."parent_id" is null
      order by "latest"."created_at" desc, "latest"."id" desc
      limit $${7 + posts}) inline) order by "post_comments"."created_at" desc, "post_comments"."id" desc`;

/**
 * The members a page mentions: its posts' texts, then its inline comments' (members.ts
 * resolveMentions, from card.ts postConversations; sent only when some text holds a mention).
 * $1… the distinct mentioned ids in order of first mention (rules/mentions.ts mentionedIds).
 * Columns: id, full name, slug.
 */
export const MENTIONED_MEMBERS = (members: number) =>
  `select "id", "full_name", "slug" from "user_profile" where "user_profile"."id" in (${parameterList(1, members)})`;
