import { QUERY_PROBLEM_MESSAGES, parseSearchQuery } from "~/lib/search/query";
import { searchSite } from "~/models/search.server";
import { apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;

/** GET /api/search?q=&limit=: the site search's best matches, `{ results: [{ kind, title, url, snippet }] }`. */
export const loader = apiLoader(
  async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const parsed = parseSearchQuery(params.get("q") ?? "");
    if ("problem" in parsed) return jsonError(QUERY_PROBLEM_MESSAGES[parsed.problem], 400);
    const limitParam = params.get("limit");
    const limit = limitParam === null ? DEFAULT_LIMIT : Number(limitParam);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      return jsonError(`limit 1 ile ${MAX_LIMIT} arasında bir tam sayı olmalıdır.`, 400);
    }
    const { hits } = await searchSite(params.get("q") ?? "", { limit });
    return Response.json({ results: hits.map(({ kind, title, url, snippet }) => ({ kind, title, url, snippet })) });
  },
  { access: "public" },
);
