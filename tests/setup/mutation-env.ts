import { inject } from "vitest";

// Stryker's mutation runs (vitest.mutation.config.ts) keep one worker thread from mutant to mutant
// (patches/vitest+3.2.7.patch). Stryker's own setup file switches a mutant on in `beforeAll`, after
// the test file has loaded, but never off: in a kept thread the last mutant would still be on
// while the next file's top-level code runs, and a fixture built there would fail to load, which
// Stryker counts as a survivor with no test run. Each file therefore starts with none on, as it
// does in a new thread. (A static mutant is switched on before loading, on purpose: left alone.)
declare module "vitest" {
  export interface ProvidedContext {
    globalNamespace?: string;
    mutantActivation?: "static" | "runtime";
  }
}

const namespace = inject("globalNamespace");
if (namespace && inject("mutantActivation") !== "static") {
  const stryker = Reflect.get(globalThis, namespace) as { activeMutant?: string } | undefined;
  if (stryker) stryker.activeMutant = undefined;
}
