import { describe, expect, it } from "vitest";
import {
  balanceOfData,
  decodeTransfers,
  formatTokenAmount,
  readBalance,
  tokenHoldings,
  TRANSFER_TOPIC,
  unitsToDecimal,
} from "~/lib/chain/erc20";

// A published mainnet USDT transfer: tx 0x37eeb55eab329c73aeac6a172faa6c77e7013cd0cda0fc472274c5faf0df7003,
// block 16569423 (February 2023), log 191 of its block: 200 USDT (0x0bebc200 = 200 000 000 units, 6 decimals).
const usdtLog = {
  address: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
  blockNumber: "0xfcd34f",
  data: "0x000000000000000000000000000000000000000000000000000000000bebc200",
  logIndex: "0xbf",
  removed: false,
  topics: [
    "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",
    "0x000000000000000000000000d8a7346ffef357542857ab5fcf7ed1baed08680f",
    "0x00000000000000000000000031c43e2be5bcd4edb512ad47a0f1a93aa22941b9",
  ],
  transactionHash: "0x37eeb55eab329c73aeac6a172faa6c77e7013cd0cda0fc472274c5faf0df7003",
  transactionIndex: "0x77",
};

describe("decodeTransfers", () => {
  it("reads a real USDT transfer's log as 200 USDT from → to", () => {
    expect(decodeTransfers([usdtLog])).toEqual([
      {
        token: expect.objectContaining({ symbol: "USDT", decimals: 6 }),
        from: "0xd8a7346ffef357542857ab5fcf7ed1baed08680f",
        to: "0x31c43e2be5bcd4edb512ad47a0f1a93aa22941b9",
        raw: "200000000",
        amount: "200",
      },
    ]);
  });

  it("skips unlisted contracts, NFT transfers (id as a fourth topic) and other events", () => {
    const unlisted = { ...usdtLog, address: "0x1111111111111111111111111111111111111111" };
    const nft = { ...usdtLog, topics: [...usdtLog.topics, `0x${"0".repeat(63)}7`], data: "0x" };
    const approval = {
      ...usdtLog,
      topics: [`0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925`, ...usdtLog.topics.slice(1)],
    };
    expect(decodeTransfers([unlisted, nft, approval])).toEqual([]);
  });

  it("keeps every digit of an 18-decimal amount", () => {
    const dai = {
      address: "0x6b175474e89094c44da98b954eedeac495271d0f",
      topics: [TRANSFER_TOPIC, usdtLog.topics[1], usdtLog.topics[2]],
      data: `0x${1_250_500_000_000_000_000_000n.toString(16).padStart(64, "0")}`,
    };
    expect(decodeTransfers([dai])[0]).toMatchObject({ amount: "1250.5", token: expect.objectContaining({ symbol: "DAI" }) });
    expect(unitsToDecimal(1n, 18)).toBe("0.000000000000000001");
    expect(formatTokenAmount("1250.5")).toBe("1.250,5");
    expect(formatTokenAmount("1234567")).toBe("1.234.567");
  });
});

describe("balanceOf", () => {
  it("encodes the call and reads its answer", () => {
    expect(balanceOfData("0xD8A7346FFEF357542857AB5FCF7ED1BAED08680F")).toBe(
      "0x70a08231000000000000000000000000d8a7346ffef357542857ab5fcf7ed1baed08680f",
    );
    expect(readBalance(usdtLog.data)).toBe(200_000_000n);
    expect(readBalance("0x")).toBeNull();
  });
});

describe("tokenHoldings", () => {
  const USDT = "0xdac17f958d2ee523a2206206994597c13d831ec7";
  const WBTC = "0x2260fac5e5542a773aa44fbcfedf7c193bc2c599";
  const DAI = "0x6b175474e89094c44da98b954eedeac495271d0f";
  const PEPE = "0x6982508145454ce325ddbe47a25d4ec3d2311933";
  const word = (n: bigint) => `0x${n.toString(16).padStart(64, "0")}`;

  it("applies each token's decimals and only counts the zero and unreadable balances", () => {
    expect(
      tokenHoldings([
        { token: USDT, balance: word(3_456_780_000n) }, // 6 decimals
        { token: WBTC.toUpperCase().replace("0X", "0x"), balance: word(50_000_000n) }, // 8 decimals
        { token: DAI, balance: word(0n) },
        { token: PEPE, balance: null },
        { token: "0x1111111111111111111111111111111111111111", balance: word(5n) },
      ]),
    ).toEqual({
      held: [
        { symbol: "USDT", name: "Tether USD", amount: "3.456,78" },
        { symbol: "WBTC", name: "Wrapped BTC", amount: "0,5" },
      ],
      zero: 1,
      unread: 1,
    });
  });

  it("keeps every digit of an 18-decimal balance", () => {
    expect(tokenHoldings([{ token: DAI, balance: word(1_234_567_000_000_000_000_000_001n) }]).held[0].amount).toBe(
      "1.234.567,000000000000000001",
    );
  });
});
