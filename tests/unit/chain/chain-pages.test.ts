import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { resetEnv } from "~/server/env.server";
import { loader as explorerLoader } from "~/routes/blockchain-explorer/route";
import { loader as walletLoader } from "~/routes/wallet-analyzer/route";
import { resetChainCache } from "~/services/chain-source.server";
import { db } from "~/server/db.server";
import {
  BTC_ADDRESS,
  BTC_BLOCK,
  BTC_COINBASE_TXID,
  BTC_EMPTY_ADDRESS,
  BTC_OLD_BLOCK,
  BTC_OLD_TXID,
  BTC_TXID,
} from "../../fakes/esplora-server";
import { ETH_ADDRESS, ETH_BLOCK_HASH, ETH_BLOCK_NUMBER, ETH_TX_HASH } from "../../fakes/eth-rpc-server";
import { useChainFakes } from "../../setup/chain-fakes";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith } from "../../setup/requests";

useTestDatabase({ seeded: false });
const { esplora, eth, ticker } = useChainFakes();

// Each lookup comes from an address of its own: the per-address allowance is tested in tests/unit/limits/tool-limits.test.ts.
let lookups = 0;
const context = () => ({ clientIp: `192.0.2.${++lookups % 250}`, cspNonce: "" }) as AppLoadContext;

async function wallet(address: string) {
  const result = await walletLoader({
    request: requestWith(`/wallet-analyzer?${new URLSearchParams({ address })}`),
    params: {},
    context: context(),
  });
  return { ...result.data, status: result.init?.status ?? 200 };
}

async function explore(query: Record<string, string>) {
  const result = await explorerLoader({
    request: requestWith(`/blockchain-explorer?${new URLSearchParams(query)}`),
    params: {},
    context: context(),
  });
  return { ...result.data, status: result.init?.status ?? 200 };
}

describe("/wallet-analyzer", () => {
  it("checks a Bech32 address and shows its balance with dollar and lira values and its transactions", async () => {
    const page = await wallet(BTC_ADDRESS);
    expect(page.status).toBe(200);
    expect(page.check).toMatchObject({ valid: true, kind: "Bitcoin – Native SegWit P2WPKH (Bech32)", network: "mainnet" });
    expect(page.chain).toMatchObject({
      view: {
        chain: "btc",
        // 0.75 BTC at the fake's 64250.5 USDT and 34.25 TRY per USDT
        balance: { amount: "0,75 BTC", usd: "$48.187,88", try: "₺1.650.434,72" },
        txCount: 2,
        sent: { amount: "0 BTC", usd: null, try: null },
      },
      freshness: { source: "live" },
    });
    const view = (page.chain as { view: { txs: Array<{ txid: string; amount: { amount: string } }> } }).view;
    expect(view.txs.map((tx) => [tx.txid, tx.amount.amount])).toEqual([
      [BTC_TXID, "+0,5 BTC"],
      [BTC_OLD_TXID, "+0,25 BTC"],
    ]);
  });

  it("says an address with a typo is invalid and asks no chain source", async () => {
    const before = esplora.hits();
    const page = await wallet(`${BTC_ADDRESS.slice(0, -1)}5`);
    expect(page.status).toBe(400);
    expect(page.check).toMatchObject({ valid: false, problem: expect.stringContaining("Bech32") });
    expect(page.chain).toBeNull();
    expect(esplora.hits()).toBe(before);
  });

  it("checks a TRON address (TRON's docs' example) by its form alone: no chain source is asked", async () => {
    const before = esplora.hits() + eth.hits();
    const valid = await wallet("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL");
    expect(valid).toMatchObject({
      status: 200,
      check: { valid: true, chain: "tron", kind: "TRON – hesap adresi (Base58Check)" },
      chain: null,
    });
    const typo = await wallet("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM");
    expect(typo).toMatchObject({ status: 400, check: { valid: false, chain: "tron" } });
    expect(esplora.hits() + eth.hits()).toBe(before);
  });

  it("refuses a 10 kB address with a Turkish message before any call", async () => {
    const before = esplora.hits() + eth.hits();
    const page = await wallet("bc1q".padEnd(10_000, "q"));
    expect(page).toMatchObject({ status: 400, inputError: "Adres en çok 90 karakter olabilir.", check: null });
    expect(page.address).toHaveLength(90);
    expect(esplora.hits() + eth.hits()).toBe(before);
  });

  it("catches an Ethereum address whose letter case breaks the EIP-55 checksum", async () => {
    const page = await wallet(ETH_ADDRESS.replace("aA", "Aa"));
    expect(page.status).toBe(400);
    expect(page.check).toMatchObject({ valid: false, chain: "eth", problem: expect.stringContaining("EIP-55") });
  });

  it("shows an Ethereum address's balance and nonce", async () => {
    const page = await wallet(ETH_ADDRESS);
    expect(page.check).toMatchObject({ valid: true, checksummed: true });
    expect(page.chain).toMatchObject({ view: { chain: "eth", balance: { amount: "1,5 ETH", usd: "$4.681,13" }, sentCount: 42 } });
  });

  it("still validates when the source fails or is turned off", async () => {
    esplora.setMode("html");
    const failing = await wallet(BTC_EMPTY_ADDRESS);
    expect(failing).toMatchObject({ status: 200, check: { valid: true, kind: "Bitcoin – Taproot (Bech32m)" } });
    expect(failing.chain).toEqual({ error: "Bitcoin zincir kaynağı anlaşılmayan bir yanıt verdi; bu yanıt gösterilmedi." });

    process.env.ETH_RPC_URL = "";
    resetEnv();
    const off = await wallet(ETH_ADDRESS);
    expect(off.check).toMatchObject({ valid: true });
    expect(off.chain).toEqual({ error: "Ethereum düğümü ayarlanmamış (ETH_RPC_URL)." });
  });

  it("shows no dollar values while the market has only sample prices", async () => {
    ticker.setFailing(true);
    const page = await wallet(BTC_ADDRESS);
    expect(page.prices).toBeNull();
    expect(page.chain).toMatchObject({ view: { balance: { amount: "0,75 BTC", usd: null, try: null } } });
  });
});

