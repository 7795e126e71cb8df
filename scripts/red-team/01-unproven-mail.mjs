// Issue 44, item 1: an account made with a stranger's address (verification off, the default)
// must not count as proven, must not get alert mail, and re-arming must be limited like creating.
export const title = "Unproven address gets no alert mail; re-arming is limited";

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function run(ctx) {
  const id = stamp();
  const email = `kurban-${id}@example.com`;
  const cookie = await ctx.register({ username: `rt1_${id}`, email, password: "Uzun-sifre-12" });
  const user = ctx.db.prepare("select id, email_verified_at from users where lower(email) = ?").get(email);
  const unproven = !!user && user.email_verified_at === null;

  const account = await ctx.request("/account", { cookie });
  const offersProof = account.text.includes('value="verify-email"') && account.text.includes("henüz doğrulanmadı");

  // An alert that already holds, switched off; then the writes allowance is spent by creating.
  const ticker = await (await ctx.request("/api/ticker")).json();
  const btc = ticker.coins.find((coin) => coin.symbol === "BTCUSDT");
  const input = { symbol: "BTCUSDT", condition: "below", value: Math.round(btc.lastPrice * 1.5), currency: "USD", active: false };
  const statuses = [];
  for (let i = 0; i < 40; i += 1) {
    const answer = await ctx.request("/api/alerts", { method: "POST", json: input, cookie });
    statuses.push(answer.status);
    if (answer.status === 429) break;
  }
  const created = statuses.filter((s) => s === 201).length;
  const first = ctx.db.prepare("select id from price_alerts where user_id = ? order by id limit 1").get(user?.id ?? 0);
  await ctx.request("/alerts", { method: "POST", form: { intent: "rearm", id: String(first?.id ?? 0) }, cookie });
  const rearmed = ctx.db.prepare("select active from price_alerts where id = ?").get(first?.id ?? 0)?.active === 1;

  // Whatever fires meanwhile (if the market is live) rings the bell only.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const mails = ctx.db.prepare("select count(*) as n from mail_outbox where lower(to_address) = ?").get(email).n;

  const held = unproven && offersProof && statuses.at(-1) === 429 && !rearmed && mails === 0;
  return {
    held,
    detail: `verified_at=${user?.email_verified_at ?? "null"}, /account offers proof: ${offersProof}, ${created} alert writes then ${statuses.at(-1)}, re-arm past the allowance ${rearmed ? "went through" : "refused"}, mails to the address: ${mails}`,
  };
}
