import { describe, expect, it } from "vitest";
import { parseMappedCsv, readHeader, readMappedDay, type ColumnMapping } from "~/lib/portfolio/mapping";

// Layouts written for these tests in the way the two exchanges' screens show trades (neither
// publishes an export format): semicolons and Turkish decimals, a pair with a slash, a fee unit.
const BTCTURK_LIKE = [
  "Tarih;İşlem Türü;Parite;Miktar;Birim Fiyat;Toplam;Komisyon;Komisyon Birimi",
  "15.03.2024 14:22:10;Alış;BTC/TRY;0,015;2.150.000,50;32.250,01;32,25;TRY",
  "20.03.2024 09:01:00;Satış;BTC/TRY;0,005;2.300.000;11.500;11,5;TRY",
  "31.02.2024 10:00:00;Alış;ETH/TRY;1;100.000;100.000;0;TRY",
  "01.04.2024 00:00:00;Staking;ETH/TRY;0,01;110.000;1.100;;",
  "02.04.2024 00:00:00;Transfer;ETH/TRY;1;110.000;110.000;0;TRY",
].join("\n");

const btcturk: ColumnMapping = {
  columns: {
    date: "Tarih",
    side: "İşlem Türü",
    pair: "Parite",
    amount: "Miktar",
    price: "Birim Fiyat",
    fee: "Komisyon",
    feeCurrency: "Komisyon Birimi",
  },
  decimal: "auto",
  currency: "TRY",
};

// Comma-delimited with quoted Turkish figures, markets as "btc_tl", fees in the coin bought.
const PARIBU_LIKE = [
  "Zaman,Market,Yön,Adet,Fiyat,Ücret,Ücret Birimi",
  '2024-05-02 11:00,btc_tl,al,"0,002","2.100.000,00","0,000004",BTC',
  '2024-05-03 12:00,usdt_tl,sat,"100","32,5","3,25",TL',
  '2024-05-04 13:00,avax_tl,airdrop,"1,5","1.200",,',
].join("\r\n");

const paribu: ColumnMapping = {
  columns: { date: "Zaman", side: "Yön", pair: "Market", amount: "Adet", price: "Fiyat", fee: "Ücret", feeCurrency: "Ücret Birimi" },
  decimal: "tr",
  currency: "TRY",
};

describe("the mapping importer", () => {
  it("reads a BtcTurk-like file with Turkish decimals, sets aside a bad date and an unknown side with their reasons", () => {
    const result = parseMappedCsv(BTCTURK_LIKE, btcturk, "BtcTurk");
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((row) => [row.line, row.transaction])).toEqual([
      [
        2,
        {
          type: "buy",
          symbol: "BTC",
          amount: 0.015,
          price: 2_150_000.5,
          currency: "TRY",
          fee: 32.25,
          date: "2024-03-15",
          note: "BtcTurk (BTC/TRY)",
        },
      ],
      [
        3,
        {
          type: "sell",
          symbol: "BTC",
          amount: 0.005,
          price: 2_300_000,
          currency: "TRY",
          fee: 11.5,
          date: "2024-03-20",
          note: "BtcTurk (BTC/TRY)",
        },
      ],
      [
        5,
        {
          type: "income",
          symbol: "ETH",
          amount: 0.01,
          price: 110_000,
          currency: "TRY",
          fee: 0,
          date: "2024-04-01",
          note: "staking; BtcTurk (ETH/TRY)",
        },
      ],
    ]);
    expect(result.rejected).toEqual([
      { line: 4, reason: "Böyle bir tarih yok." },
      { line: 6, reason: expect.stringContaining('İşlem yönü anlaşılamadı: "Transfer"') },
    ]);
  });

  it("reads a Paribu-like file: quoted figures, btc_tl markets, a fee in the coin bought lowers the amount", () => {
    const result = parseMappedCsv(PARIBU_LIKE, paribu, "Paribu");
    if (!result.ok) throw new Error(result.error);
    expect(result.rejected).toEqual([]);
    const [btc, usdt, avax] = result.rows.map((row) => row.transaction);
    // 0,002 − 0,000004 BTC received; the fee 0,000004 × 2 100 000 = 8,4 TL.
    expect(btc).toMatchObject({
      type: "buy",
      symbol: "BTC",
      amount: 0.001996,
      price: 2_100_000,
      currency: "TRY",
      fee: 8.4,
      date: "2024-05-02",
    });
    expect(usdt).toMatchObject({ type: "sell", symbol: "USDT", amount: 100, price: 32.5, currency: "TRY", fee: 3.25 });
    expect(avax).toMatchObject({ type: "income", symbol: "AVAX", amount: 1.5, price: 1_200, fee: 0, note: "airdrop; Paribu (AVAX/TL)" });
  });

  it("maps every side word it promises and refuses a column the file does not have", () => {
    const words = ["buy", "Alış", "AL", "sell", "SATIŞ", "sat", "staking", "Airdrop", "FAİZ", "interest", "reward"];
    const file = ["d,s,p,a,r", ...words.map((word) => `2024-01-02,${word},BTCUSDT,1,100`)].join("\n");
    const mapping: ColumnMapping = {
      columns: { date: "d", side: "s", pair: "p", amount: "a", price: "r", fee: "", feeCurrency: "" },
      decimal: "en",
      currency: "USD",
    };
    const result = parseMappedCsv(file, mapping, "X");
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((row) => row.transaction.type)).toEqual([
      "buy",
      "buy",
      "buy",
      "sell",
      "sell",
      "sell",
      "income",
      "income",
      "income",
      "income",
      "income",
    ]);
    expect(result.rows[0].transaction).toMatchObject({ symbol: "BTC", currency: "USD" });
    expect(parseMappedCsv(file, { ...mapping, columns: { ...mapping.columns, price: "Fiyat" } }, "X")).toEqual({
      ok: false,
      error: 'Eşleştirmedeki "Fiyat" sütunu bu dosyada yok. Dosyanın sütunları: d, s, p, a, r.',
    });
  });

  it("decides the decimal mark from the whole file, or refuses a file that writes both", () => {
    const mixed = "d;s;p;a;r\n2024-01-02;al;BTC;0,5;100\n2024-01-03;al;BTC;0.25;100";
    const mapping: ColumnMapping = {
      ...btcturk,
      columns: { date: "d", side: "s", pair: "p", amount: "a", price: "r", fee: "", feeCurrency: "" },
    };
    const refused = parseMappedCsv(mixed, mapping, "X");
    expect(refused.ok).toBe(false);
    // A coin without a quote is priced in the mapping's currency.
    const plain = parseMappedCsv("d;s;p;a;r\n2024-01-02;al;BTC;0,5;1.234", mapping, "X");
    expect(plain.ok && plain.rows[0].transaction).toMatchObject({ amount: 0.5, price: 1_234, currency: "TRY" });
  });

  it("reads the header names for the mapping form and the day formats it promises", () => {
    expect(readHeader("\uFEFFTarih;Parite;Miktar\n1;2;3")).toEqual({ ok: true, names: ["Tarih", "Parite", "Miktar"] });
    expect(readHeader("a,a\n1,2")).toMatchObject({ ok: false });
    expect(readMappedDay("2024-03-01T10:00:00Z")).toBe("2024-03-01");
    expect(readMappedDay("1/3/2024")).toBe("2024-03-01");
    expect(readMappedDay("2024/03/01")).toBeNull();
  });
});
