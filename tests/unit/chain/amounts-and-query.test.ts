import { describe, expect, it } from "vitest";
import { ethFromWei, formatBtc, formatEth, formatGwei, formatInteger } from "~/lib/chain/amounts";
import { classifyQuery, explorerHref } from "~/lib/chain/query";

describe("amounts", () => {
  it("writes every satoshi and wei the Turkish way, without trailing zeros", () => {
    expect(formatBtc(75_000_000)).toBe("0,75 BTC");
    expect(formatBtc(1)).toBe("0,00000001 BTC");
    expect(formatBtc(2_100_000_000_000_000)).toBe("21.000.000 BTC");
    expect(formatBtc(-10_000_000)).toBe("−0,1 BTC");
    expect(formatEth(1n)).toBe("0,000000000000000001 ETH");
    expect(formatEth(1_234_567n * 10n ** 18n + 5n * 10n ** 17n)).toBe("1.234.567,5 ETH");
    expect(formatGwei(20_000_000_000n)).toBe("20 Gwei");
    expect(formatGwei(500_000_000n)).toBe("0,5 Gwei");
    expect(formatInteger(870_000)).toBe("870.000");
  });

  it("turns wei into ether for a dollar value", () => {
    expect(ethFromWei(1_500_000_000_000_000_000n)).toBe(1.5);
  });
});

describe("explorer queries", () => {
  const txid = "7e1".repeat(22).slice(0, 64);

  it("recognises Bitcoin ids, heights and addresses", () => {
    expect(classifyQuery(txid, "")).toEqual({ kind: "btc-hash", hash: txid });
    expect(classifyQuery(txid.toUpperCase(), "")).toEqual({ kind: "btc-hash", hash: txid });
    expect(classifyQuery("840000", "btc")).toEqual({ kind: "btc-height", height: 840_000 });
    expect(classifyQuery("BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "")).toEqual({
      kind: "btc-address",
      address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
    });
  });

  it("recognises Ethereum hashes, block numbers and addresses", () => {
    expect(classifyQuery(`0x${txid}`, "")).toEqual({ kind: "eth-hash", hash: `0x${txid}` });
    expect(classifyQuery(txid, "eth")).toEqual({ kind: "eth-hash", hash: `0x${txid}` });
    expect(classifyQuery("21000000", "eth")).toEqual({ kind: "eth-block", number: 21_000_000 });
    expect(classifyQuery("0xde709f2102306220921060314715629080e2fb77", "")).toEqual({
      kind: "eth-address",
      address: "0xde709f2102306220921060314715629080e2fb77",
    });
  });

  it("asks about a bare number and refuses what it cannot be", () => {
    expect(classifyQuery(" 100 ", "")).toEqual({ kind: "ambiguous-number", number: 100 });
    expect(classifyQuery("", "")).toEqual({ kind: "empty" });
    expect(classifyQuery("99999999999999999999", "btc")).toMatchObject({ kind: "invalid" });
    expect(classifyQuery("abc", "")).toMatchObject({ kind: "invalid", message: expect.stringContaining("tanınmadı") });
    expect(classifyQuery("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "")).toMatchObject({
      kind: "invalid",
      message: expect.stringContaining("Geçersiz adres"),
    });
    expect(classifyQuery("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "btc")).toMatchObject({ kind: "invalid" });
  });

  it("links lookups as explorer URLs", () => {
    expect(explorerHref("btc", 5)).toBe("/blockchain-explorer?chain=btc&q=5");
  });
});
