import { CSV_MAX_ROWS, CSV_TOO_MANY_ROWS, readCsvRecords } from "./csv";
import { transactionSchema, type TransactionInput } from "./schema";
import { decideFileStyle, readNumber, type DecimalMark } from "~/lib/numbers";

/**
 * Binance's spot trade history export, mapped to our transaction shape (decision 037). Two
 * layouts are known, both read the same way by BittyTax (src/bittytax/conv/parsers/binance.py,
 * `parse_binance_trades` and `parse_binance_trades_statement`):
 *
 * - older: `Date(UTC),Market,Type,Price,Amount,Total,Fee,Fee Coin`, plain numbers; `Market` is
 *   the pair ("BTCUSDT"), `Amount` the base coin, `Total` the quote, `Fee Coin` the fee's coin;
 * - newer: `Date(UTC),Pair,Side,Price,Executed,Amount,Fee`, where `Executed`, `Amount` and
 *   `Fee` carry their coin ("0.5BTC", "15,000.00USDT", "0.00009936BNB") and numbers may have
 *   thousands separators.
 *
 * Quotes in USDT, BUSD and USDC become USD (the site prices every coin by its USDT pair), TRY
 * stays TRY; any other quote is refused with the reason. A fee paid in the bought coin lowers
 * the amount received and is counted at the trade's price; a fee paid in a third coin (BNB) has
 * no price here and is written in the note, not guessed.
 */

export const BINANCE_QUOTES: Record<string, "USD" | "TRY"> = { USDT: "USD", BUSD: "USD", USDC: "USD", TRY: "TRY" };
// Quotes Binance lists that we cannot map: named in the reason so that the reader knows why.
const OTHER_QUOTES = ["FDUSD", "TUSD", "USDP", "DAI", "BTC", "ETH", "BNB", "EUR", "GBP", "BRL", "AUD", "RUB", "UAH", "TRX", "XRP", "DOGE"];

const OLD_COLUMNS = ["date(utc)", "market", "type", "price", "amount", "total", "fee", "fee coin"];
const NEW_COLUMNS = ["date(utc)", "pair", "side", "price", "executed", "amount", "fee"];

export type BinanceLayout = "old" | "new";

export interface MappedRow {
  line: number;
  transaction: TransactionInput;
  /** Something the reader should know about the row, e.g. a fee left out. */
  warning: string | null;
}

export interface RejectedRow {
  line: number;
  reason: string;
}

export type BinanceImport = { ok: true; layout: BinanceLayout; rows: MappedRow[]; rejected: RejectedRow[] } | { ok: false; error: string };

const SUPPORTED = Object.keys(BINANCE_QUOTES).join(", ");

/** Which layout a header row is, or null. Cell case and surrounding spaces do not matter. */
export function binanceLayout(cells: readonly string[]): BinanceLayout | null {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const same = (columns: string[]) => names.length === columns.length && columns.every((column, index) => names[index] === column);
  return same(OLD_COLUMNS) ? "old" : same(NEW_COLUMNS) ? "new" : null;
}

/**
 * "15,000.50" → 15000.5 with the point as the file's decimal mark; "15.000,50" with the comma (a
 * file saved again by a Turkish spreadsheet); null for anything that is not a non-negative number.
 */
function readAmount(text: string, mark: DecimalMark): number | null {
  const value = readNumber(text, mark)?.value ?? null;
  return value !== null && value >= 0 ? value : null;
}

/** A row's figures (price, amount, total, fee in both layouts), without the coin a newer export writes after them ("0.5BTC" → "0.5"). */
function figuresOf(cells: readonly string[]): string[] {
  return cells.slice(3, 7).map((cell) => cell.trim().replace(/[A-Za-z][A-Za-z0-9]*$/, ""));
}

// Binance writes at most 8 decimals; arithmetic on them (0.5 − 0.0005) must not add float crumbs.
const round = (value: number) => Number(value.toFixed(10));

/** "0.5BTC" with coin "BTC" → 0.5; "1,000.00USDT" with "USDT" → 1000; null when the cell is not that coin's amount. */
function amountOf(text: string, coin: string, mark: DecimalMark): number | null {
  const cell = text.trim().toUpperCase();
  return cell.endsWith(coin) ? readAmount(cell.slice(0, -coin.length), mark) : null;
}

