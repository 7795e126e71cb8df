// Issue 44, item 3: switched-off alerts count too (200 a user), and the list is paged.
export const title = "Alerts are capped at 200 a user and the API is paged";

export async function run(ctx) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const cookie = await ctx.register({ username: `rt3_${id}`, email: `rt3-${id}@example.com`, password: "Uzun-sifre-12" });
  const ticker = await (await ctx.request("/api/ticker")).json();
  const btc = ticker.coins.find((coin) => coin.symbol === "BTCUSDT");
  const input = { symbol: "BTCUSDT", condition: "above", value: Math.round(btc.lastPrice * 2), currency: "USD", active: false };

  // The writes allowance (30 per 10 minutes) stops a script first; 250 tries stay bounded either way.
  const counts = {};
  for (let i = 0; i < 250; i += 1) {
    const { status } = await ctx.request("/api/alerts", { method: "POST", json: input, cookie });
    counts[status] = (counts[status] ?? 0) + 1;
    if (status === 429) break;
  }
  const user = ctx.db.prepare("select id from users where username = ?").get(`rt3_${id}`);
  const stored = ctx.db.prepare("select count(*) as n from price_alerts where user_id = ?").get(user?.id ?? 0).n;
  const listed = await (await ctx.request("/api/alerts?page=1", { cookie })).json();
  const paged = Array.isArray(listed.alerts) && listed.alerts.length <= 25 && listed.pagination?.total === stored;

  const held = stored <= 200 && paged && (counts[429] ?? 0) + (counts[400] ?? 0) > 0;
  return {
    held,
    detail: `answers ${JSON.stringify(counts)}, stored ${stored}, page 1 holds ${listed.alerts?.length} of ${listed.pagination?.total} (${listed.pagination?.pages} pages)`,
  };
}
