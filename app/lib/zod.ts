import { z } from "zod";

// Every module of the app takes zod from here (ESLint holds it), so this runs before any parse,
// and only on pages that use a schema: importing it from root would put zod (~90 kB) on every page.
// Zod 4 probes for `new Function` the first time it parses an object, to compile faster parsers.
// Under this site's Content-Security-Policy (no 'unsafe-eval') the probe is refused, and although
// zod catches the error, the browser still reports a policy violation: Lighthouse's best-practices
// audit counts it and the console shows it. Without the JIT nothing is probed; parsing stays correct.
z.config({ jitless: true });

export { z };
