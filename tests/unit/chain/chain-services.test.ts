import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "~/server/env.server";
import { loadSourceSnapshot } from "~/models/source-snapshots.server";
import { ChainSourceError, resetChainCache } from "~/services/chain-source.server";
import {
  getBtcAddress,
  getBtcAddressTxs,
  getBtcBlock,
  getBtcBlockHash,
  getBtcBlockTxs,
  getBtcTipHeight,
  getBtcTx,
} from "~/services/esplora.server";
import {
  getEthBalance,
  getEthBlockByHash,
  getEthBlockByNumber,
  getEthBlockNumber,
  getEthReceipt,
  getEthTransactionCount,
  getEthTx,
} from "~/services/eth-rpc.server";
import {
  BTC_ADDRESS,
  BTC_BLOCK,
  BTC_OLD_BLOCK,
  BTC_TIP_HEIGHT,
  BTC_TXID,
  startFakeEsplora,
  type FakeEsplora,
} from "../../fakes/esplora-server";
import {
  ETH_ADDRESS,
  ETH_BLOCK_HASH,
  ETH_BLOCK_NUMBER,
  ETH_TIP,
  ETH_TX_HASH,
  startFakeEthRpc,
  type FakeEthRpc,
} from "../../fakes/eth-rpc-server";
import { useTestDatabase } from "../../setup/test-db";

let esplora: FakeEsplora;
let eth: FakeEthRpc;

beforeAll(async () => {
  [esplora, eth] = await Promise.all([startFakeEsplora(), startFakeEthRpc()]);
});

afterAll(async () => {
  await Promise.all([esplora.close(), eth.close()]);
  delete process.env.BTC_EXPLORER_URL;
  delete process.env.ETH_RPC_URL;
  delete process.env.CHAIN_TIMEOUT_MS;
});

useTestDatabase({ seeded: false });

beforeEach(() => {
  process.env.BTC_EXPLORER_URL = esplora.url;
  process.env.ETH_RPC_URL = eth.url;
  process.env.CHAIN_TIMEOUT_MS = "400";
  resetEnv();
  resetChainCache();
  esplora.setMode("ok");
  esplora.setDelay(0);
  eth.setMode("ok");
  eth.setDelay(0);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ChainSourceError);
      return error as ChainSourceError;
    },
  );

describe("Esplora", () => {
  it("parses a transaction and keeps only the fields the site reads", async () => {
    const tx = await getBtcTx(BTC_TXID);
    expect(tx.source).toBe("live");
    expect(tx.fetchedAt).toBe("2026-11-23T12:00:00.000Z");
    expect(tx.data).toMatchObject({ txid: BTC_TXID, fee: 1_410, status: { confirmed: true, block_height: BTC_BLOCK.height } });
    expect(tx.data.vout[0]).toEqual({ scriptpubkey_type: "v0_p2wpkh", scriptpubkey_address: BTC_ADDRESS, value: 50_000_000 });
  });

  it("reads addresses, blocks, heights and the tip", async () => {
    expect((await getBtcAddress(BTC_ADDRESS)).data.chain_stats.funded_txo_sum).toBe(75_000_000);
    expect((await getBtcAddressTxs(BTC_ADDRESS)).data).toHaveLength(2);
    expect((await getBtcBlock(BTC_BLOCK.id)).data).toMatchObject({ height: BTC_BLOCK.height, tx_count: 2 });
    expect((await getBtcBlockTxs(BTC_BLOCK.id)).data.map((t) => t.txid)).toContain(BTC_TXID);
    expect((await getBtcBlockHash(BTC_OLD_BLOCK.height)).data).toBe(BTC_OLD_BLOCK.id);
    expect((await getBtcTipHeight()).data).toBe(BTC_TIP_HEIGHT);
  });

  it("answers 'not found' for what the chain does not hold, without a stale fallback", async () => {
    const error = await failure(getBtcTx("f".repeat(64)));
    expect(error.reason).toBe("not-found");
    expect(error.message).toBe("Bu kimlikte bir Bitcoin işlemi bulunamadı.");
    expect((await failure(getBtcBlockHash(1))).reason).toBe("not-found");
  });

  it("turns JSON of the wrong shape and an HTML page into a Turkish error, never data", async () => {
    esplora.setMode("garbage");
    const garbage = await failure(getBtcTx(BTC_TXID));
    expect(garbage.reason).toBe("garbage");
    expect(garbage.message).toContain("anlaşılmayan bir yanıt");
    resetChainCache();
    esplora.setMode("html");
    expect((await failure(getBtcAddress(BTC_ADDRESS))).reason).toBe("garbage");
    expect((await failure(getBtcTipHeight())).reason).toBe("garbage");
  });

  it("gives up after the timeout", async () => {
    esplora.setMode("timeout");
    const error = await failure(getBtcBlock(BTC_BLOCK.id));
    expect(error).toMatchObject({ reason: "unreachable", message: "Bitcoin zincir kaynağı zamanında yanıt vermedi." });
  });

  it("caches briefly and makes one call for a burst of visitors", async () => {
    esplora.setDelay(80);
    const before = esplora.hits();
    await Promise.all(Array.from({ length: 20 }, () => getBtcAddress(BTC_ADDRESS)));
    expect(esplora.hits() - before).toBe(1);
    later(59_000);
    await getBtcAddress(BTC_ADDRESS);
    expect(esplora.hits() - before).toBe(1);
    later(2_000);
    await getBtcAddress(BTC_ADDRESS);
    expect(esplora.hits() - before).toBe(2);
  });

  it("keeps an old block for a day but a recent answer only a minute", async () => {
    vi.setSystemTime((BTC_BLOCK.timestamp + 3600 * 5) * 1000);
    const before = esplora.hits();
    await getBtcBlock(BTC_BLOCK.id);
    later(6 * 3600_000);
    await getBtcBlock(BTC_BLOCK.id);
    expect(esplora.hits() - before).toBe(1);
    vi.setSystemTime((BTC_BLOCK.timestamp + 60) * 1000);
    resetChainCache();
    await getBtcBlock(BTC_BLOCK.id);
    later(61_000);
    await getBtcBlock(BTC_BLOCK.id);
    expect(esplora.hits() - before).toBe(3);
  });

  it("serves the last good answer from the database, marked stale with its time, when the source fails", async () => {
    await getBtcAddress(BTC_ADDRESS);
    expect(await loadSourceSnapshot(`btc:address:${BTC_ADDRESS}`)).toMatchObject({ fetchedAt: "2026-11-23T12:00:00.000Z" });
    resetChainCache(); // as after a restart
    later(10 * 60_000);
    esplora.setMode("error");
    const stale = await getBtcAddress(BTC_ADDRESS);
    expect(stale).toMatchObject({ source: "stale", fetchedAt: "2026-11-23T12:00:00.000Z" });
    expect(stale.data.chain_stats.tx_count).toBe(2);

    // The failed source is left alone for a while: the next visitor gets the stale answer without a call.
    const before = esplora.hits();
    expect((await getBtcAddress(BTC_ADDRESS)).source).toBe("stale");
    expect(esplora.hits()).toBe(before);
  });

  it("says when the source is turned off", async () => {
    process.env.BTC_EXPLORER_URL = "";
    resetEnv();
    const error = await failure(getBtcTipHeight());
    expect(error).toMatchObject({ reason: "unconfigured", message: "Bitcoin zincir kaynağı ayarlanmamış (BTC_EXPLORER_URL)." });
  });
});

