import { CSV_MAX_ROWS, CSV_TOO_MANY_ROWS, readCsvRecords } from "./csv";
import { transactionSchema } from "./schema";
import type { MappedRow, RejectedRow } from "./binance";
import { decideFileStyle, readNumber, type DecimalMark } from "~/lib/numbers";
import { z } from "~/lib/zod";

/**
 * Any exchange's trade history, read through a column mapping the user chooses once (decision
 * 037, "An importer for any exchange"). BtcTurk and Paribu publish no export format and one
 * layout per exchange "easily breaks", so the file says which column is which, by its header names.
 * The result has the Binance import's shape, so both share its preview and its all-or-nothing save.
 */

/** The columns a mapping names; fee and fee currency may be left unmapped (no fee, or a fee in the quote). */
export const MAPPED_COLUMNS = ["date", "side", "pair", "amount", "price", "fee", "feeCurrency"] as const;
export type MappedColumn = (typeof MAPPED_COLUMNS)[number];
export const OPTIONAL_COLUMNS: readonly MappedColumn[] = ["fee", "feeCurrency"];

export const COLUMN_LABELS: Record<MappedColumn, string> = {
  date: "Tarih",
  side: "İşlem yönü (alış, satış, gelir)",
  pair: "Parite ya da coin",
  amount: "Miktar",
  price: "Birim fiyat",
  fee: "Ücret",
  feeCurrency: "Ücretin birimi",
};

/** How the file writes decimals: decided from the whole file (decision 044), or as the user says. */
export const DECIMAL_STYLES = ["auto", "tr", "en"] as const;
export type DecimalStyle = (typeof DECIMAL_STYLES)[number];

export interface ColumnMapping {
  /** Each column's header name as the file writes it; "" for an optional column left out. */
  columns: Record<MappedColumn, string>;
  decimal: DecimalStyle;
  /** The quote a pair cell that names only a coin ("BTC") is priced in. */
  currency: "USD" | "TRY";
}

/** The most presets one user keeps: a few per exchange used is plenty, and the table stays bounded. */
export const PRESET_CAP = 20;
export const PRESET_NAME_MAX = 60;
export const presetCapError = () =>
  `En fazla ${PRESET_CAP} eşleştirme kaydedebilirsiniz; yenisini kaydetmek için önce birini silin ya da aynı adla üzerine kaydedin.`;

const headerName = z.string().trim().max(200, "Sütun adı en fazla 200 karakter olabilir.");

/**
 * The mapping form (and a stored preset): each column's header name, the decimal style, the
 * quote of a coin-only pair cell, and optionally a name to save it under.
 */
export const mappingSchema = z
  .object({
    date: headerName.min(1, "Tarih sütununu seçin."),
    side: headerName.min(1, "İşlem yönü sütununu seçin."),
    pair: headerName.min(1, "Parite ya da coin sütununu seçin."),
    amount: headerName.min(1, "Miktar sütununu seçin."),
    price: headerName.min(1, "Birim fiyat sütununu seçin."),
    fee: headerName.optional(),
    feeCurrency: headerName.optional(),
    decimal: z.enum(DECIMAL_STYLES, { error: "Ondalık biçimi otomatik, Türkçe ya da İngilizce olmalıdır." }),
    currency: z.enum(["USD", "TRY"], { error: "Para birimi USD veya TRY olmalıdır." }),
    presetName: z.string().trim().max(PRESET_NAME_MAX, `Eşleştirme adı en fazla ${PRESET_NAME_MAX} karakter olabilir.`).optional(),
  })
  .transform(({ decimal, currency, presetName, ...columns }) => ({
    mapping: {
      columns: { ...columns, fee: columns.fee ?? "", feeCurrency: columns.feeCurrency ?? "" },
      decimal,
      currency,
    } satisfies ColumnMapping,
    presetName: presetName || null,
  }));

/** A stored preset's mapping, or null when the text is not one (never trusted blindly). */
export function readStoredMapping(json: string): ColumnMapping | null {
  try {
    const stored = JSON.parse(json) as Partial<ColumnMapping>;
    const parsed = mappingSchema.safeParse({ ...stored.columns, decimal: stored.decimal, currency: stored.currency });
    return parsed.success ? parsed.data.mapping : null;
  } catch {
    return null;
  }
}

export type MappingImport = { ok: true; rows: MappedRow[]; rejected: RejectedRow[] } | { ok: false; error: string };

