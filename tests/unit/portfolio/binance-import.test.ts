import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { binanceLayout, parseBinanceCsv } from "~/lib/portfolio/binance";
import { parseTransactionsCsv, transactionsToCsv } from "~/lib/portfolio/csv";

// Layouts and where they come from: tests/fixtures/binance/README.md.
const fixture = (name: string) => fs.readFileSync(path.resolve(__dirname, "../../fixtures/binance", name), "utf8");

describe("binanceLayout", () => {
  it("tells the two export layouts apart and refuses anything else", () => {
    expect(binanceLayout(["Date(UTC)", "Pair", "Side", "Price", "Executed", "Amount", "Fee"])).toBe("new");
    expect(binanceLayout([" date(utc) ", "MARKET", "Type", "Price", "Amount", "Total", "Fee", "Fee Coin"])).toBe("old");
    expect(binanceLayout(["date", "type", "symbol", "amount", "price", "currency", "fee", "note"])).toBeNull();
  });
});

describe("parseBinanceCsv, newer layout", () => {
  const result = parseBinanceCsv(fixture("trade-history-new.csv"));

  it("maps USDT and TRY trades to our transactions, a fee in the bought coin taken from the amount", () => {
    expect(result.ok && result.layout).toBe("new");
    if (!result.ok) return;
    expect(result.rows).toEqual([
      {
        line: 2,
        // 0.02 BTC less the 0.00002 BTC fee arrived; the fee is 0.00002 × 61 250 = 1,225 dollars.
        transaction: {
          type: "buy",
          symbol: "BTC",
          amount: 0.01998,
          price: 61_250,
          currency: "USD",
          fee: 1.225,
          date: "2024-03-01",
          note: "Binance (BTCUSDT)",
        },
        warning: null,
      },
      {
        line: 3,
        transaction: {
          type: "buy",
          symbol: "ETH",
          amount: 0.5,
          price: 3450.1,
          currency: "USD",
          fee: 0,
          date: "2024-03-04",
          note: "Binance (ETHUSDT); ücret 0.000375 BNB",
        },
        warning: "Ücret 0.000375 BNB olarak ödenmiş; bu coinin o günkü fiyatı bilinmediği için ücrete eklenmedi.",
      },
      {
        line: 4,
        transaction: {
          type: "sell",
          symbol: "BTC",
          amount: 0.005,
          price: 2_150_000,
          currency: "TRY",
          fee: 10.75,
          date: "2024-03-10",
          note: "Binance (BTCTRY)",
        },
        warning: null,
      },
    ]);
  });

  it("sets aside a pair quoted in another coin and an unknown side, each with its reason", () => {
    expect(result.ok && result.rejected).toEqual([
      { line: 5, reason: "ETH/BTC paritesi aktarılamaz: yalnızca USDT, BUSD, USDC, TRY karşılığı işlemler desteklenir." },
      { line: 6, reason: 'İşlem yönü BUY veya SELL olmalı, "HOLD" yazıyor.' },
    ]);
  });

  it("hands the previewed rows to the confirm step as our CSV, which reads them back unchanged", () => {
    if (!result.ok) throw new Error("fixture did not parse");
    const transactions = result.rows.map((row) => row.transaction);
    expect(parseTransactionsCsv(transactionsToCsv(transactions))).toEqual({ ok: true, transactions });
  });
});

describe("parseBinanceCsv, older layout", () => {
  const result = parseBinanceCsv(fixture("trade-history-old.csv"));

  it("splits the market into coin and quote, BUSD and USDC counting as dollars", () => {
    expect(result.ok && result.layout).toBe("old");
    expect(result.ok && result.rows.map((row) => row.transaction)).toEqual([
      // A 0.0015 BNB fee on a BNB purchase: 1.9985 BNB arrived, the fee is 0.0015 × 250.5 dollars.
      {
        type: "buy",
        symbol: "BNB",
        amount: 1.9985,
        price: 250.5,
        currency: "USD",
        fee: 0.37575,
        date: "2021-03-01",
        note: "Binance (BNBBUSD)",
      },
      { type: "sell", symbol: "ADA", amount: 100, price: 1.2, currency: "USD", fee: 0.12, date: "2021-03-02", note: "Binance (ADAUSDC)" },
    ]);
  });

  it("refuses a euro pair and an impossible date by line", () => {
    expect(result.ok && result.rejected).toEqual([
      { line: 4, reason: "LINK/EUR paritesi aktarılamaz: yalnızca USDT, BUSD, USDC, TRY karşılığı işlemler desteklenir." },
      { line: 5, reason: "Böyle bir tarih yok." },
    ]);
  });
});

describe("parseBinanceCsv, a file saved again by a Turkish spreadsheet", () => {
  it("reads semicolons between cells, decimal commas and thousands dots", () => {
    const text =
      "Date(UTC);Market;Type;Price;Amount;Total;Fee;Fee Coin\r\n2021-03-01 12:00:00;BTCTRY;BUY;450.000,5;0,01;4.500,005;4,5;TRY\r\n";
    expect(parseBinanceCsv(text)).toEqual({
      ok: true,
      layout: "old",
      rows: [
        {
          line: 2,
          transaction: {
            type: "buy",
            symbol: "BTC",
            amount: 0.01,
            price: 450_000.5,
            currency: "TRY",
            fee: 4.5,
            date: "2021-03-01",
            note: "Binance (BTCTRY)",
          },
          warning: null,
        },
      ],
      rejected: [],
    });
  });
});

