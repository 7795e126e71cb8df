// One of two processes counting the same limit at once (tests/unit/ops/shared-limits.test.ts):
// loads the app's contact limit, waits for the agreed moment, then tries ATTEMPTS times and
// prints how many were allowed.
import { loadApp } from "../../../scripts/lib/load-app.mjs";

const { consumeContactAllowance } = await loadApp({ "app/server/form-limits.server.ts": ["consumeContactAllowance"] });
const startAt = Number(process.env.START_AT);
while (Date.now() < startAt) await new Promise((resolve) => setTimeout(resolve, 1));
let allowed = 0;
for (let i = 0; i < Number(process.env.ATTEMPTS); i++) if ((await consumeContactAllowance("203.0.113.9")).allowed) allowed++;
process.stdout.write(JSON.stringify({ allowed }));
