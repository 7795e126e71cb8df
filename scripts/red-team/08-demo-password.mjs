// Item 8 of issue 44: the public login page printed the admin password, so a fresh install put
// on the internet could be taken over. The demo box is shown only to this machine and its
// private network, and a demo password from anywhere else is refused with a Turkish 400.
export const title = "the demo password works only on this machine";

export async function run(ctx) {
  const outside = { "X-Forwarded-For": "203.0.113.88" };
  const page = await ctx.request("/login?demo=1", { headers: outside });
  const attempt = await ctx.request("/login", { form: { username: "admin", password: "admin123" }, headers: outside });
  const signedIn = attempt.status === 302 || /__session=/.test(attempt.headers.get("set-cookie") ?? "");
  const told = attempt.text.includes("ADMIN_PASSWORD");
  const local = await ctx.request("/login", { headers: { "X-Forwarded-For": "192.168.1.10" } });
  const localSignIn = await ctx.request("/login", {
    form: { username: "ayse", password: "ayse123" },
    headers: { "X-Forwarded-For": "10.1.1.1" },
  });
  return {
    held:
      !page.text.includes("admin123") &&
      attempt.status === 400 &&
      !signedIn &&
      told &&
      local.text.includes("admin123") &&
      localSignIn.status === 302,
    detail:
      `from 203.0.113.88: page shows the password ${page.text.includes("admin123") ? "yes" : "no"}, sign-in ${attempt.status}` +
      `${told ? " (tells the operator about ADMIN_PASSWORD)" : ""}; from the private network: box ${local.text.includes("admin123") ? "shown" : "hidden"}, sign-in ${localSignIn.status}`,
  };
}
