// Issue 44, item 2: registering with a stranger's address must not export or erase the
// stranger's newsletter consent and contact message, nor a third person's notification whose
// address merely contains it; the erasure itself is recorded.
export const title = "An unproven address unlocks nobody's records";

export async function run(ctx) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `yabanci-${id}@example.com`;

  // The stranger: a confirmed newsletter subscription (through the mailed link) and a contact message.
  await ctx.request("/newsletter", { method: "POST", form: { email } });
  const confirmMail = ctx.db
    .prepare("select text_body from mail_outbox where to_address = ? and kind = 'newsletter-confirm' order by id desc")
    .get(email);
  const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(confirmMail?.text_body ?? "")?.[1] ?? "";
  await ctx.request(`/newsletter/confirm?token=${token}`, { method: "POST", form: { token } });
  await ctx.request("/api/contacts", { method: "POST", json: { name: "Yabancı", email, subject: "Soru", message: "Yabancının mesajı" } });
  // A third person whose address contains the stranger's: the admins get a notification naming it.
  await ctx.register({ username: `rt2u_${id}`, email: `ek${email}`, password: "Uzun-sifre-12" });

  const cookie = await ctx.register({ username: `rt2_${id}`, email, password: "Uzun-sifre-12" });
  const exported = (await ctx.request("/account/export.json", { cookie })).text;
  const leaked = exported.includes("consent_ip") || exported.includes("Yabancının mesajı") || /"subscribed":\s*true/.test(exported);

  const before = ctx.db.prepare("select count(*) as n from activity_log where action = 'account.deleted'").get().n;
  const deleted = await ctx.request("/account?delete=1", {
    method: "POST",
    form: { intent: "delete-account", password: "Uzun-sifre-12" },
    cookie,
  });
  const gone = !ctx.db.prepare("select id from users where username = ?").get(`rt2_${id}`);
  const subscription = ctx.db.prepare("select status from newsletter_subscribers where email = ?").get(email)?.status;
  const contact = ctx.db.prepare("select count(*) as n from contact_messages where email = ?").get(email).n;
  const third = ctx.db.prepare("select count(*) as n from notifications where instr(message, ?) > 0").get(`ek${email}`).n;
  const recorded = ctx.db.prepare("select count(*) as n from activity_log where action = 'account.deleted'").get().n > before;

  const held = !leaked && deleted.status === 302 && gone && subscription === "active" && contact === 1 && third >= 1 && recorded;
  return {
    held,
    detail: `export leaked stranger's rows: ${leaked}; after erasure: account gone ${gone}, subscription ${subscription ?? "missing"}, contact messages ${contact}, third person's notification ${third}, erasure recorded ${recorded}`,
  };
}
