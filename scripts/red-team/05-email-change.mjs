// Issue 44, items 5 and 7: an e-mail change cannot flood a stranger (3 link mails an hour to a
// mailbox), answers alike for a taken address, and a GET on its link changes nothing.
export const title = "E-mail change: per-mailbox limit, no enumeration, POST to complete";

export async function run(ctx) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = "Uzun-sifre-12";
  const cookie = await ctx.register({ username: `rt5_${id}`, email: `rt5-${id}@example.com`, password });
  const takenEmail = `rt5t-${id}@example.com`;
  await ctx.register({ username: `rt5t_${id}`, email: takenEmail, password });
  const stranger = `hedef-${id}@example.com`;

  const change = (email) =>
    ctx.request("/account", { method: "POST", form: { intent: "change-email", email, currentPassword: password }, cookie });
  const statuses = [];
  // Five tries, not more: the current-password check allows ten a quarter-hour and the last two below need it.
  for (let i = 0; i < 5; i += 1) statuses.push((await change(stranger)).status);
  const toStranger = ctx.db.prepare("select count(*) as n from mail_outbox where lower(to_address) = ?").get(stranger).n;

  const free = await change(`serbest-${id}@example.com`);
  const taken = await change(takenEmail);
  const sameAnswer = free.status === taken.status && free.headers.get("location") === taken.headers.get("location");
  const toTaken = ctx.db
    .prepare("select count(*) as n from mail_outbox where lower(to_address) = ? and kind = 'email-change'")
    .get(takenEmail).n;

  // The free address's link, opened by GET (as a mail scanner would), must not move the account.
  const mail = ctx.db
    .prepare("select text_body from mail_outbox where lower(to_address) = ? order by id desc")
    .get(`serbest-${id}@example.com`);
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
  await ctx.request(`/verify-email?token=${token}`);
  const afterGet = ctx.db.prepare("select email from users where username = ?").get(`rt5_${id}`)?.email;

  const held = toStranger <= 3 && statuses.includes(429) && sameAnswer && toTaken === 0 && afterGet === `rt5-${id}@example.com`;
  return {
    held,
    detail: `5 changes to one stranger: ${toStranger} mails (answers ${statuses.join(",")}); taken vs free answered ${taken.status}/${free.status} alike: ${sameAnswer}, mails to the taken address ${toTaken}; GET on the link left the address ${afterGet === `rt5-${id}@example.com` ? "unchanged" : "changed"}`,
  };
}