describe("/blockchain-explorer", () => {
  it("shows a Bitcoin transaction with its block, confirmations, fee and outputs", async () => {
    const page = await explore({ q: BTC_TXID });
    expect(page.status).toBe(200);
    expect(page.result).toMatchObject({
      type: "btc-tx",
      tx: {
        blockHash: BTC_BLOCK.id,
        blockHeight: BTC_BLOCK.height,
        confirmations: 11,
        fee: { amount: "0,0000141 BTC" },
        feeRate: "10 sat/vB",
        totalOut: { amount: "0,6 BTC" },
        outputs: [{ address: BTC_ADDRESS, amount: { amount: "0,5 BTC" } }, expect.anything()],
      },
    });
  });

  it("finds a block by hash (after no transaction matched) and by height, with its first transactions", async () => {
    const byHash = await explore({ q: BTC_BLOCK.id });
    expect(byHash.result).toMatchObject({ type: "btc-block", block: { height: BTC_BLOCK.height, txCount: 2, confirmations: 11 } });
    const txids = (byHash.result as { block: { txs: Array<{ txid: string }> } }).block.txs.map((tx) => tx.txid);
    expect(txids).toEqual([BTC_COINBASE_TXID, BTC_TXID]);
    const byHeight = await explore({ q: String(BTC_OLD_BLOCK.height), chain: "btc" });
    expect(byHeight.result).toMatchObject({ type: "btc-block", block: { hash: BTC_OLD_BLOCK.id } });
  });

  it("asks which chain a bare number means", async () => {
    const page = await explore({ q: "869990" });
    expect(page).toMatchObject({ status: 200, ambiguousNumber: 869_990, result: null });
  });

  it("shows an Ethereum transaction, block and address", async () => {
    const tx = await explore({ q: ETH_TX_HASH });
    expect(tx.result).toMatchObject({
      type: "eth-tx",
      tx: {
        blockNumber: ETH_BLOCK_NUMBER,
        confirmations: 11,
        status: "Başarılı",
        from: ETH_ADDRESS,
        value: { amount: "0,25 ETH" },
        fee: { amount: "0,00042 ETH" },
        gasPrice: "20 Gwei",
        methodId: null,
      },
    });
    const block = await explore({ q: String(ETH_BLOCK_NUMBER), chain: "eth" });
    expect(block.result).toMatchObject({ type: "eth-block", block: { hash: ETH_BLOCK_HASH, txs: [ETH_TX_HASH] } });
    const byHash = await explore({ q: ETH_BLOCK_HASH });
    expect(byHash.result).toMatchObject({ type: "eth-block", block: { number: ETH_BLOCK_NUMBER } });
    const address = await explore({ q: ETH_ADDRESS.toLowerCase() });
    expect(address.result).toMatchObject({ type: "eth-address", address: { address: ETH_ADDRESS, sentCount: 42 } });
  });

  it("answers bad input with 400 and a Turkish message, before any call", async () => {
    const before = esplora.hits() + eth.hits();
    expect(await explore({ q: "merhaba dünya" })).toMatchObject({ status: 400, error: expect.stringContaining("tanınmadı") });
    expect(await explore({ q: "x".repeat(10_000) })).toMatchObject({ status: 400, error: "Arama en çok 100 karakter olabilir." });
    expect(await explore({ q: BTC_TXID, chain: "doge" })).toMatchObject({ status: 400, error: "Ağ Bitcoin ya da Ethereum olmalı." });
    expect(await explore({ q: `${ETH_ADDRESS.slice(0, -1)}D` })).toMatchObject({ status: 400, error: expect.stringContaining("EIP-55") });
    expect(await explore({ q: BTC_ADDRESS, chain: "eth" })).toMatchObject({ status: 400 });
    expect(esplora.hits() + eth.hits()).toBe(before);
  });

  it("says 'bulunamadı' with 404 for what the chain does not hold", async () => {
    const page = await explore({ q: "e".repeat(64) });
    expect(page).toMatchObject({ status: 404, error: "Bu karmayla ne bir işlem ne de bir blok bulunamadı.", result: null });
    expect(await explore({ q: "5", chain: "eth" })).toMatchObject({ status: 404, error: "5 numaralı bir Ethereum bloğu bulunamadı." });
  });

  it("says so when the source fails, and shows the last good answer as stale", async () => {
    esplora.setMode("timeout");
    expect(await explore({ q: BTC_TXID })).toMatchObject({ status: 503, sourceProblem: "Bitcoin zincir kaynağı zamanında yanıt vermedi." });

    esplora.setMode("ok");
    resetChainCache();
    await explore({ q: BTC_TXID });
    // As after a restart, once the stored answer is due again (a stored answer still fresh is served as live).
    resetChainCache();
    await db().updateTable("source_snapshots").set({ fetched_at: "2020-01-01T00:00:00.000Z" }).execute();
    esplora.setMode("garbage");
    const stale = await explore({ q: BTC_TXID });
    expect(stale).toMatchObject({ status: 200, freshness: { source: "stale" }, result: { type: "btc-tx" } });
  });
});
