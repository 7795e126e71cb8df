import { describe, expect, it } from "vitest";
import { btcFeeRows, btcFeeSats, ethFeeLevels, formatGasPrice, medianBigInt, rateForTarget } from "~/lib/chain/fees";
import type { PriceInfo } from "~/lib/chain/views";

// The fakes' prices: BTCUSDT 64,250.5, ETHUSDT 3,120.75, USDTTRY 34.25.
const prices: PriceInfo = { source: "live", updatedAt: "2026-11-23T12:00:00.000Z", btcUsd: 64_250.5, ethUsd: 3_120.75, usdTry: 34.25 };
const gwei = (n: number) => `0x${BigInt(Math.round(n * 1e9)).toString(16)}`;

describe("Bitcoin fee for a typical transaction", () => {
  it("is the rate times 141 vB, rounded up to a whole satoshi", () => {
    expect(btcFeeSats(12)).toBe(1_692); // 12 × 141
    expect(btcFeeSats(8.2)).toBe(1_157); // 1,156.2 → 1,157
    expect(btcFeeSats(2.1)).toBe(297); // 296.1 (296.10000000000002 in floating point) → 297, not 298
    expect(btcFeeSats(1, 110)).toBe(110);
  });

  it("takes a target's own rate, else the nearest shorter target's", () => {
    const estimates = { "1": 10, "2": 9, "144": 2 };
    expect(rateForTarget(estimates, 1)).toBe(10);
    expect(rateForTarget(estimates, 6)).toBe(9);
    expect(rateForTarget(estimates, 144)).toBe(2);
    expect(rateForTarget({ "6": 4 }, 1)).toBeNull();
  });

  it("prices each shown target in BTC, dollars and lira", () => {
    const rows = btcFeeRows({ "1": 12, "2": 10.5, "3": 8.2, "6": 5.3, "144": 1.5, "504": 1.02 }, prices);
    expect(rows.map((row) => row.blocks)).toEqual([1, 3, 6, 144]);
    // 1,692 sat = 0.00001692 BTC; × 64,250.5 = $1.08711846; × 34.25 = ₺37.2338…
    expect(rows[0]).toEqual({
      label: "Sonraki blok (~10 dakika)",
      blocks: 1,
      rate: "12 sat/vB",
      sats: "1.692 sat",
      fee: { amount: "0,00001692 BTC", usd: "$1,09", try: "₺37,23" },
    });
    // 8.2 × 141 = 1,156.2 → 1,157 sat; $0.743378…; ₺25.4607…
    expect(rows[1]).toMatchObject({ rate: "8,2 sat/vB", sats: "1.157 sat", fee: { usd: "$0,7434", try: "₺25,46" } });
    // 1.5 × 141 = 211.5 → 212 sat; $0.136211…; ₺4.6652…
    expect(rows[3]).toMatchObject({
      label: "~1 gün (144 blok)",
      sats: "212 sat",
      fee: { amount: "0,00000212 BTC", usd: "$0,1362", try: "₺4,67" },
    });
  });

  it("shows no dollar or lira figure without a price, and no lira without USD/TRY", () => {
    expect(btcFeeRows({ "1": 12 }, null)[0].fee).toEqual({ amount: "0,00001692 BTC", usd: null, try: null });
    expect(btcFeeRows({ "1": 12 }, { ...prices, usdTry: null })[0].fee).toEqual({ amount: "0,00001692 BTC", usd: "$1,09", try: null });
    expect(btcFeeRows({ "1": 12 }, { ...prices, btcUsd: null })[0].fee.usd).toBeNull();
  });
});

describe("Ethereum gas", () => {
  // Four blocks; the next block's base fee 20 gwei; the newest block paid ten times the usual tips.
  const history = {
    oldestBlock: "0x1406f3d",
    baseFeePerGas: [gwei(18), gwei(19), gwei(19.5), gwei(21), gwei(20)],
    reward: [
      [gwei(1), gwei(2), gwei(5)],
      [gwei(1), gwei(2), gwei(5)],
      [gwei(1), gwei(2), gwei(5)],
      [gwei(10), gwei(20), gwei(50)],
    ],
  };

  it("takes the median tip, so one block of bidding does not set the price", () => {
    expect(medianBigInt([3n, 1n, 2n])).toBe(2n);
    expect(medianBigInt([1n, 2n, 3n, 4n])).toBe(2n); // (2 + 3) / 2, rounded down
    expect(medianBigInt([1_000_000_000n, 2_000_000_000n, 3_000_000_000n, 4_000_000_000n])).toBe(2_500_000_000n);
    expect(medianBigInt([])).toBeNull();
  });

  it("prices a transfer (21,000 gas) and a token transfer (65,000 gas) at base fee plus tip", () => {
    const fees = ethFeeLevels(history, gwei(22), prices)!;
    expect(fees).toMatchObject({ blocks: 4, baseFee: "20 Gwei", gasPrice: "22 Gwei", transferGas: 21_000, tokenTransferGas: 65_000 });
    // Normal: 20 + 2 = 22 gwei; × 21,000 = 462,000 gwei = 0.000462 ETH; × 3,120.75 = $1.4417865; × 34.25 = ₺49.3812…
    // Token: 22 gwei × 65,000 = 0.00143 ETH; $4.4626725; ₺152.8465…
    expect(fees.levels[1]).toEqual({
      label: "Normal",
      tip: "2 Gwei",
      perGas: "22 Gwei",
      transfer: { amount: "0,000462 ETH", usd: "$1,44", try: "₺49,38" },
      tokenTransfer: { amount: "0,00143 ETH", usd: "$4,46", try: "₺152,85" },
    });
    // Slow: 21 gwei → 0.000441 ETH, $1.37625…, ₺47.1366…; fast: 25 gwei → 0.000525 ETH, $1.63839…, ₺56.1150…
    expect(fees.levels[0]).toMatchObject({
      label: "Yavaş",
      perGas: "21 Gwei",
      transfer: { amount: "0,000441 ETH", usd: "$1,38", try: "₺47,14" },
    });
    expect(fees.levels[2]).toMatchObject({
      label: "Hızlı",
      perGas: "25 Gwei",
      transfer: { amount: "0,000525 ETH", usd: "$1,64", try: "₺56,11" },
    });
  });

  it("writes a cheap hour's gas below one gwei with four decimals", () => {
    expect(formatGasPrice(523_456_789n)).toBe("0,5235 Gwei");
    expect(formatGasPrice(2_500_000_000n)).toBe("2,5 Gwei");
  });

  it("has no levels without rewards and nothing without a base fee", () => {
    expect(ethFeeLevels({ oldestBlock: "0x1", baseFeePerGas: [gwei(20)] }, null, null)).toMatchObject({ levels: [], gasPrice: null });
    expect(ethFeeLevels({ oldestBlock: "0x1", baseFeePerGas: [] }, null, prices)).toBeNull();
  });
});