/**
 * The pair's base and quote as the `Executed` and `Amount` cells write them: the split of the
 * pair whose base ends the first and whose quote ends the second. Read this way, a coin whose
 * name starts with digits ("1000SATS") is not taken for part of its amount.
 */
function splitByCells(
  pair: string,
  executed: string,
  total: string,
  mark: DecimalMark,
): { base: string; quote: string; amount: number; total: number } | null {
  for (let cut = 1; cut < pair.length; cut++) {
    const base = pair.slice(0, cut);
    const quote = pair.slice(cut);
    const amount = amountOf(executed, base, mark);
    const sum = amountOf(total, quote, mark);
    if (amount !== null && sum !== null) return { base, quote, amount, total: sum };
  }
  return null;
}

/** A fee cell: "0.00002BTC", "1.2USDT", "0.000375BNB" (any other coin after the number). */
function readFee(text: string, base: string, quote: string, mark: DecimalMark): { amount: number; coin: string } | null {
  for (const coin of [base, quote]) {
    const amount = amountOf(text, coin, mark);
    if (amount !== null) return { amount, coin };
  }
  const match = /^([\d.,]+)([A-Z][A-Z0-9]*)$/.exec(text.trim().toUpperCase());
  const amount = match ? readAmount(match[1], mark) : null;
  return match && amount !== null ? { amount, coin: match[2] } : null;
}

/** "BTCUSDT" → ["BTC", "USDT"] by the supported quotes, then by the others (so a refusal can name them). */
function splitPair(pair: string): [string, string] | null {
  const upper = pair.trim().toUpperCase();
  for (const quote of [...Object.keys(BINANCE_QUOTES), ...OTHER_QUOTES]) {
    if (upper.length > quote.length && upper.endsWith(quote)) return [upper.slice(0, -quote.length), quote];
  }
  return null;
}

