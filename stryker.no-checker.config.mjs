// stryker.config.mjs without the TypeScript checker, which sets the pace on this two-core machine
// (one to three seconds of CPU a check, against about a tenth of a second for a mutant's tests in
// a kept thread): scripts/mutation.mjs's first pass, and a folder's survivors with
// `npx stryker run stryker.no-checker.config.mjs --mutate …` (docs/testing.md).
import base from "./stryker.config.mjs";

export default { ...base, checkers: [] };
