// Starting the built app (or any child that prints "listening on http://localhost:N") for a
// benchmark: one place for the port handshake and the offline environment the benches share.
import { spawn } from "node:child_process";

/** Resolves with the child's URL once it prints its port; rejects if it exits first. */
export function listening(child, stop) {
  return new Promise((resolve, reject) => {
    let output = "";
    let found = false;
    child.stdout.on("data", (chunk) => {
      // Once the port is known the log is still read (as a process manager reads it) but not kept.
      if (found) return;
      output += chunk;
      const match = output.match(/listening on http:\/\/localhost:(\d+)/i);
      if (match) {
        found = true;
        output = "";
        resolve({ url: `http://127.0.0.1:${match[1]}`, pid: child.pid, stop });
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/**
 * Every outside source pointed at nothing, so a benchmark never reaches past this machine:
 * the market pages show their demo data, the others say their source is off.
 */
export const OFFLINE_ENV = {
  // Nothing listens on port 9.
  MARKET_TICKER_URL: "http://127.0.0.1:9/api/v3/ticker/24hr",
  BTC_EXPLORER_URL: "",
  ETH_RPC_URL: "",
  DEFI_API_URL: "",
  BTCTURK_API_URL: "",
  // /market-data would otherwise ask CoinGecko's public API for market caps (and the NFT reader its collections).
  COINGECKO_API_URL: "",
  TCMB_RATES_URL: "",
  NEWS_SCHEDULE: "off",
};

/** The built app from `cwd` on `databasePath` (seeded at start), offline, with `env` on top. */
export function startBenchApp(cwd, databasePath, env = {}) {
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "bench-secret-0123456789abcdef0123456789",
      ...OFFLINE_ENV,
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return listening(child, () => child.kill("SIGTERM"));
}
