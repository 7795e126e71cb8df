// Item 9 of issue 44: sign-in counted every attempt, successes included, against the address (30
// in 15 minutes), so a crowd behind a carrier's NAT was locked out, while an IPv6 attacker took a
// fresh address from one /64 for every guess. Now failures are counted, and IPv6 by its /64.
export const title = "forty sign-ins from one address pass; 80 guesses from one /64 are limited";

export async function run(ctx) {
  const stamp = Date.now().toString(36);
  const crowd = Array.from({ length: 40 }, (_, i) => `rt9_${stamp}_${i}`);
  for (const username of crowd) {
    const created = await ctx.request("/api/users", {
      cookie: ctx.adminCookie,
      json: { username, email: `${username}@example.com`, password: "kalabalik-sifre" },
    });
    if (created.status !== 201) throw new Error(`creating ${username} answered ${created.status}`);
  }
  let signedIn = 0;
  for (const username of crowd) {
    const answer = await ctx.request("/login", {
      form: { username, password: "kalabalik-sifre" },
      headers: { "X-Forwarded-For": "198.51.100.99" },
    });
    if (answer.status === 302) signedIn += 1;
  }
  let limited = 0;
  for (let i = 1; i <= 80; i++) {
    const answer = await ctx.request("/login", {
      form: { username: `rt9_guess_${stamp}_${i}`, password: "yanlis" },
      headers: { "X-Forwarded-For": `2001:db8:99:${stamp.length}:${i.toString(16)}::1` },
    });
    if (answer.status === 429) limited += 1;
  }
  return {
    held: signedIn === 40 && limited >= 50,
    detail: `${signedIn} of 40 people behind one address signed in; ${limited} of 80 wrong guesses from fresh addresses of one /64 refused (429)`,
  };
}
