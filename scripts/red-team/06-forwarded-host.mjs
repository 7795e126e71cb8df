// Item 6 of issue 44: `X-Forwarded-Host` turned any form post into a 500 (Remix's own cross-site
// check compares it with Origin and throws). The runner's app trusts its proxy (TRUST_PROXY=1), so
// the header is believed here and a different host must be a refusal (403), never a 500; without
// TRUST_PROXY it is dropped (tests/unit/http/forwarded-host.test.ts).
export const title = "X-Forwarded-Host never makes a 500";

const VALUES = ["evil.example", "evil.example, 127.0.0.1", ",,,", " ", "[::1", "a".repeat(3000), "\u00fe.example"];
const PATHS = ["/newsletter", "/login", "/contact", "/register"];

export async function run(ctx) {
  const host = new URL(ctx.base).host;
  const seen = new Map();
  let worst = 0;
  for (const pathname of PATHS) {
    for (const value of VALUES) {
      const answer = await ctx.request(pathname, {
        form: { email: "okur@example.com", username: "x", password: "y" },
        headers: { "X-Forwarded-Host": value, "X-Forwarded-For": "198.51.100.66" },
      });
      worst = Math.max(worst, answer.status);
      seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
    }
  }
  // The proxy's own host still passes.
  const same = await ctx.request("/newsletter", { form: { email: "okur@example.com" }, headers: { "X-Forwarded-Host": host } });
  const summary = [...seen].map(([status, count]) => `${count}×${status}`).join(", ");
  return {
    held: worst < 500 && same.status < 500,
    detail: `${PATHS.length * VALUES.length} posts with odd X-Forwarded-Host: ${summary}; with the proxy's own host: ${same.status}`,
  };
}
