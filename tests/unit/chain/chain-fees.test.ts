import type { AppLoadContext } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as explorerLoader } from "~/routes/blockchain-explorer/route";
import { loader as walletLoader } from "~/routes/wallet-analyzer/route";
import { db } from "~/server/db.server";
import { feeEstimates } from "~/services/chain-fees.server";
import { chainPrices } from "~/services/chain-lookup.server";
import { resetChainCache } from "~/services/chain-source.server";
import { getEthTokenBalances } from "~/services/eth-rpc.server";
import { BTC_TXID } from "../../fakes/esplora-server";
import { ETH_ADDRESS } from "../../fakes/eth-rpc-server";
import { useChainFakes } from "../../setup/chain-fakes";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith } from "../../setup/requests";

useTestDatabase({ seeded: false });
const { esplora, eth } = useChainFakes();

afterEach(() => {
  vi.useRealTimers();
});

let visitors = 0;
const context = () => ({ clientIp: `198.51.100.${++visitors % 250}`, cspNonce: "" }) as AppLoadContext;

describe("fee estimates", () => {
  it("prices the next block's Bitcoin fee and an Ethereum transfer in dollars and lira, labelled live", async () => {
    const fees = await feeEstimates(await chainPrices());
    // Esplora fake: 12 sat/vB for the next block; × 141 vB = 1,692 sat; × $64,250.5 = $1.087…; × 34.25 = ₺37.23
    expect(fees.btc).toMatchObject({
      ok: true,
      label: { state: "live", cause: null },
      fees: { vbytes: 141, rows: [{ blocks: 1, rate: "12 sat/vB", sats: "1.692 sat", fee: { usd: "$1,09", try: "₺37,23" } }, {}, {}, {}] },
    });
    // Node fake: next base fee 20 gwei, median tip 2 gwei (the newest block's tenfold tips ignored): 22 gwei × 21,000 gas.
    expect(fees.eth).toMatchObject({
      ok: true,
      label: { state: "live" },
      fees: {
        blocks: 20,
        baseFee: "20 Gwei",
        gasPrice: "22 Gwei",
        levels: [
          { label: "Yavaş" },
          { label: "Normal", transfer: { amount: "0,000462 ETH", usd: "$1,44", try: "₺49,38" } },
          { label: "Hızlı" },
        ],
      },
    });
  });

  it("asks each source once a minute, the node in one batch for history and gas price", async () => {
    const before = { esplora: esplora.hits(), eth: eth.hits(), methods: eth.methods().length };
    await feeEstimates(null);
    await feeEstimates(null);
    expect(esplora.paths().slice(before.esplora)).toEqual(["/fee-estimates"]);
    expect(eth.hits() - before.eth).toBe(1);
    expect(eth.methods().slice(before.methods)).toEqual(["eth_feeHistory", "eth_gasPrice"]);
  });

  it("shows the last estimate as stale with its time and cause when a source fails, and says so when there is none", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
    await feeEstimates(null);
    vi.setSystemTime(new Date("2026-11-23T12:05:00Z"));
    esplora.setMode("error");
    eth.setMode("html");
    const stale = await feeEstimates(null);
    expect(stale.btc).toMatchObject({ ok: true, label: { state: "stale", fetchedAt: "2026-11-23T12:00:00.000Z", cause: "status" } });
    expect(stale.eth).toMatchObject({ ok: true, label: { state: "stale", cause: "bad-shape" } });

    resetChainCache();
    await db().deleteFrom("source_snapshots").execute();
    const none = await feeEstimates(null);
    expect(none.btc).toEqual({ ok: false, message: "Bitcoin zincir kaynağı hata verdi (HTTP 500)." });
    expect(none.eth).toEqual({ ok: false, message: "Ethereum düğümü anlaşılmayan bir yanıt verdi; bu yanıt gösterilmedi." });
  });

  it("still reads the fee history from a node that refuses batches, without its suggested gas price", async () => {
    eth.refuseBatches(true);
    const before = eth.methods().length;
    const fees = await feeEstimates(null);
    expect(fees.eth).toMatchObject({ ok: true, fees: { baseFee: "20 Gwei", gasPrice: null, levels: [{}, { perGas: "22 Gwei" }, {}] } });
    expect(eth.methods().slice(before)).toEqual(["eth_feeHistory", "eth_gasPrice", "eth_feeHistory"]);
  });

  it("are on the explorer's page before any search, and not on a search's answer", async () => {
    const empty = await explorerLoader({ request: requestWith("/blockchain-explorer"), params: {}, context: context() });
    expect(empty.data).toMatchObject({ fees: { btc: { ok: true }, eth: { ok: true } } });
    const search = await explorerLoader({ request: requestWith(`/blockchain-explorer?q=${BTC_TXID}`), params: {}, context: context() });
    expect(search.data).toMatchObject({ fees: null, result: { type: "btc-tx" } });
  });
});

describe("token balances", () => {
  it("asks every listed token's balanceOf in one batch and keeps the answer a minute", async () => {
    const before = { hits: eth.hits(), methods: eth.methods().length };
    const balances = await getEthTokenBalances(ETH_ADDRESS);
    await getEthTokenBalances(ETH_ADDRESS.toLowerCase());
    expect(eth.hits() - before.hits).toBe(1);
    expect(eth.methods().slice(before.methods)).toEqual(Array(9).fill("eth_call"));
    expect(balances.data.find((row) => row.token === "0xdac17f958d2ee523a2206206994597c13d831ec7")?.balance).toBe(
      `0x${(3_456_780_000).toString(16).padStart(64, "0")}`,
    );
  });

  it("show on the explorer's address view and the wallet analyzer, zero balances counted", async () => {
    const explorer = await explorerLoader({
      request: requestWith(`/blockchain-explorer?q=${ETH_ADDRESS}`),
      params: {},
      context: context(),
    });
    const held = [
      { symbol: "USDT", name: "Tether USD", amount: "3.456,78" },
      { symbol: "WBTC", name: "Wrapped BTC", amount: "0,5" },
    ];
    expect(explorer.data).toMatchObject({ result: { type: "eth-address", address: { tokens: { held, zero: 7, unread: 0 } } } });
    const wallet = await walletLoader({
      request: requestWith(`/wallet-analyzer?${new URLSearchParams({ address: ETH_ADDRESS })}`),
      params: {},
      context: context(),
    });
    expect(wallet.data).toMatchObject({ chain: { view: { tokens: { held } } } });
  });

  it("leave the ETH balance on the page, and say they could not be read, when the node refuses batches", async () => {
    eth.refuseBatches(true);
    await expect(getEthTokenBalances(ETH_ADDRESS)).rejects.toMatchObject({ reason: "rejected" });
    const explorer = await explorerLoader({
      request: requestWith(`/blockchain-explorer?q=${ETH_ADDRESS}`),
      params: {},
      context: context(),
    });
    expect(explorer.data).toMatchObject({ result: { type: "eth-address", address: { balance: { amount: "1,5 ETH" }, tokens: null } } });
  });
});
