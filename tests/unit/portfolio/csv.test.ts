import { describe, expect, it } from "vitest";
import { parseTransactionsCsv, readCsvRecords, transactionsToCsv } from "~/lib/portfolio/csv";

const header = "date,type,symbol,amount,price,currency,fee,note";

describe("parseTransactionsCsv", () => {
  it("reads every row, in the header's column order, with decimal commas in a semicolon file", () => {
    const result = parseTransactionsCsv(
      "\uFEFFsymbol;date;type;amount;price;currency;fee;note\r\nbtc;2024-01-05;buy;0,5;40000;USD;10;ilk alım\r\nBTC;2024-02-01;transfer_out;0,1;;USD;;\r\n",
    );
    expect(result).toEqual({
      ok: true,
      transactions: [
        { type: "buy", symbol: "BTC", amount: 0.5, price: 40_000, currency: "USD", fee: 10, date: "2024-01-05", note: "ilk alım" },
        { type: "transfer_out", symbol: "BTC", amount: 0.1, price: 0, currency: "USD", fee: 0, date: "2024-02-01", note: "" },
      ],
    });
  });

  it("reports every bad row by its line and imports none of the file", () => {
    const text = [
      header,
      "2024-01-05,buy,BTC,1,40000,USD,0,",
      "2024-01-06,buy,BTC,bir,40000,USD,0,",
      "",
      "2024-01-07,sell,BTC,-2,40000,EUR,0,",
      '2024-01-08,buy,ETH,1,3000,USD,0,"iki satırlık',
      'not"',
      "2099-01-01,buy,ETH,1,3000,USD,0,",
      "2024-01-09,buy,ETH,1",
    ].join("\n");
    expect(parseTransactionsCsv(text)).toEqual({
      ok: false,
      errors: [
        "Satır 3: Miktar bir sayı olmalıdır (ör. 0,25).",
        "Satır 5: Miktar sıfırdan büyük olmalıdır. Para birimi USD veya TRY olmalıdır.",
        "Satır 8: Tarih gelecekte olamaz.",
        "Satır 9: 8 sütun olmalı, 4 sütun var.",
      ],
    });
  });

  it("refuses a wrong header and an empty file", () => {
    expect(parseTransactionsCsv("tarih,tür,symbol,amount,currency\n2024-01-01,buy,BTC,1,USD")).toEqual({
      ok: false,
      errors: ["Satır 1: sütun başlıkları hatalı. Bilinmeyen sütun: tarih, tür. Eksik sütun: date, type."],
    });
    expect(parseTransactionsCsv("")).toMatchObject({ ok: false });
    expect(parseTransactionsCsv(`${header}\n`)).toEqual({ ok: false, errors: ["Dosyada başlık satırından sonra işlem yok."] });
  });
});

describe("transactionsToCsv", () => {
  it("writes UTF-8 with a BOM in the import's columns, quoting and defusing text, and reads back the same", () => {
    const transactions = [
      {
        id: 1,
        type: "buy" as const,
        symbol: "BTC",
        amount: 0.25,
        price: 40_000,
        currency: "USD" as const,
        fee: 5,
        date: "2024-01-05",
        note: 'dedi ki "al", sonra',
      },
      {
        id: 2,
        type: "sell" as const,
        symbol: "BTC",
        amount: 0.1,
        price: 1_500_000,
        currency: "TRY" as const,
        fee: 0,
        date: "2024-03-01",
        note: "=1+1",
      },
    ];
    const csv = transactionsToCsv(transactions);
    expect(csv).toBe(
      "\uFEFFdate,type,symbol,amount,price,currency,fee,note\r\n" +
        '2024-01-05,buy,BTC,0.25,40000,USD,5,"dedi ki ""al"", sonra"\r\n' +
        "2024-03-01,sell,BTC,0.1,1500000,TRY,0,'=1+1\r\n",
    );
    const back = parseTransactionsCsv(csv);
    expect(back).toEqual({ ok: true, transactions: transactions.map(({ id: _id, ...rest }) => rest) });
  });

  it("keeps the line where a multi-line record starts", () => {
    expect(readCsvRecords('a,b\n"x\ny",z\nlast,1', ",").map((record) => record.line)).toEqual([1, 2, 4]);
  });
});
