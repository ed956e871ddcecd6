// The SQL the product sends, written out once for the bare reference server (bare-server.ts).
// Each statement is the text the product's code generates today, byte for byte; the bench
// captures the statements of one product request and one bare request and compares their texts,
// so a change in the product's SQL (or here) shows up as "SQL drift" and fails the run. When the
// product's SQL changes on purpose, copy the new text here (`npm run bench -- --show-sql` prints
// what the product sent). Parameters are numbered as the product numbers them; the values each
// one takes are in bare-server.ts beside the call.

/**
 * The session and its member in one joined statement: better-auth's getSession with
 * `advanced.database.joins` (src/server/auth/auth.ts, session.ts → sessionMiddleware).
 * $1 = 1, $2 = the session token (the cookie's value before its signature), $3 = 1.
 */
export const SESSION_WITH_USER = `select "authSession"."id", "authSession"."user_id", "authSession"."token", "authSession"."expires_at", "authSession"."ip_address", "authSession"."user_agent", "authSession"."created_at", "authSession"."updated_at", "authSession_user"."data" as "user" from "auth_session" "authSession" left join lateral (select json_build_array("authSession_user"."id", "authSession_user"."name", "authSession_user"."email", "authSession_user"."email_verified", "authSession_user"."image", "authSession_user"."role", "authSession_user"."two_factor_enabled", "authSession_user"."created_at", "authSession_user"."updated_at") as "data" from (select * from "auth_user" "authSession_user" where "authSession_user"."id" = "authSession"."user_id" limit $1) "authSession_user") "authSession_user" on true where "authSession"."token" = $2 limit $3`;

/**
 * One feed page, the first: selectPosts + visibleTo + newestFirst, `limit + 1` rows
 * (src/server/modules/posts/feed.ts feedStatements.first, prepared as 'feed_page';
 * feed-query.ts).
 * $1 'user', $2 'community', $3 'company', $4 'user', $5 'community', $6 true, $7 'company',
 * $8 true, $9 true, $10 false, $11 the viewer's id, $12 limit + 1.
 */
export const FEED_PAGE = `select "posts"."id", "posts"."content", "posts"."image_url", "posts"."created_at", "posts"."updated_at", "posts"."updated_at" <> "posts"."created_at", to_char("posts"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), "posts"."author_type", "posts"."author_id", "posts"."created_by_user_id", "target_community"."id", "target_community"."name", "user_profile"."full_name", "user_profile"."profile_image_url", "user_profile"."professional_title", "user_profile"."slug", "author_community"."name", "author_community"."logo_url", "author_company"."name", "author_company"."logo_url" from "posts" left join "user_profile" on ("posts"."author_type" = $1 and "user_profile"."id" = "posts"."author_id") left join "communities" "author_community" on ("posts"."author_type" = $2 and "author_community"."id" = "posts"."author_id") left join "companies" "author_company" on ("posts"."author_type" = $3 and "author_company"."id" = "posts"."author_id") left join "communities" "target_community" on "target_community"."id" = "posts"."community_id" where (("posts"."author_type" <> $4 or "user_profile"."id" is not null) and ("posts"."author_type" <> $5 or "author_community"."is_active" = $6) and ("posts"."author_type" <> $7 or "author_company"."is_active" = $8) and ("posts"."community_id" is null or ("target_community"."is_active" = $9 and ("target_community"."is_private" = $10 or exists (select 1 from "community_members"
    where "community_members"."community_id" = "posts"."community_id"
      and "community_members"."user_id" = $11 and "community_members"."is_approved"))))) order by "posts"."created_at" desc, "posts"."id" desc limit $12`;

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