const QUOTES: Record<string, "USD" | "TRY"> = { TRY: "TRY", TL: "TRY", USDT: "USD", USDC: "USD", BUSD: "USD", USD: "USD" };
// Longest first, so "BTCUSDT" is BTC/USDT, not BTCUSD/T.
const QUOTE_SUFFIXES = Object.keys(QUOTES).sort((a, b) => b.length - a.length);

/** The side words a file may use, lower-cased in Turkish; income keeps its word for the note. */
const SIDES: Record<string, "buy" | "sell" | "income"> = {
  buy: "buy",
  alış: "buy",
  alis: "buy",
  alım: "buy",
  al: "buy",
  sell: "sell",
  satış: "sell",
  satis: "sell",
  satım: "sell",
  sat: "sell",
  staking: "income",
  airdrop: "income",
  faiz: "income",
  interest: "income",
  reward: "income",
};

/** The delimiter of a file's header line: semicolon (a Turkish spreadsheet's CSV) or tab when the line has no comma. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  if (first.includes(",")) return first.includes(";") && first.split(";").length > first.split(",").length ? ";" : ",";
  return first.includes(";") ? ";" : first.includes("\t") ? "\t" : ",";
}

/** The header names of a file, for the mapping form's choices; an error when it has none. */
export function readHeader(input: string): { ok: true; names: string[] } | { ok: false; error: string } {
  const text = input.replace(/^\uFEFF/, "");
  const [header] = readCsvRecords(text, delimiterOf(text), 1);
  if (!header) return { ok: false, error: "Dosya boş." };
  const names = header.cells.map((cell) => cell.trim());
  if (names.some((name) => name === "")) return { ok: false, error: "Başlık satırındaki her sütunun bir adı olmalı." };
  if (new Set(names).size !== names.length) return { ok: false, error: "Başlık satırında aynı adlı iki sütun var; sütun adlarını ayırın." };
  return { ok: true, names };
}

/** "2024-03-01", "2024-03-01 12:00:00", "01.03.2024 12:00", "01/03/2024" → "2024-03-01"; null otherwise. */
export function readMappedDay(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const turkish = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(value);
  if (turkish) return `${turkish[3]}-${turkish[2].padStart(2, "0")}-${turkish[1].padStart(2, "0")}`;
  return null;
}

/** "BTC/TRY", "btc_try", "BTC-USDT", "BTCTRY" → base and quote; "BTC" → the mapping's currency. */
function readPair(text: string, fallback: "USD" | "TRY"): { base: string; quote: string; currency: "USD" | "TRY" } | string {
  const cell = text.trim().toLocaleUpperCase("tr").replace(/İ/g, "I");
  const parts = cell.split(/[/_\-\s]+/).filter(Boolean);
  if (parts.length === 2) {
    const currency = QUOTES[parts[1]];
    return currency
      ? { base: parts[0], quote: parts[1], currency }
      : `${parts[0]}/${parts[1]} paritesi aktarılamaz: yalnızca TRY, USDT, USDC, BUSD ve USD karşılığı işlemler desteklenir.`;
  }
  if (parts.length !== 1) return `Parite çözümlenemedi: "${text.trim()}".`;
  const quote = QUOTE_SUFFIXES.find((suffix) => cell.length > suffix.length && cell.endsWith(suffix));
  if (quote) return { base: cell.slice(0, -quote.length), quote, currency: QUOTES[quote] };
  return { base: cell, quote: fallback, currency: fallback };
}

/** A figure without the coin or currency a file may write beside it ("1.234,5 TL", "₺100", "0,5 BTC"). */
function bareFigure(text: string): string {
  return text
    .trim()
    .replace(/^[^\d+-]+/, "")
    .replace(/[^\d.,]+$/, "");
}

const round = (value: number) => Number(value.toFixed(10));

/**
 * Maps a file by `mapping`. A mapping naming a column the file does not have refuses the file as
 * a whole; otherwise each bad row is set aside with its reason and the rest kept for the preview.
 */
