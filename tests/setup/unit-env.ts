import { vi } from "vitest";
import "./test-env";

// A worker runs many test files one after another (vitest.config.ts: isolate false), so each
// file starts as if alone: the environment as it was before the first file, and a fresh copy
// of every app module (caches, rate limits, the db() and env() singletons). The packages under
// node_modules stay loaded; reloading them is what made a process per file slow.
const state = globalThis as typeof globalThis & { __unitEnvBaseline?: NodeJS.ProcessEnv };
state.__unitEnvBaseline ??= { ...process.env };
for (const key of Object.keys(process.env)) if (!(key in state.__unitEnvBaseline)) delete process.env[key];
Object.assign(process.env, state.__unitEnvBaseline);
vi.resetModules();
