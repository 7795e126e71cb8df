import { apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { valuePortfolio } from "~/services/portfolio-valuation.server";
import { listTransactions } from "~/models/portfolio.server";

/**
 * GET /api/portfolio/summary: the signed-in user's holdings valued at the market snapshot.
 * Dollar figures; lira values at the current USDT/TRY rate (null while no rate is known), lira
 * cost and realised lira at each transaction date's own rate;
 * a coin the snapshot cannot price has null values and stays out of the totals.
 */
export const loader = apiLoader(
  async ({ user }) => {
    const { outcome, source, updatedAt, usdTry } = await valuePortfolio(await listTransactions(user.id));
    if (!outcome.ok) return jsonError(outcome.error, 503);
    const { holdings, totals, years } = outcome.summary;
    return Response.json({
      holdings: holdings.map(({ share: _share, ...holding }) => holding),
      totals,
      realizedByYear: years.map(({ year, gain }) => ({ year, realizedPnlUsd: gain })),
      market: { source, updatedAt, usdTry },
    });
  },
  { access: "user" },
);
