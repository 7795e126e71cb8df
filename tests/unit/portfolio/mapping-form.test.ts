import { describe, expect, it } from "vitest";
import {
  mappingSchema,
  parseMappedCsv,
  PRESET_CAP,
  presetCapError,
  readHeader,
  readStoredMapping,
  type ColumnMapping,
} from "~/lib/portfolio/mapping";

// The column-mapping importer's form, stored presets, delimiters, pairs and fees, pure (the
// import page's tests post the form with a database; mapping.test.ts reads two exchanges' layouts).
const form = { date: "Tarih", side: "Yön", pair: "Parite", amount: "Miktar", price: "Fiyat", decimal: "tr", currency: "TRY" };
const errors = (fields: Record<string, unknown>) =>
  mappingSchema.safeParse({ ...form, ...fields }).error?.issues.map((issue) => issue.message) ?? [];
const mapping: ColumnMapping = {
  columns: { date: "Tarih", side: "Yön", pair: "Parite", amount: "Miktar", price: "Fiyat", fee: "Ücret", feeCurrency: "Birim" },
  decimal: "en",
  currency: "USD",
};
const file = (...rows: string[]) => ["Tarih,Yön,Parite,Miktar,Fiyat,Ücret,Birim", ...rows].join("\n");

describe("the mapping form", () => {
  it("reads the columns trimmed, the optional fee columns as empty, and an empty preset name as none", () => {
    expect(mappingSchema.parse({ ...form, date: " Tarih ", presetName: "  " })).toEqual({
      mapping: {
        columns: { date: "Tarih", side: "Yön", pair: "Parite", amount: "Miktar", price: "Fiyat", fee: "", feeCurrency: "" },
        decimal: "tr",
        currency: "TRY",
      },
      presetName: null,
    });
    expect(mappingSchema.parse({ ...form, fee: "Ücret", feeCurrency: "Birim", presetName: " BtcTurk " })).toMatchObject({
      mapping: { columns: { fee: "Ücret", feeCurrency: "Birim" } },
      presetName: "BtcTurk",
    });
  });

  it("names each required column left unchosen, in Turkish", () => {
    expect(errors({ date: "", side: " ", pair: "", amount: "", price: "" })).toEqual([
      "Tarih sütununu seçin.",
      "İşlem yönü sütununu seçin.",
      "Parite ya da coin sütununu seçin.",
      "Miktar sütununu seçin.",
      "Birim fiyat sütununu seçin.",
    ]);
    expect(errors({ decimal: "fr", currency: "EUR" })).toEqual([
      "Ondalık biçimi otomatik, Türkçe ya da İngilizce olmalıdır.",
      "Para birimi USD veya TRY olmalıdır.",
    ]);
  });

  it("takes column names up to 200 characters and a preset name up to 60", () => {
    expect(errors({ date: "d".repeat(200), presetName: "p".repeat(60) })).toEqual([]);
    expect(errors({ date: "d".repeat(201) })).toEqual(["Sütun adı en fazla 200 karakter olabilir."]);
    expect(errors({ fee: "f".repeat(201) })).toEqual(["Sütun adı en fazla 200 karakter olabilir."]);
    expect(errors({ presetName: "p".repeat(61) })).toEqual(["Eşleştirme adı en fazla 60 karakter olabilir."]);
  });

  it("says how many presets one may keep", () => {
    expect(PRESET_CAP).toBe(20);
    expect(presetCapError()).toBe(
      "En fazla 20 eşleştirme kaydedebilirsiniz; yenisini kaydetmek için önce birini silin ya da aynı adla üzerine kaydedin.",
    );
  });
});

describe("a stored preset", () => {
  it("is read back as the mapping it was saved as", () => {
    expect(readStoredMapping(JSON.stringify(mapping))).toEqual(mapping);
  });

  it("is nothing when the text is not JSON or not a whole mapping", () => {
    expect(readStoredMapping("{")).toBeNull();
    expect(readStoredMapping("null")).toBeNull();
    expect(readStoredMapping(JSON.stringify({ ...mapping, currency: "EUR" }))).toBeNull();
    expect(readStoredMapping(JSON.stringify({ ...mapping, columns: { ...mapping.columns, date: "" } }))).toBeNull();
  });
});

describe("a file's delimiter", () => {
  it("takes the comma, or the semicolon when it splits the header into more, or a tab without either", () => {
    expect(readHeader("a,b,c")).toEqual({ ok: true, names: ["a", "b", "c"] });
    expect(readHeader("a;b;c,d")).toEqual({ ok: true, names: ["a", "b", "c,d"] });
    expect(readHeader("a;b,c;d,e")).toEqual({ ok: true, names: ["a;b", "c;d", "e"] });
    expect(readHeader("a;b")).toEqual({ ok: true, names: ["a", "b"] });
    expect(readHeader("a\tb")).toEqual({ ok: true, names: ["a", "b"] });
    expect(readHeader("\uFEFFtek")).toEqual({ ok: true, names: ["tek"] });
    expect(readHeader("a;b\r\nc,d,e,f")).toEqual({ ok: true, names: ["a", "b"] });
  });

  it("refuses an empty file, an unnamed column and two columns of one name", () => {
    expect(readHeader("")).toEqual({ ok: false, error: "Dosya boş." });
    expect(readHeader("a,,b")).toEqual({ ok: false, error: "Başlık satırındaki her sütunun bir adı olmalı." });
    expect(readHeader("a, a")).toEqual({ ok: false, error: "Başlık satırında aynı adlı iki sütun var; sütun adlarını ayırın." });
  });
});

