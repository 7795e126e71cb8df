// stryker.config.mjs without the TypeScript checker, which sets the pace on this two-core machine
// (about 5 s a mutant against under half a second for its tests): the per-folder figures in
// docs/testing.md were taken with `npx stryker run stryker.no-checker.config.mjs --mutate …`.
import base from "./stryker.config.mjs";

export default { ...base, checkers: [] };