export function parseMappedCsv(input: string, mapping: ColumnMapping, source: string): MappingImport {
  const text = input.replace(/^\uFEFF/, "");
  const [header, ...records] = readCsvRecords(text, delimiterOf(text), CSV_MAX_ROWS + 2);
  if (!header) return { ok: false, error: "Dosya boş." };
  const names = header.cells.map((cell) => cell.trim());
  const index = {} as Record<MappedColumn, number>;
  for (const column of MAPPED_COLUMNS) {
    const name = mapping.columns[column];
    if (name === "" && OPTIONAL_COLUMNS.includes(column)) {
      index[column] = -1;
      continue;
    }
    index[column] = names.indexOf(name);
    if (index[column] < 0) {
      return {
        ok: false,
        error: `Eşleştirmedeki "${name || COLUMN_LABELS[column]}" sütunu bu dosyada yok. Dosyanın sütunları: ${names.join(", ")}.`,
      };
    }
  }
  if (records.length === 0) return { ok: false, error: "Dosyada başlık satırından sonra işlem yok." };
  if (records.length > CSV_MAX_ROWS) return { ok: false, error: CSV_TOO_MANY_ROWS };

  const cell = (cells: readonly string[], column: MappedColumn) => (index[column] < 0 ? "" : (cells[index[column]] ?? "").trim());
  const figures: MappedColumn[] = ["amount", "price", "fee"];
  let mark: DecimalMark;
  if (mapping.decimal === "auto") {
    const style = decideFileStyle(records.flatMap((record) => figures.map((column) => bareFigure(cell(record.cells, column)))));
    if (!style.ok) return { ok: false, error: style.reason };
    mark = style.mark;
  } else mark = mapping.decimal === "tr" ? "," : ".";

  const rows: MappedRow[] = [];
  const rejected: RejectedRow[] = [];
  for (const record of records) {
    const mapped = mapRow((column) => cell(record.cells, column), mark, mapping.currency, source);
    if (typeof mapped === "string") {
      rejected.push({ line: record.line, reason: mapped });
      continue;
    }
    const parsed = transactionSchema.safeParse(mapped.input);
    if (parsed.success) rows.push({ line: record.line, transaction: parsed.data, warning: mapped.warning });
    else rejected.push({ line: record.line, reason: [...new Set(parsed.error.issues.map((issue) => issue.message))].join(" ") });
  }
  return { ok: true, rows, rejected };
}

function mapRow(
  cell: (column: MappedColumn) => string,
  mark: DecimalMark,
  fallback: "USD" | "TRY",
  source: string,
): { input: Record<string, unknown>; warning: string | null } | string {
  const date = readMappedDay(cell("date"));
  if (!date) return `Tarih okunamadı: "${cell("date")}" (beklenen: 2024-03-01 ya da 01.03.2024, saat olabilir).`;
  const word = cell("side").toLocaleLowerCase("tr");
  const type = SIDES[word];
  if (!type)
    return `İşlem yönü anlaşılamadı: "${cell("side")}" (alış, satış, al, sat, buy, sell ya da staking, airdrop, faiz, interest, reward).`;
  const pair = readPair(cell("pair"), fallback);
  if (typeof pair === "string") return pair;
  const number = (column: MappedColumn) => {
    const text = bareFigure(cell(column));
    if (text === "") return undefined;
    const value = readNumber(text, mark)?.value ?? null;
    return value !== null && value >= 0 ? value : null;
  };
  const amount = number("amount");
  const price = number("price");
  const fee = number("fee") ?? (cell("fee") === "" ? 0 : null);
  if (amount === null || amount === undefined) return `Miktar bir sayı olmalı: "${cell("amount")}".`;
  if (price === null) return `Birim fiyat bir sayı olmalı: "${cell("price")}".`;
  if (fee === null) return `Ücret bir sayı olmalı: "${cell("fee")}".`;

  const feeCoin = (cell("feeCurrency").toLocaleUpperCase("tr").replace(/İ/g, "I") || pair.quote).replace(/^TL$/, "TRY");
  let bought = amount;
  let feeInQuote = 0;
  let warning: string | null = null;
  if (feeCoin === pair.quote || (QUOTES[feeCoin] && QUOTES[feeCoin] === pair.currency)) feeInQuote = fee;
  else if (feeCoin === pair.base && price !== undefined) {
    feeInQuote = round(fee * price);
    if (type === "buy") bought = round(amount - fee);
  } else if (fee > 0) {
    warning = `Ücret ${fee} ${feeCoin} olarak ödenmiş; bu coinin o günkü fiyatı bilinmediği için ücrete eklenmedi.`;
  }
  const label = `${source} (${pair.base}/${pair.quote})`;
  return {
    input: {
      type,
      symbol: pair.base,
      amount: bought,
      price,
      currency: pair.currency,
      fee: feeInQuote,
      date,
      // An income row's note says which income it is (staking, airdrop, interest).
      note: type === "income" ? `${word}; ${label}` : warning ? `${label}; ücret ${fee} ${feeCoin}` : label,
    },
    warning,
  };
}
