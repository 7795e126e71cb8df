import { vi } from "vitest";

// Cheap hashing and a fixed secret for unit tests; each test still opens its own database.
process.env.NODE_ENV = "test";
process.env.SCRYPT_LOG_N = "10";
process.env.SESSION_SECRET = "unit-test-secret-0123456789abcdef";
// No internet in tests: the lira, TCMB and keyless CoinGecko sources are off unless a test points them at a fake.
process.env.BTCTURK_API_URL = "";
process.env.COINGECKO_API_URL = "";
process.env.TCMB_RATES_URL = "";
// The sources whose defaults are real hosts point at a closed port on this machine instead, so a
// test that sets no fake fails at once, as offline, and never asks the real one.
const NOWHERE = "http://127.0.0.1:9";
process.env.MARKET_TICKER_URL = `${NOWHERE}/api/v3/ticker/24hr`;
process.env.ETH_RPC_URL = NOWHERE;
process.env.BTC_EXPLORER_URL = `${NOWHERE}/api`;
process.env.DEFI_API_URL = NOWHERE;

// A worker runs many test files one after another (vitest.config.ts: isolate false), so each
// file starts as if alone: the environment as it was before the first file, and a fresh copy
// of every app module (caches, rate limits, the db() and env() singletons). The packages under
// node_modules stay loaded; reloading them is what made a process per file slow.
const state = globalThis as typeof globalThis & { __unitEnvBaseline?: NodeJS.ProcessEnv };
state.__unitEnvBaseline ??= { ...process.env };
for (const key of Object.keys(process.env)) if (!(key in state.__unitEnvBaseline)) delete process.env[key];
Object.assign(process.env, state.__unitEnvBaseline);
vi.resetModules();