describe("pairs and fees in a mapped file", () => {
  const one = (row: string, over: Partial<ColumnMapping> = {}) => {
    const result = parseMappedCsv(file(row), { ...mapping, ...over }, "Borsa");
    if (!result.ok) throw new Error(result.error);
    return result;
  };

  it("reads a pair in two parts or with its quote stuck on, the longest quote first", () => {
    expect(one("2024-03-01,buy,eth-usdt,1,100,0,").rows[0]!.transaction).toMatchObject({
      symbol: "ETH",
      currency: "USD",
      note: "Borsa (ETH/USDT)",
    });
    expect(one("2024-03-01,buy,BTCUSDT,1,100,0,").rows[0]!.transaction).toMatchObject({ symbol: "BTC", note: "Borsa (BTC/USDT)" });
    expect(one("2024-03-01,buy,btctl,1,100,0,").rows[0]!.transaction).toMatchObject({
      symbol: "BTC",
      currency: "TRY",
      note: "Borsa (BTC/TL)",
    });
    expect(one("2024-03-01,buy,USDT,1,1,0,").rows[0]!.transaction).toMatchObject({
      symbol: "USDT",
      currency: "USD",
      note: "Borsa (USDT/USD)",
    });
    expect(one("2024-03-01,buy,sol,1,1,0,", { currency: "TRY" }).rows[0]!.transaction).toMatchObject({ symbol: "SOL", currency: "TRY" });
    expect(one("2024-03-01,buy,bitci,1,1,0,").rows[0]!.transaction).toMatchObject({ symbol: "BITCI" });
  });

  it("sets aside a pair in another quote or of more than two parts, naming it", () => {
    expect(one("2024-03-01,buy,BTC/EUR,1,1,0,").rejected).toEqual([
      { line: 2, reason: "BTC/EUR paritesi aktarılamaz: yalnızca TRY, USDT, USDC, BUSD ve USD karşılığı işlemler desteklenir." },
    ]);
    expect(one("2024-03-01,buy, a/b/c ,1,1,0,").rejected).toEqual([{ line: 2, reason: 'Parite çözümlenemedi: "a/b/c".' }]);
  });

  it("takes a fee in the quote, or in a currency of the same value, as it is", () => {
    expect(one("2024-03-01,buy,BTC/USDT,1,100,2,USDC").rows[0]!.transaction).toMatchObject({ amount: 1, fee: 2 });
    expect(one("2024-03-01,buy,BTC/TRY,1,100,2,tl", { currency: "TRY" }).rows[0]!.transaction).toMatchObject({ amount: 1, fee: 2 });
  });

  it("prices a fee in the coin bought and takes it off the amount; a sale keeps its amount", () => {
    expect(one("2024-03-01,buy,BTC/USDT,1,100,0.01,BTC").rows[0]!.transaction).toMatchObject({ amount: 0.99, fee: 1 });
    expect(one("2024-03-01,sell,BTC/USDT,1,100,0.01,BTC").rows[0]!.transaction).toMatchObject({ amount: 1, fee: 1 });
  });

  it("leaves out a fee in a third coin with a warning, and no warning when it is zero", () => {
    const bnb = one("2024-03-01,buy,BTC/USDT,1,100,0.5,BNB");
    expect(bnb.rows[0]!.warning).toBe("Ücret 0.5 BNB olarak ödenmiş; bu coinin o günkü fiyatı bilinmediği için ücrete eklenmedi.");
    expect(bnb.rows[0]!.transaction).toMatchObject({ fee: 0, note: "Borsa (BTC/USDT); ücret 0.5 BNB" });
    expect(one("2024-03-01,buy,BTC/USDT,1,100,0,BNB").rows[0]!.warning).toBeNull();
  });

  it("reads figures with their unit beside them, and sets aside a negative or unreadable one", () => {
    expect(one("2024-03-01,buy,BTC/USDT,1 BTC,$100,0,").rows[0]!.transaction).toMatchObject({ amount: 1, price: 100 });
    expect(one("2024-03-01,buy,BTC/USDT,-1,100,0,").rejected[0]!.reason).toBe('Miktar bir sayı olmalı: "-1".');
    expect(one("2024-03-01,buy,BTC/USDT,,100,0,").rejected[0]!.reason).toBe('Miktar bir sayı olmalı: "".');
    expect(one("2024-03-01,buy,BTC/USDT,1,-5,0,").rejected[0]!.reason).toBe('Birim fiyat bir sayı olmalı: "-5".');
    expect(one("2024-03-01,buy,BTC/USDT,1,100,-1,").rejected[0]!.reason).toBe('Ücret bir sayı olmalı: "-1".');
  });

  it("notes an income row with its word", () => {
    expect(one("2024-03-01,Faiz,ETH/USDT,0.1,100,,").rows[0]!.transaction).toMatchObject({
      type: "income",
      note: "faiz; Borsa (ETH/USDT)",
    });
  });

  it("refuses a mapping naming a column the file lacks, by its name or its label", () => {
    expect(
      parseMappedCsv(file("2024-03-01,buy,BTC/USDT,1,1,0,"), { ...mapping, columns: { ...mapping.columns, price: "Kur" } }, "B"),
    ).toEqual({
      ok: false,
      error: 'Eşleştirmedeki "Kur" sütunu bu dosyada yok. Dosyanın sütunları: Tarih, Yön, Parite, Miktar, Fiyat, Ücret, Birim.',
    });
    expect(parseMappedCsv("", mapping, "B")).toEqual({ ok: false, error: "Dosya boş." });
    expect(parseMappedCsv(file(), mapping, "B")).toEqual({ ok: false, error: "Dosyada başlık satırından sonra işlem yok." });
  });
});
