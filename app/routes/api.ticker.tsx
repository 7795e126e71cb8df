import { apiLoader } from "~/server/api.server";
import { env } from "~/server/env.server";
import { getMarket, marketPayload } from "~/services/market.server";

/** GET /api/ticker: the shared market snapshot, cacheable for as long as the server keeps it. */
export const loader = apiLoader(
  async ({ request }) => {
    const { body, gzipped, etag } = marketPayload(await getMarket());
    const headers = {
      "Cache-Control": `public, max-age=${Math.max(1, Math.floor(env().MARKET_REFRESH_MS / 1000))}`,
      ETag: etag,
      Vary: "Accept-Encoding",
    };
    const ifNoneMatch = request.headers.get("If-None-Match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      return new Response(null, { status: 304, headers });
    }
    const type = { "Content-Type": "application/json; charset=utf-8" };
    if (/\bgzip\b/.test(request.headers.get("Accept-Encoding") ?? "")) {
      return new Response(gzipped, { headers: { ...headers, ...type, "Content-Encoding": "gzip" } });
    }
    return new Response(body, { headers: { ...headers, ...type } });
  },
  { access: "public" },
);