/** "2024-03-01 12:00:00" (or "24-03-01 12:00:00", an older export's short year) → "2024-03-01". */
function readDay(text: string): string | null {
  const match = /^(\d{2}|\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(text.trim());
  if (!match) return null;
  return `${match[1].length === 2 ? `20${match[1]}` : match[1]}-${match[2]}-${match[3]}`;
}

interface Trade {
  date: string;
  side: string;
  base: string;
  quote: string;
  price: number | null;
  amount: number | null;
  fee: number | null;
  feeCoin: string;
}

function readTrade(layout: BinanceLayout, cells: readonly string[], mark: DecimalMark): Trade | string {
  const number = (text: string) => readAmount(text, mark);
  const date = readDay(cells[0]);
  if (!date) return `Tarih okunamadı: "${cells[0].trim()}" (beklenen: 2024-03-01 12:00:00, UTC).`;
  const side = cells[2].trim().toUpperCase();
  if (layout === "old") {
    const pair = splitPair(cells[1]);
    if (!pair) return `Parite çözümlenemedi: "${cells[1].trim()}".`;
    return {
      date,
      side,
      base: pair[0],
      quote: pair[1],
      price: number(cells[3]),
      amount: number(cells[4]),
      fee: number(cells[6]),
      feeCoin: cells[7].trim().toUpperCase(),
    };
  }
  const pair = cells[1].trim().toUpperCase();
  const split = splitByCells(pair, cells[4], cells[5], mark);
  if (!split) {
    return `Miktar ve tutar paritenin (${cells[1].trim()}) coinleriyle yazılmalı (ör. 0.5BTC ve 15000USDT): "${cells[4].trim()}", "${cells[5].trim()}".`;
  }
  const fee = readFee(cells[6], split.base, split.quote, mark);
  if (!fee) return `Ücret okunamadı: "${cells[6].trim()}".`;
  return {
    date,
    side,
    base: split.base,
    quote: split.quote,
    price: number(cells[3]),
    amount: split.amount,
    fee: fee.amount,
    feeCoin: fee.coin,
  };
}

function mapTrade(trade: Trade): { input: Record<string, unknown>; warning: string | null } | string {
  const currency = BINANCE_QUOTES[trade.quote];
  if (!currency) return `${trade.base}/${trade.quote} paritesi aktarılamaz: yalnızca ${SUPPORTED} karşılığı işlemler desteklenir.`;
  if (trade.side !== "BUY" && trade.side !== "SELL") return `İşlem yönü BUY veya SELL olmalı, "${trade.side}" yazıyor.`;
  if (trade.price === null) return "Fiyat bir sayı olmalı.";
  if (trade.amount === null) return "Miktar bir sayı olmalı.";
  if (trade.fee === null) return "Ücret bir sayı olmalı.";
  let amount = trade.amount;
  let fee = 0;
  let warning: string | null = null;
  if (trade.feeCoin === trade.quote) {
    fee = trade.fee;
  } else if (trade.feeCoin === trade.base) {
    fee = round(trade.fee * trade.price);
    // Bought coins arrive less their fee: the holding is what reached the account.
    if (trade.side === "BUY") amount = round(amount - trade.fee);
  } else if (trade.fee > 0) {
    warning = `Ücret ${trade.fee} ${trade.feeCoin} olarak ödenmiş; bu coinin o günkü fiyatı bilinmediği için ücrete eklenmedi.`;
  }
  return {
    input: {
      type: trade.side === "BUY" ? "buy" : "sell",
      symbol: trade.base,
      amount,
      price: trade.price,
      currency,
      fee,
      date: trade.date,
      note: warning
        ? `Binance (${trade.base}${trade.quote}); ücret ${trade.fee} ${trade.feeCoin}`
        : `Binance (${trade.base}${trade.quote})`,
    },
    warning,
  };
}

/**
 * Reads a Binance trade history export. A file in neither layout is refused as a whole; within
 * a known file each bad row is set aside with its reason and the others are kept for the preview.
 */
export function parseBinanceCsv(input: string): BinanceImport {
  const text = input.replace(/^\uFEFF/, "");
  // Binance writes commas; a spreadsheet saving the file again may write semicolons.
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  const [header, ...records] = readCsvRecords(text, delimiter, CSV_MAX_ROWS + 2);
  if (!header) return { ok: false, error: "Dosya boş." };
  const layout = binanceLayout(header.cells);
  if (!layout) {
    return {
      ok: false,
      error:
        "Bu dosya Binance işlem geçmişi biçiminde değil. İlk satır şunlardan biri olmalı: " +
        '"Date(UTC),Pair,Side,Price,Executed,Amount,Fee" ya da "Date(UTC),Market,Type,Price,Amount,Total,Fee,Fee Coin".',
    };
  }
  if (records.length === 0) return { ok: false, error: "Dosyada başlık satırından sonra işlem yok." };
  if (records.length > CSV_MAX_ROWS) return { ok: false, error: CSV_TOO_MANY_ROWS };
  const columns = layout === "old" ? OLD_COLUMNS.length : NEW_COLUMNS.length;
  // The decimal mark is the file's, read from all its figures, not guessed from the cell separator:
  // semicolon files with decimal points ("0.015;64250.00") exist as well as Turkish "64.250,00".
  const style = decideFileStyle(records.filter((record) => record.cells.length === columns).flatMap((record) => figuresOf(record.cells)));
  if (!style.ok) return { ok: false, error: style.reason };
  const rows: MappedRow[] = [];
  const rejected: RejectedRow[] = [];
  for (const record of records) {
    if (record.cells.length !== columns) {
      rejected.push({ line: record.line, reason: `${columns} sütun olmalı, ${record.cells.length} sütun var.` });
      continue;
    }
    const trade = readTrade(layout, record.cells, style.mark);
    const mapped = typeof trade === "string" ? trade : mapTrade(trade);
    if (typeof mapped === "string") {
      rejected.push({ line: record.line, reason: mapped });
      continue;
    }
    // The same rules as a transaction typed in the form: a future date or a zero amount is refused here too.
    const parsed = transactionSchema.safeParse(mapped.input);
    if (parsed.success) rows.push({ line: record.line, transaction: parsed.data, warning: mapped.warning });
    else rejected.push({ line: record.line, reason: [...new Set(parsed.error.issues.map((issue) => issue.message))].join(" ") });
  }
  return { ok: true, layout, rows, rejected };
}