describe("Ethereum JSON-RPC", () => {
  it("reads balances, nonces, transactions, receipts and blocks as hex quantities", async () => {
    expect((await getEthBalance(ETH_ADDRESS)).data).toBe("0x14d1120d7b160000");
    expect((await getEthTransactionCount(ETH_ADDRESS)).data).toBe("0x2a");
    expect((await getEthBlockNumber()).data).toBe(`0x${ETH_TIP.toString(16)}`);
    const tx = await getEthTx(ETH_TX_HASH);
    expect(tx.data).toMatchObject({ hash: ETH_TX_HASH, blockNumber: `0x${ETH_BLOCK_NUMBER.toString(16)}`, value: "0x3782dace9d90000" });
    expect(tx.data).not.toHaveProperty("r");
    expect((await getEthReceipt(ETH_TX_HASH)).data).toMatchObject({ status: "0x1", gasUsed: "0x5208", logs: [] });
    expect((await getEthBlockByNumber(ETH_BLOCK_NUMBER)).data.hash).toBe(ETH_BLOCK_HASH);
    expect((await getEthBlockByHash(ETH_BLOCK_HASH.toUpperCase().replace("0X", "0x"))).data.transactions).toEqual([ETH_TX_HASH]);
    expect(eth.methods()).toEqual(
      expect.arrayContaining([
        "eth_getBalance",
        "eth_getTransactionCount",
        "eth_blockNumber",
        "eth_getTransactionReceipt",
        "eth_getBlockByHash",
      ]),
    );
  });

  it("treats a null result as 'not found'", async () => {
    const error = await failure(getEthTx(`0x${"0".repeat(64)}`));
    expect(error).toMatchObject({ reason: "not-found", message: "Bu karmada bir Ethereum işlemi bulunamadı." });
    expect((await failure(getEthBlockByNumber(1))).reason).toBe("not-found");
  });

  it("turns a wrong-shaped result, an HTML page or a 502 into an error", async () => {
    eth.setMode("garbage");
    expect((await failure(getEthBalance(ETH_ADDRESS))).reason).toBe("garbage");
    expect((await failure(getEthTx(ETH_TX_HASH))).reason).toBe("garbage");
    resetChainCache();
    eth.setMode("html");
    expect((await failure(getEthBlockNumber())).message).toContain("anlaşılmayan bir yanıt");
    resetChainCache();
    eth.setMode("error");
    expect((await failure(getEthBlockNumber())).message).toBe("Ethereum düğümü hata verdi (HTTP 502).");
  });

  it("serves the stored balance as stale when the node stops answering", async () => {
    await getEthBalance(ETH_ADDRESS);
    resetChainCache();
    later(5 * 60_000);
    eth.setMode("timeout");
    expect(await getEthBalance(ETH_ADDRESS)).toMatchObject({
      source: "stale",
      data: "0x14d1120d7b160000",
      fetchedAt: "2026-11-23T12:00:00.000Z",
    });
    // With nothing stored, the failure itself.
    expect((await failure(getEthTransactionCount(ETH_ADDRESS))).message).toBe("Ethereum düğümü zamanında yanıt vermedi.");
  });
});