describe("parseBinanceCsv, the decimal mark decided from the whole file", () => {
  const header = "Date(UTC);Market;Type;Price;Amount;Total;Fee;Fee Coin\r\n";
  it("reads a semicolon file with decimal points as points: 0.015 BTC at 64250", () => {
    const result = parseBinanceCsv(`${header}2024-03-01 12:00:00;BTCUSDT;BUY;64250.00;0.015;963.75;0.963;USDT\r\n`);
    expect(result.ok && result.rows.map((row) => row.transaction)).toEqual([
      expect.objectContaining({ symbol: "BTC", amount: 0.015, price: 64_250, currency: "USD", fee: 0.963 }),
    ]);
  });

  it("reads an either-way value by the file's other figures", () => {
    const result = parseBinanceCsv(`${header}2024-03-01 12:00:00;BTCTRY;BUY;2.100.000;0,5;1.050.000;1.050;TRY\r\n`);
    expect(result.ok && result.rows[0].transaction).toMatchObject({ amount: 0.5, price: 2_100_000, fee: 1050 });
  });

  it("refuses a file whose mark cannot be decided, or that mixes both, with the reason", () => {
    const unknown = parseBinanceCsv(`${header}2024-03-01 12:00:00;BTCTRY;BUY;2.100;1;2.100;2;TRY\r\n`);
    expect(unknown).toEqual({ ok: false, error: expect.stringContaining('"2.100" hem binlik hem ondalık okunabilir') });
    const mixed = parseBinanceCsv(
      `${header}2024-03-01 12:00:00;BTCUSDT;BUY;64250.5;1;64250.5;0;USDT\r\n2024-03-02 12:00:00;BTCUSDT;BUY;64.250,5;1;64.250,5;0;USDT\r\n`,
    );
    expect(mixed).toEqual({ ok: false, error: expect.stringContaining("iki farklı biçimde") });
  });
});

describe("parseTransactionsCsv, the decimal mark decided from the whole file", () => {
  const header = "date;type;symbol;amount;price;currency;fee\n";
  it("reads Turkish figures in a semicolon file and refuses one it cannot decide", () => {
    expect(parseTransactionsCsv(`${header}2024-03-01;buy;ETH;0,5;85.000;TRY;\n`)).toEqual({
      ok: true,
      transactions: [expect.objectContaining({ amount: 0.5, price: 85_000 })],
    });
    const unknown = parseTransactionsCsv(`${header}2024-03-01;buy;ETH;1;85.000;TRY;\n`);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.errors[0]).toContain('"85.000" hem binlik hem ondalık okunabilir');
  });

  it("writes an export whose figures read back the same, 1.234 included", () => {
    const transactions = [
      { type: "buy" as const, symbol: "ETH", amount: 2, price: 1.234, currency: "USD" as const, fee: 0, date: "2024-03-01", note: "" },
    ];
    const parsed = parseTransactionsCsv(transactionsToCsv(transactions));
    expect(parsed.ok && parsed.transactions[0].price).toBe(1.234);
  });
});

describe("parseBinanceCsv, files it cannot read", () => {
  it("refuses our own CSV and an empty file as a whole, in Turkish", () => {
    const own = parseBinanceCsv("date,type,symbol,amount,price,currency,fee,note\n2024-01-01,buy,BTC,1,1,USD,0,\n");
    expect(own.ok).toBe(false);
    expect(!own.ok && own.error).toContain("Binance işlem geçmişi biçiminde değil");
    expect(parseBinanceCsv("")).toEqual({ ok: false, error: "Dosya boş." });
  });

  it("reads a coin whose name starts with digits, and says which cells a row lacks or whose coins do not match", () => {
    const text = [
      "Date(UTC),Pair,Side,Price,Executed,Amount,Fee",
      "2024-03-01 09:15:02,BTCUSDT,BUY,61250",
      '2024-03-01 09:15:02,BTCUSDT,BUY,61250,0.02,"1,225.00USDT",1.2USDT',
      "2024-03-01 09:15:02,BTCUSDT,BUY,61250,0.02ETH,1225USDT,1.2USDT",
      '2024-03-02 10:00:00,1000SATSUSDT,BUY,0.0003,"5,000.000000001000SATS","1.50000000USDT",0.0015USDT',
    ].join("\n");
    expect(parseBinanceCsv(text)).toEqual({
      ok: true,
      layout: "new",
      rows: [
        {
          line: 5,
          transaction: {
            type: "buy",
            symbol: "1000SATS",
            amount: 5000,
            price: 0.0003,
            currency: "USD",
            fee: 0.0015,
            date: "2024-03-02",
            note: "Binance (1000SATSUSDT)",
          },
          warning: null,
        },
      ],
      rejected: [
        { line: 2, reason: "7 sütun olmalı, 4 sütun var." },
        { line: 3, reason: 'Miktar ve tutar paritenin (BTCUSDT) coinleriyle yazılmalı (ör. 0.5BTC ve 15000USDT): "0.02", "1,225.00USDT".' },
        { line: 4, reason: 'Miktar ve tutar paritenin (BTCUSDT) coinleriyle yazılmalı (ör. 0.5BTC ve 15000USDT): "0.02ETH", "1225USDT".' },
      ],
    });
  });
});
