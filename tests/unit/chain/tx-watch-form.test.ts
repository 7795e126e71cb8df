import { describe, expect, it } from "vitest";
import { DEFAULT_TARGET, MAX_TARGET, MAX_TX_WATCHES, TX_WATCH_LIMIT_MESSAGE, TxWatchSchema, WATCH_EXPIRY_MS } from "~/lib/chain/tx-watch";

// The confirmation notice's form, pure (the /tools/tx-watch route's tests post it with a database).
const btcId = "7e17".repeat(16);
const ethHash = `0x${"ab".repeat(32)}`;
const errors = (fields: Record<string, unknown>) => TxWatchSchema.safeParse(fields).error?.issues.map((issue) => issue.message) ?? [];

describe("watching a transaction", () => {
  it("reads a Bitcoin id and an Ethereum hash, trimmed and lower-cased, the target as a number", () => {
    expect(TxWatchSchema.parse({ chain: "btc", txid: ` ${btcId.toUpperCase()} `, target: "3" })).toEqual({
      chain: "btc",
      txid: btcId,
      target: 3,
    });
    expect(TxWatchSchema.parse({ chain: "eth", txid: ethHash.toUpperCase().replace("0X", "0x"), target: 12 })).toEqual({
      chain: "eth",
      txid: ethHash,
      target: 12,
    });
  });

  it("holds each chain to its own id shape", () => {
    expect(errors({ chain: "btc", txid: ethHash, target: 1 })).toEqual(["Bitcoin işlem kimliği 64 onaltılık rakamdır."]);
    expect(errors({ chain: "btc", txid: btcId.slice(1), target: 1 })).toEqual(["Bitcoin işlem kimliği 64 onaltılık rakamdır."]);
    expect(errors({ chain: "btc", txid: `${btcId}0`, target: 1 })).toEqual(["Bitcoin işlem kimliği 64 onaltılık rakamdır."]);
    expect(errors({ chain: "btc", txid: `g${btcId.slice(1)}`, target: 1 })).toEqual(["Bitcoin işlem kimliği 64 onaltılık rakamdır."]);
    expect(errors({ chain: "eth", txid: btcId, target: 1 })).toEqual(["Ethereum işlem karması 0x ve 64 onaltılık rakamdır."]);
    expect(errors({ chain: "eth", txid: `${ethHash}0`, target: 1 })).toEqual(["Ethereum işlem karması 0x ve 64 onaltılık rakamdır."]);
    expect(errors({ chain: "eth", txid: `x${ethHash}`, target: 1 })).toEqual(["Ethereum işlem karması 0x ve 64 onaltılık rakamdır."]);
    expect(TxWatchSchema.safeParse({ chain: "btc", txid: "x", target: 1 }).error?.issues[0]?.path).toEqual(["txid"]);
  });

  it("takes a target from 1 to 100 whole confirmations", () => {
    expect(errors({ chain: "btc", txid: btcId, target: "1" })).toEqual([]);
    expect(errors({ chain: "btc", txid: btcId, target: "100" })).toEqual([]);
    expect(errors({ chain: "btc", txid: btcId, target: "0" })).toEqual(["Onay sayısı en az 1 olmalı."]);
    expect(errors({ chain: "btc", txid: btcId, target: "101" })).toEqual(["Onay sayısı en çok 100 olabilir."]);
    expect(errors({ chain: "btc", txid: btcId, target: "2.5" })).toEqual(["Onay sayısı tam sayı olmalı."]);
    expect(errors({ chain: "btc", txid: btcId, target: "çok" })).toEqual(["Onay sayısını yazın."]);
  });

  it("names a missing chain or id in Turkish", () => {
    expect(errors({ chain: "doge", txid: btcId, target: 1 })).toEqual(["Ağ Bitcoin ya da Ethereum olmalı."]);
    expect(errors({ chain: "btc", target: 1 })).toEqual(["İşlem kimliği gereklidir."]);
  });

  it("lets one user watch twenty at once, for a week, starting from what exchanges wait for", () => {
    expect(MAX_TX_WATCHES).toBe(20);
    expect(TX_WATCH_LIMIT_MESSAGE).toBe("En çok 20 işlem izlenebilir; yenisi için listeden birini silin.");
    expect(MAX_TARGET).toBe(100);
    expect(WATCH_EXPIRY_MS).toBe(604_800_000);
    expect(DEFAULT_TARGET).toEqual({ btc: 3, eth: 12 });
  });
});
