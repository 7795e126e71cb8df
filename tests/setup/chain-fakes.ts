import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetEnv } from "~/server/env.server";
import { resetChainCache } from "~/services/chain-source.server";
import { resetMarketCache } from "~/services/market.server";
import { startFakeEsplora, type FakeEsplora } from "../fakes/esplora-server";
import { startFakeEthRpc, type FakeEthRpc } from "../fakes/eth-rpc-server";
import { startFakeTicker, type FakeTicker } from "../fakes/ticker-server";

const URLS = ["BTC_EXPLORER_URL", "ETH_RPC_URL", "MARKET_TICKER_URL", "CHAIN_TIMEOUT_MS"];

/**
 * The chain pages' outside world for a whole test file: Esplora, an Ethereum node and the
 * exchange (for the dollar and lira prices), answering normally again before every test, with
 * empty caches and a short time limit. The returned fakes are filled in before the first test.
 */
export function useChainFakes() {
  const fakes = { esplora: {} as FakeEsplora, eth: {} as FakeEthRpc, ticker: {} as FakeTicker };
  beforeAll(async () => {
    const [esplora, eth, ticker] = await Promise.all([startFakeEsplora(), startFakeEthRpc(), startFakeTicker()]);
    Object.assign(fakes.esplora, esplora);
    Object.assign(fakes.eth, eth);
    Object.assign(fakes.ticker, ticker);
  });
  afterAll(async () => {
    await Promise.all([fakes.esplora.close(), fakes.eth.close(), fakes.ticker.close()]);
    for (const name of URLS) delete process.env[name];
  });
  beforeEach(() => {
    process.env.BTC_EXPLORER_URL = fakes.esplora.url;
    process.env.ETH_RPC_URL = fakes.eth.url;
    process.env.MARKET_TICKER_URL = fakes.ticker.url;
    process.env.CHAIN_TIMEOUT_MS = "400";
    resetEnv();
    resetChainCache();
    resetMarketCache();
    fakes.esplora.setMode("ok");
    fakes.eth.setMode("ok");
    fakes.eth.refuseBatches(false);
    fakes.ticker.setFailing(false);
  });
  return fakes;
}
